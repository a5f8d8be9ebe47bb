CREATE TABLE "journal_entries" (
	"trip_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"date" date NOT NULL,
	"text" text NOT NULL,
	"mood" integer,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_entries_trip_id_date_user_id_pk" PRIMARY KEY("trip_id","date","user_id"),
	CONSTRAINT "journal_entries_mood" CHECK ("journal_entries"."mood" IS NULL OR "journal_entries"."mood" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"uploader_id" uuid,
	"date" date NOT NULL,
	"taken_at" text,
	"lat" double precision,
	"lng" double precision,
	"width" integer,
	"height" integer,
	"caption" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"preview" boolean NOT NULL,
	"original" "bytea",
	"small" "bytea",
	"large" "bytea",
	"stored_in" text DEFAULT 'database' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photos_stored_in" CHECK (("photos"."stored_in" = 'database' AND "photos"."original" IS NOT NULL) OR ("photos"."stored_in" = 's3' AND "photos"."original" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "trip_shares" ADD COLUMN "include_memories" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photos_trip_date_idx" ON "photos" USING btree ("trip_id","date");