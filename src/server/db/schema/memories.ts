// Memories (docs/product/memories.md): photos on their day and place, and one
// journal entry per member per day.
import { sql } from "drizzle-orm";
import { boolean, check, date, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { bytea, createdAt, id } from "./columns";
import { userId, users } from "./accounts";
import { tripId } from "./trips";

/**
 * A photo of a trip. The original is kept as sent (only its uploader downloads
 * it); the two served copies (400 and 1,600 px WebP, no metadata) are made at
 * upload. A photo sharp cannot decode (HEIC) has no copies: `preview` is false.
 * Bytes live in the row (`stored_in` database) or in the bucket under
 * `photos/{id}/{original|400|1600}`.
 */
export const photos = pgTable(
  "photos",
  {
    id: id(),
    tripId: tripId(),
    /** Kept (as null) when the uploader's account is deleted: the photo stays the trip's. */
    uploaderId: uuid("uploader_id").references(() => users.id, { onDelete: "set null" }),
    date: date("date", { mode: "string" }).notNull(),
    /** Local wall time in the trip place's zone, `YYYY-MM-DDTHH:mm:ss`, from the photo's EXIF. */
    takenAt: text("taken_at"),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    width: integer("width"),
    height: integer("height"),
    caption: text("caption").notNull().default(""),
    name: text("name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    /** Whether the served copies exist (false: sharp could not decode it, e.g. HEIC). */
    preview: boolean("preview").notNull(),
    original: bytea("original"),
    small: bytea("small"),
    large: bytea("large"),
    storedIn: text("stored_in", { enum: ["database", "s3"] }).notNull().default("database"),
    createdAt: createdAt(),
  },
  (t) => [
    index("photos_trip_date_idx").on(t.tripId, t.date),
    check("photos_stored_in", sql`(${t.storedIn} = 'database' AND ${t.original} IS NOT NULL) OR (${t.storedIn} = 's3' AND ${t.original} IS NULL)`),
  ],
);

/** One Markdown entry per member per day; mood 1–5 or none. */
export const journalEntries = pgTable(
  "journal_entries",
  {
    tripId: tripId(),
    userId: userId(),
    date: date("date", { mode: "string" }).notNull(),
    text: text("text").notNull(),
    mood: integer("mood"),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "string", precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tripId, t.date, t.userId] }), check("journal_entries_mood", sql`${t.mood} IS NULL OR ${t.mood} BETWEEN 1 AND 5`)],
);
