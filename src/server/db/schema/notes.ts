// A trip's notes (docs/product/notes.md): a title and a Markdown body, optionally on one day of
// the trip (then shown on that day in every view of the days), pinned to the top of the list.
import { sql } from "drizzle-orm";
import { boolean, date, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { id, createdAt, updatedAtMs } from "./columns";
import { createdBy } from "./accounts";
import { tripId } from "./trips";

/**
 * `body` is the Markdown as written; the safe HTML is rendered on each read, so a
 * change of the renderer's rules reaches every note. `mentions` are the user ids
 * told when the note was written (members of the trip, checked on write).
 */
export const notes = pgTable(
  "notes",
  {
    id: id(),
    tripId: tripId(),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    date: date("date", { mode: "string" }),
    pinned: boolean("pinned").notNull().default(false),
    mentions: uuid("mentions").array().notNull().default(sql`'{}'::uuid[]`),
    createdBy: createdBy(),
    createdAt: createdAt(),
    updatedAt: updatedAtMs(),
  },
  (t) => [index("notes_trip_idx").on(t.tripId, t.date)],
);
