// Trips and their members. Everything that belongs to a trip references it with ON DELETE CASCADE (tripId()).
import { sql } from "drizzle-orm";
import { check, date, index, numeric, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { id, createdAt, updatedAt, role, roleCheck } from "./columns";
import { userId, createdBy } from "./accounts";

/** The trip a row belongs to: deleting the trip deletes the row. */
export const tripId = () =>
  uuid("trip_id")
    .notNull()
    .references(() => trips.id, { onDelete: "cascade" });

export const trips = pgTable(
  "trips",
  {
    id: id(),
    name: text("name").notNull(),
    description: text("description"),
    startDate: date("start_date", { mode: "string" }),
    endDate: date("end_date", { mode: "string" }),
    budget: numeric("budget", { precision: 14, scale: 2 }),
    currency: text("currency").notNull().default("USD"),
    createdBy: createdBy(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("trips_dates_ordered", sql`${t.endDate} IS NULL OR ${t.startDate} IS NULL OR ${t.endDate} >= ${t.startDate}`)],
);

export const tripMembers = pgTable(
  "trip_members",
  {
    id: id(),
    tripId: tripId(),
    userId: userId(),
    role: role(),
    joinedAt: timestamp("joined_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  },
  (t) => [
    unique("trip_members_trip_user").on(t.tripId, t.userId),
    index("trip_members_user_idx").on(t.userId),
    roleCheck("trip_members_role", t.role),
  ],
);
