CREATE TABLE "forwarding_addresses" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"auto_add" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forwarding_addresses_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "forwarding_senders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forwarding_senders_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "inbox_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"received_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"from_address" text NOT NULL,
	"subject" text NOT NULL,
	"candidates" jsonb NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"trip_id" uuid,
	"message_hash" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "forwarding_addresses" ADD CONSTRAINT "forwarding_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forwarding_senders" ADD CONSTRAINT "forwarding_senders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_items" ADD CONSTRAINT "inbox_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_items" ADD CONSTRAINT "inbox_items_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "forwarding_senders_user_email_idx" ON "forwarding_senders" USING btree ("user_id","email");--> statement-breakpoint
CREATE INDEX "inbox_items_user_idx" ON "inbox_items" USING btree ("user_id","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_items_message_idx" ON "inbox_items" USING btree ("user_id","message_hash");