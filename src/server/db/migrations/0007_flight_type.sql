ALTER TABLE "reservations" DROP CONSTRAINT "reservations_type";--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_type" CHECK ("reservations"."type" IN ('hotel', 'flight', 'restaurant', 'attraction', 'transport', 'other'));--> statement-breakpoint
-- docs/product/quotes.md: flights booked from a saved quote were filed under transport; they are flights.
UPDATE "reservations" SET "type" = 'flight' WHERE "id" IN (SELECT "booked_reservation_id" FROM "flight_quotes" WHERE "booked_reservation_id" IS NOT NULL);
