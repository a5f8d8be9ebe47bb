// Packing and to-do lists (ADR 037).
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { id, createdAt, updatedAtMs } from "./columns";
import { createdBy, users } from "./accounts";
import { tripId } from "./trips";
import { guests } from "./guests";

/**
 * An item of a trip's packing list or to-do list. `assignee_id` is a member's
 * user id, cleared when that account goes (one who left the trip shows as a
 * former member until someone reassigns it); `assignee_guest_id` is a guest's
 * (ADR 058), at most one of the two. `due` is for to-dos only.
 */
export const listItems = pgTable(
  "list_items",
  {
    id: id(),
    tripId: tripId(),
    list: text("list", { enum: ["packing", "todo"] }).notNull(),
    text: text("text").notNull(),
    assigneeId: uuid("assignee_id").references(() => users.id, { onDelete: "set null" }),
    assigneeGuestId: uuid("assignee_guest_id").references(() => guests.id, { onDelete: "set null" }),
    done: boolean("done").notNull().default(false),
    due: date("due", { mode: "string" }),
    position: integer("position").notNull(),
    createdBy: createdBy(),
    createdAt: createdAt(),
    updatedAt: updatedAtMs(),
  },
  (t) => [
    index("list_items_trip_idx").on(t.tripId, t.list, t.position),
    index("list_items_assignee_idx").on(t.assigneeId),
    check("list_items_list", sql`${t.list} IN ('packing', 'todo')`),
    check("list_items_one_assignee", sql`${t.assigneeId} IS NULL OR ${t.assigneeGuestId} IS NULL`),
    check("list_items_due_todo_only", sql`${t.due} IS NULL OR ${t.list} = 'todo'`),
  ],
);
