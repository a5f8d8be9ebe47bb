CREATE TABLE "activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"user_id" uuid,
	"resource" text NOT NULL,
	"action" text NOT NULL,
	"item_id" text,
	"title" text,
	"detail" text,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_action" CHECK ("activity"."action" IN ('created', 'updated', 'deleted'))
);
--> statement-breakpoint
CREATE TABLE "list_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"list" text NOT NULL,
	"text" text NOT NULL,
	"assignee_id" uuid,
	"done" boolean DEFAULT false NOT NULL,
	"due" date,
	"position" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "list_items_list" CHECK ("list_items"."list" IN ('packing', 'todo')),
	CONSTRAINT "list_items_due_todo_only" CHECK ("list_items"."due" IS NULL OR "list_items"."list" = 'todo')
);
--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_trip_idx" ON "activity" USING btree ("trip_id","created_at");--> statement-breakpoint
CREATE INDEX "list_items_trip_idx" ON "list_items" USING btree ("trip_id","list","position");--> statement-breakpoint
CREATE INDEX "list_items_assignee_idx" ON "list_items" USING btree ("assignee_id");