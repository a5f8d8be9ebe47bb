ALTER TABLE "reservations" DROP CONSTRAINT "reservations_type";--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "end_time" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "from_name" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "from_lat" double precision;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "from_lng" double precision;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "from_time_zone" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "to_name" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "to_lat" double precision;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "to_lng" double precision;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "to_time_zone" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "seat" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "carriage" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "platform" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_type" CHECK ("reservations"."type" IN ('hotel', 'flight', 'restaurant', 'attraction', 'transport', 'other', 'train', 'bus', 'ferry', 'cruise', 'car_rental', 'taxi', 'bicycle', 'tour', 'event', 'activity'));