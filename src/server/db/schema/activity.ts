// The trip's recent changes, written with each change (ADR 037).
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { id } from "./columns";
import { tripId } from "./trips";

/**
 * One row per change to a trip's data, written by publishChange in the
 * change's own transaction (ADR 037): what the notifications show. `user_id`
 * keeps a deleted account's id (no foreign key), shown as a former member.
 */
export const activity = pgTable(
  "activity",
  {
    id: id(),
    tripId: tripId(),
    userId: uuid("user_id"),
    resource: text("resource").notNull(),
    action: text("action", { enum: ["created", "updated", "deleted"] }).notNull(),
    /** The changed row, when the change is about one. */
    itemId: text("item_id"),
    /** What was changed, as the member named it (an item's text, a reservation's name), when the service said it. */
    title: text("title"),
    /** How it changed, when a service says more than the action (a list item "ticked" or "unticked"). */
    detail: text("detail"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "string", precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index("activity_trip_idx").on(t.tripId, t.createdAt), check("activity_action", sql`${t.action} IN ('created', 'updated', 'deleted')`)],
);
