CREATE TABLE "budget_allocations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"category" text NOT NULL,
	"category_name" text NOT NULL,
	"city" text,
	"planned_amount" numeric(14, 2) NOT NULL,
	"realized_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"notes" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budget_allocations_category" CHECK ("budget_allocations"."category" IN ('air_tickets', 'hotels', 'food', 'activities', 'transportation', 'shopping', 'other')),
	CONSTRAINT "budget_allocations_amounts" CHECK ("budget_allocations"."planned_amount" >= 0 AND "budget_allocations"."realized_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"token" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"trip_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_user_trip" UNIQUE("user_id","trip_id")
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"author_id" uuid,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_role" CHECK ("chat_messages"."role" IN ('user', 'assistant'))
);
--> statement-breakpoint
CREATE TABLE "flight_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"departure_date" date NOT NULL,
	"return_date" date,
	"passengers" integer DEFAULT 1 NOT NULL,
	"cabin_class" text DEFAULT 'economy' NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"airline" text,
	"direct_flight" boolean DEFAULT false NOT NULL,
	"provider" text DEFAULT 'AI Generated' NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"booked_reservation_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flight_quotes_dates" CHECK ("flight_quotes"."return_date" IS NULL OR "flight_quotes"."return_date" >= "flight_quotes"."departure_date"),
	CONSTRAINT "flight_quotes_passengers" CHECK ("flight_quotes"."passengers" >= 1),
	CONSTRAINT "flight_quotes_cabin" CHECK ("flight_quotes"."cabin_class" IN ('economy', 'premium_economy', 'business', 'first')),
	CONSTRAINT "flight_quotes_price" CHECK ("flight_quotes"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "hotel_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"hotel_name" text NOT NULL,
	"location" text NOT NULL,
	"address" text,
	"check_in_date" date NOT NULL,
	"check_out_date" date NOT NULL,
	"guests" integer DEFAULT 1 NOT NULL,
	"rooms" integer DEFAULT 1 NOT NULL,
	"room_type" text,
	"price" numeric(14, 2) NOT NULL,
	"price_per_night" numeric(14, 2),
	"currency" text DEFAULT 'USD' NOT NULL,
	"rating" numeric(3, 2),
	"amenities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"provider" text DEFAULT 'AI Generated' NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"booked_reservation_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_quotes_dates" CHECK ("hotel_quotes"."check_out_date" > "hotel_quotes"."check_in_date"),
	CONSTRAINT "hotel_quotes_counts" CHECK ("hotel_quotes"."guests" >= 1 AND "hotel_quotes"."rooms" >= 1),
	CONSTRAINT "hotel_quotes_price" CHECK ("hotel_quotes"."price" >= 0 AND ("hotel_quotes"."price_per_night" IS NULL OR "hotel_quotes"."price_per_night" >= 0)),
	CONSTRAINT "hotel_quotes_rating" CHECK ("hotel_quotes"."rating" IS NULL OR ("hotel_quotes"."rating" >= 0 AND "hotel_quotes"."rating" <= 5))
);
--> statement-breakpoint
CREATE TABLE "itinerary_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"start_date" date,
	"end_date" date,
	"start_time" text,
	"end_time" text,
	"all_day" boolean DEFAULT true NOT NULL,
	"location_id" uuid,
	"reservation_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "itinerary_items_dates_ordered" CHECK ("itinerary_items"."end_date" IS NULL OR "itinerary_items"."start_date" IS NULL OR "itinerary_items"."end_date" >= "itinerary_items"."start_date")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservation_ratings" (
	"reservation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservation_ratings_reservation_id_user_id_pk" PRIMARY KEY("reservation_id","user_id"),
	CONSTRAINT "reservation_ratings_range" CHECK ("reservation_ratings"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'hotel' NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"reservation_date" date NOT NULL,
	"reservation_time" text,
	"end_date" date,
	"confirmation_number" text,
	"cost" numeric(14, 2),
	"description" text,
	"notes" text,
	"address" text,
	"review_rating" numeric(3, 2),
	"review_count" integer,
	"opening_hours" text,
	"location_city" text,
	"location_country" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_dates_ordered" CHECK ("reservations"."end_date" IS NULL OR "reservations"."end_date" >= "reservations"."reservation_date"),
	CONSTRAINT "reservations_type" CHECK ("reservations"."type" IN ('hotel', 'restaurant', 'attraction', 'transport', 'other')),
	CONSTRAINT "reservations_status" CHECK ("reservations"."status" IN ('confirmed', 'pending', 'cancelled')),
	CONSTRAINT "reservations_cost" CHECK ("reservations"."cost" IS NULL OR "reservations"."cost" >= 0),
	CONSTRAINT "reservations_review_rating" CHECK ("reservations"."review_rating" IS NULL OR ("reservations"."review_rating" >= 0 AND "reservations"."review_rating" <= 5)),
	CONSTRAINT "reservations_review_count" CHECK ("reservations"."review_count" IS NULL OR "reservations"."review_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_invitations_trip_email" UNIQUE("trip_id","email"),
	CONSTRAINT "trip_invitations_role" CHECK ("trip_invitations"."role" IN ('admin', 'editor', 'viewer'))
);
--> statement-breakpoint
CREATE TABLE "trip_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_members_trip_user" UNIQUE("trip_id","user_id"),
	CONSTRAINT "trip_members_role" CHECK ("trip_members"."role" IN ('admin', 'editor', 'viewer'))
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"start_date" date,
	"end_date" date,
	"budget" numeric(14, 2),
	"currency" text DEFAULT 'USD' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trips_dates_ordered" CHECK ("trips"."end_date" IS NULL OR "trips"."start_date" IS NULL OR "trips"."end_date" >= "trips"."start_date")
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"email_notifications" boolean DEFAULT true NOT NULL,
	"push_notifications" boolean DEFAULT false NOT NULL,
	"trip_updates" boolean DEFAULT true NOT NULL,
	"reservation_reminders" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "budget_allocations" ADD CONSTRAINT "budget_allocations_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_allocations" ADD CONSTRAINT "budget_allocations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_quotes" ADD CONSTRAINT "flight_quotes_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_quotes" ADD CONSTRAINT "flight_quotes_booked_reservation_id_reservations_id_fk" FOREIGN KEY ("booked_reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_quotes" ADD CONSTRAINT "flight_quotes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_quotes" ADD CONSTRAINT "hotel_quotes_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_quotes" ADD CONSTRAINT "hotel_quotes_booked_reservation_id_reservations_id_fk" FOREIGN KEY ("booked_reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_quotes" ADD CONSTRAINT "hotel_quotes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_items" ADD CONSTRAINT "itinerary_items_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_items" ADD CONSTRAINT "itinerary_items_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_items" ADD CONSTRAINT "itinerary_items_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_items" ADD CONSTRAINT "itinerary_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_ratings" ADD CONSTRAINT "reservation_ratings_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_ratings" ADD CONSTRAINT "reservation_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_invitations" ADD CONSTRAINT "trip_invitations_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_invitations" ADD CONSTRAINT "trip_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_members" ADD CONSTRAINT "trip_members_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_members" ADD CONSTRAINT "trip_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "budget_allocations_trip_idx" ON "budget_allocations" USING btree ("trip_id","created_at");--> statement-breakpoint
CREATE INDEX "calendar_feeds_trip_idx" ON "calendar_feeds" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "chat_messages_trip_idx" ON "chat_messages" USING btree ("trip_id","created_at");--> statement-breakpoint
CREATE INDEX "flight_quotes_trip_idx" ON "flight_quotes" USING btree ("trip_id","created_at");--> statement-breakpoint
CREATE INDEX "hotel_quotes_trip_idx" ON "hotel_quotes" USING btree ("trip_id","created_at");--> statement-breakpoint
CREATE INDEX "itinerary_items_trip_idx" ON "itinerary_items" USING btree ("trip_id","start_date");--> statement-breakpoint
CREATE INDEX "itinerary_items_location_idx" ON "itinerary_items" USING btree ("location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_trip_city_country" ON "locations" USING btree ("trip_id",lower("city"),lower("country"));--> statement-breakpoint
CREATE INDEX "reservations_trip_date_idx" ON "reservations" USING btree ("trip_id","reservation_date");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "trip_invitations_email_idx" ON "trip_invitations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "trip_members_user_idx" ON "trip_members" USING btree ("user_id");