CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"trip_id" uuid,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"item_id" text,
	"data" jsonb NOT NULL,
	"once_key" text,
	"digest_at" timestamp with time zone,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp(3) with time zone,
	CONSTRAINT "notifications_once" UNIQUE("user_id","once_key")
);
--> statement-breakpoint
ALTER TABLE "user_preferences" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD COLUMN "notifications" jsonb;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_digest_idx" ON "notifications" USING btree ("digest_at") WHERE "notifications"."digest_at" IS NOT NULL;