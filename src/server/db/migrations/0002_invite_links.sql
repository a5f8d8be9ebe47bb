CREATE TABLE "invite_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"token" text NOT NULL,
	"role" text NOT NULL,
	"email" text,
	"expires_at" timestamp with time zone,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invite_links_token_unique" UNIQUE("token"),
	CONSTRAINT "invite_links_trip_email" UNIQUE("trip_id","email"),
	CONSTRAINT "invite_links_role" CHECK ("invite_links"."role" IN ('admin', 'editor', 'viewer')),
	CONSTRAINT "invite_links_uses" CHECK ("invite_links"."uses" >= 0 AND ("invite_links"."max_uses" IS NULL OR "invite_links"."max_uses" >= 1))
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient" text NOT NULL,
	"template" text NOT NULL,
	"data" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invite_links" ADD CONSTRAINT "invite_links_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_links" ADD CONSTRAINT "invite_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invite_links_trip_idx" ON "invite_links" USING btree ("trip_id","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."sent_at" IS NULL AND "mail_outbox"."failed_at" IS NULL;--> statement-breakpoint
-- Hand-written (ADR 024): each pending invitation becomes a one-person invite link with the same id
-- (so the member list's "invited" rows keep their ids), and its e-mail is queued: under the old scheme
-- nobody was ever sent one, and the link is now the only way in. Two random UUIDs give 244 random bits.
INSERT INTO "invite_links" ("id", "trip_id", "token", "role", "email", "max_uses", "uses", "created_by", "created_at")
SELECT "id", "trip_id", replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''),
       "role", "email", 1, 0, "invited_by", "created_at"
FROM "trip_invitations";--> statement-breakpoint
INSERT INTO "mail_outbox" ("recipient", "template", "data")
SELECT "email", 'invitation', jsonb_build_object('inviteLinkId', "id"::text) FROM "trip_invitations";--> statement-breakpoint
DROP TABLE "trip_invitations" CASCADE;