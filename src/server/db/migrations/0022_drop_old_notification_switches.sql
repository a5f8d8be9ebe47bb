ALTER TABLE "user_preferences" DROP COLUMN "trip_updates";--> statement-breakpoint
ALTER TABLE "user_preferences" DROP COLUMN "reservation_reminders";