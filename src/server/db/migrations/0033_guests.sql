CREATE TABLE "guests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservation_travellers" (
	"reservation_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"user_id" uuid,
	"guest_id" uuid,
	CONSTRAINT "reservation_travellers_reservation_id_position_pk" PRIMARY KEY("reservation_id","position"),
	CONSTRAINT "reservation_travellers_one_person" CHECK (("reservation_travellers"."user_id" IS NULL) <> ("reservation_travellers"."guest_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "list_items" ADD COLUMN "assignee_guest_id" uuid;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_travellers" ADD CONSTRAINT "reservation_travellers_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_travellers" ADD CONSTRAINT "reservation_travellers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_travellers" ADD CONSTRAINT "reservation_travellers_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guests_trip_idx" ON "guests" USING btree ("trip_id","created_at");--> statement-breakpoint
CREATE INDEX "reservation_travellers_user_idx" ON "reservation_travellers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reservation_travellers_guest_idx" ON "reservation_travellers" USING btree ("guest_id");--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_assignee_guest_id_guests_id_fk" FOREIGN KEY ("assignee_guest_id") REFERENCES "public"."guests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_one_assignee" CHECK ("list_items"."assignee_id" IS NULL OR "list_items"."assignee_guest_id" IS NULL);