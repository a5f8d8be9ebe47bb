CREATE TABLE "backups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"trigger" text NOT NULL,
	"scheduled_for" timestamp with time zone,
	"stored_in" text NOT NULL,
	"size_bytes" bigint,
	"error" text,
	CONSTRAINT "backups_scheduled_for" UNIQUE("scheduled_for"),
	CONSTRAINT "backups_status" CHECK ("backups"."status" IN ('running', 'done', 'failed')),
	CONSTRAINT "backups_trigger" CHECK ("backups"."trigger" IN ('manual', 'schedule'))
);
--> statement-breakpoint
ALTER TABLE "reservation_files" ALTER COLUMN "data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reservation_files" ADD COLUMN "stored_in" text DEFAULT 'database' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservation_files" ADD CONSTRAINT "reservation_files_stored_in" CHECK (("reservation_files"."stored_in" = 'database' AND "reservation_files"."data" IS NOT NULL) OR ("reservation_files"."stored_in" = 's3' AND "reservation_files"."data" IS NULL));