// How members travel between two stops of a trip (docs/product/itinerary-and-days.md): one row per
// ordered pair of stops an editor chose a mode for. Stop ids are day-item ids (a place's id, a
// stay's `<id>:in` / `<id>:out`), so they are text; a pair whose stops are gone is simply never read.
import { sql } from "drizzle-orm";
import { check, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { updatedAt } from "./columns";
import { createdBy } from "./accounts";
import { tripId } from "./trips";

export const legModes = pgTable(
  "leg_modes",
  {
    tripId: tripId(),
    fromId: text("from_id").notNull(),
    toId: text("to_id").notNull(),
    mode: text("mode", { enum: ["walking", "cycling", "driving", "transit"] }).notNull(),
    updatedBy: createdBy(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tripId, t.fromId, t.toId] }), check("leg_modes_mode", sql`${t.mode} IN ('walking', 'cycling', 'driving', 'transit')`)],
);
