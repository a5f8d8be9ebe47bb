CREATE TABLE "leg_modes" (
	"trip_id" uuid NOT NULL,
	"from_id" text NOT NULL,
	"to_id" text NOT NULL,
	"mode" text NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leg_modes_trip_id_from_id_to_id_pk" PRIMARY KEY("trip_id","from_id","to_id"),
	CONSTRAINT "leg_modes_mode" CHECK ("leg_modes"."mode" IN ('walking', 'cycling', 'driving', 'transit'))
);
--> statement-breakpoint
ALTER TABLE "leg_modes" ADD CONSTRAINT "leg_modes_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leg_modes" ADD CONSTRAINT "leg_modes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;