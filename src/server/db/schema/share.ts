// The trip's public read-only page (ADR 028).
import { boolean, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { createdBy } from "./accounts";
import { trips } from "./trips";

/**
 * A trip's public read-only page (docs/product/sharing.md, ADR 028): at most one per trip.
 * Publishing makes a row with a fresh 256-bit token; turning it off deletes
 * the row, so the old address 404s at once and a later publish gets a new
 * one. Kept in the clear (like invite links) so admins can copy it again.
 */
export const tripShares = pgTable("trip_shares", {
  tripId: uuid("trip_id")
    .primaryKey()
    .references(() => trips.id, { onDelete: "cascade" }),
  token: text("token").notNull().unique(),
  /** Whether the page shows the journal and the photos (never their locations); off until an admin turns it on. */
  includeMemories: boolean("include_memories").notNull().default(false),
  createdBy: createdBy(),
  createdAt: createdAt(),
});
