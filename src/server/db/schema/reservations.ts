// Reservations, each member's rating, and booking files: import uploads and attachments (ADR 034).
import { sql } from "drizzle-orm";
import { check, date, doublePrecision, index, integer, numeric, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { RESERVATION_TYPES } from "../../../shared/reservation-rules";
import { id, createdAt, updatedAt, bytea } from "./columns";
import { userId, createdBy } from "./accounts";
import { tripId } from "./trips";

// Location is kept as plain city/country columns on the reservation itself,
// independent of the itinerary's locations table.
export const reservations = pgTable(
  "reservations",
  {
    id: id(),
    tripId: tripId(),
    name: text("name").notNull(),
    type: text("type", { enum: RESERVATION_TYPES })
      .notNull()
      .default("hotel"),
    status: text("status", { enum: ["confirmed", "pending", "cancelled"] })
      .notNull()
      .default("confirmed"),
    reservationDate: date("reservation_date", { mode: "string" }).notNull(),
    /** "HH:mm" local to the place. */
    reservationTime: text("reservation_time"),
    endDate: date("end_date", { mode: "string" }),
    /** "HH:mm" local to where it ends: a flight's landing on its arrival airport's clock. */
    endTime: text("end_time"),
    // Where a journey leaves from and arrives (a car rental: pick-up and drop-off), each with its own zone,
    // so its times are wall times there and its duration is right across zones.
    fromName: text("from_name"),
    fromLat: doublePrecision("from_lat"),
    fromLng: doublePrecision("from_lng"),
    fromTimeZone: text("from_time_zone"),
    toName: text("to_name"),
    toLat: doublePrecision("to_lat"),
    toLng: doublePrecision("to_lng"),
    toTimeZone: text("to_time_zone"),
    seat: text("seat"),
    carriage: text("carriage"),
    platform: text("platform"),
    confirmationNumber: text("confirmation_number"),
    cost: numeric("cost", { precision: 14, scale: 2 }),
    description: text("description"),
    notes: text("notes"),
    address: text("address"),
    reviewRating: numeric("review_rating", { precision: 3, scale: 2 }),
    reviewCount: integer("review_count"),
    openingHours: text("opening_hours"),
    locationCity: text("location_city"),
    locationCountry: text("location_country"),
    createdBy: createdBy(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("reservations_trip_date_idx").on(t.tripId, t.reservationDate),
    check("reservations_dates_ordered", sql`${t.endDate} IS NULL OR ${t.endDate} >= ${t.reservationDate}`),
    check("reservations_type", sql`${t.type} IN (${sql.raw(RESERVATION_TYPES.map((k) => `'${k}'`).join(", "))})`),
    check("reservations_status", sql`${t.status} IN ('confirmed', 'pending', 'cancelled')`),
    check("reservations_cost", sql`${t.cost} IS NULL OR ${t.cost} >= 0`),
    check("reservations_review_rating", sql`${t.reviewRating} IS NULL OR (${t.reviewRating} >= 0 AND ${t.reviewRating} <= 5)`),
    check("reservations_review_count", sql`${t.reviewCount} IS NULL OR ${t.reviewCount} >= 0`),
  ],
);

/** Each member's own 1–5 rating of a reservation; clearing it deletes the row. */
export const reservationRatings = pgTable(
  "reservation_ratings",
  {
    reservationId: uuid("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    userId: userId(),
    rating: integer("rating").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.reservationId, t.userId] }),
    check("reservation_ratings_range", sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

/**
 * A file read by an import, kept for a day (docs/product/reservations-and-imports.md) so the member can keep
 * it on the reservations made from it; nothing else reads it. Expired rows
 * are deleted by the next import.
 */
export const importUploads = pgTable(
  "import_uploads",
  {
    id: id(),
    tripId: tripId(),
    /** Who imported it: only they can keep it. */
    userId: userId(),
    name: text("name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    data: bytea("data").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "string" }).notNull(),
  },
  (t) => [index("import_uploads_expires_idx").on(t.expiresAt), index("import_uploads_trip_idx").on(t.tripId)],
);

/** A file kept on a reservation (a ticket, a pass, a photo of a voucher), served by every instance from here. */
export const reservationFiles = pgTable(
  "reservation_files",
  {
    id: id(),
    reservationId: uuid("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    /** The bytes when they live in the database; null when they are in the bucket under `attachments/{id}`. */
    data: bytea("data"),
    /** Where the bytes are (FILES_STORAGE when the file was added, or where `files:move` put it). */
    storedIn: text("stored_in", { enum: ["database", "s3"] }).notNull().default("database"),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (t) => [
    index("reservation_files_reservation_idx").on(t.reservationId),
    check("reservation_files_size", sql`${t.size} >= 0`),
    // Bytes in the row exactly when the row says they are in the database.
    check("reservation_files_stored_in", sql`(${t.storedIn} = 'database' AND ${t.data} IS NOT NULL) OR (${t.storedIn} = 's3' AND ${t.data} IS NULL)`),
  ],
);
