// Saved flight and hotel quotes (ADR 010).
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { id, createdAt } from "./columns";
import { createdBy } from "./accounts";
import { tripId } from "./trips";
import { reservations } from "./reservations";

/**
 * Flight and hotel quotes a member saved from a search. metadata keeps the
 * whole search result as it was shown; booked_reservation_id is set by Book
 * (under a row lock, so a quote is booked once) and cleared if that
 * reservation is deleted.
 */
export const flightQuotes = pgTable(
  "flight_quotes",
  {
    id: id(),
    tripId: tripId(),
    origin: text("origin").notNull(),
    destination: text("destination").notNull(),
    departureDate: date("departure_date", { mode: "string" }).notNull(),
    returnDate: date("return_date", { mode: "string" }),
    passengers: integer("passengers").notNull().default(1),
    cabinClass: text("cabin_class", { enum: ["economy", "premium_economy", "business", "first"] })
      .notNull()
      .default("economy"),
    price: numeric("price", { precision: 14, scale: 2 }).notNull(),
    currency: text("currency").notNull().default("USD"),
    airline: text("airline"),
    directFlight: boolean("direct_flight").notNull().default(false),
    provider: text("provider").notNull().default("AI Generated"),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    bookedReservationId: uuid("booked_reservation_id").references(() => reservations.id, { onDelete: "set null" }),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (t) => [
    index("flight_quotes_trip_idx").on(t.tripId, t.createdAt),
    check("flight_quotes_dates", sql`${t.returnDate} IS NULL OR ${t.returnDate} >= ${t.departureDate}`),
    check("flight_quotes_passengers", sql`${t.passengers} >= 1`),
    check("flight_quotes_cabin", sql`${t.cabinClass} IN ('economy', 'premium_economy', 'business', 'first')`),
    check("flight_quotes_price", sql`${t.price} >= 0`),
  ],
);

export const hotelQuotes = pgTable(
  "hotel_quotes",
  {
    id: id(),
    tripId: tripId(),
    hotelName: text("hotel_name").notNull(),
    location: text("location").notNull(),
    address: text("address"),
    checkInDate: date("check_in_date", { mode: "string" }).notNull(),
    checkOutDate: date("check_out_date", { mode: "string" }).notNull(),
    guests: integer("guests").notNull().default(1),
    rooms: integer("rooms").notNull().default(1),
    roomType: text("room_type"),
    price: numeric("price", { precision: 14, scale: 2 }).notNull(),
    pricePerNight: numeric("price_per_night", { precision: 14, scale: 2 }),
    currency: text("currency").notNull().default("USD"),
    rating: numeric("rating", { precision: 3, scale: 2 }),
    amenities: jsonb("amenities").$type<string[]>().notNull().default([]),
    provider: text("provider").notNull().default("AI Generated"),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    bookedReservationId: uuid("booked_reservation_id").references(() => reservations.id, { onDelete: "set null" }),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (t) => [
    index("hotel_quotes_trip_idx").on(t.tripId, t.createdAt),
    check("hotel_quotes_dates", sql`${t.checkOutDate} > ${t.checkInDate}`),
    check("hotel_quotes_counts", sql`${t.guests} >= 1 AND ${t.rooms} >= 1`),
    check("hotel_quotes_price", sql`${t.price} >= 0 AND (${t.pricePerNight} IS NULL OR ${t.pricePerNight} >= 0)`),
    check("hotel_quotes_rating", sql`${t.rating} IS NULL OR (${t.rating} >= 0 AND ${t.rating} <= 5)`),
  ],
);
