// The itinerary (city stays and events), the trip's cities, and places on a day (ADRs 004, 036).
import { sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, check, date, doublePrecision, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id, createdAt, updatedAt } from "./columns";
import { createdBy } from "./accounts";
import { tripId } from "./trips";
import { reservations } from "./reservations";

/**
 * A city of one trip. Per-trip rows keep access control to the trip's own
 * rules and make "the trip's locations" a plain filter (ADR 004).
 * lat/lng come from the bundled city data and stay null when unknown.
 */
export const locations = pgTable(
  "locations",
  {
    id: id(),
    tripId: tripId(),
    name: text("name").notNull(),
    city: text("city").notNull(),
    country: text("country").notNull(),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    createdAt: createdAt(),
  },
  // One row per trip, city and country whatever the letter case, so concurrent adds cannot duplicate.
  (t) => [uniqueIndex("locations_trip_city_country").on(t.tripId, sql`lower(${t.city})`, sql`lower(${t.country})`)],
);

/**
 * Itinerary items: a city stay when location_id is set, otherwise a calendar
 * event. A deleted reservation only unlinks the item.
 */
export const itineraryItems = pgTable(
  "itinerary_items",
  {
    id: id(),
    tripId: tripId(),
    title: text("title").notNull(),
    description: text("description"),
    startDate: date("start_date", { mode: "string" }),
    endDate: date("end_date", { mode: "string" }),
    startTime: text("start_time"),
    endTime: text("end_time"),
    allDay: boolean("all_day").notNull().default(true),
    locationId: uuid("location_id").references(() => locations.id, { onDelete: "set null" }),
    reservationId: uuid("reservation_id").references((): AnyPgColumn => reservations.id, { onDelete: "set null" }),
    /** An event's place in its day's order (ADR 036); null until the day is first ordered. */
    dayPosition: integer("day_position"),
    createdBy: createdBy(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("itinerary_items_trip_idx").on(t.tripId, t.startDate),
    index("itinerary_items_location_idx").on(t.locationId),
    check("itinerary_items_dates_ordered", sql`${t.endDate} IS NULL OR ${t.startDate} IS NULL OR ${t.endDate} >= ${t.startDate}`),
  ],
);

/**
 * A place to visit on one day of a trip (docs/product/itinerary-and-days.md, ADR 036): a sight or a
 * café with its coordinates. The row is its own day item: its id is the one
 * the order call takes, `date` and `position` say where it stands.
 */
export const places = pgTable(
  "places",
  {
    id: id(),
    tripId: tripId(),
    name: text("name").notNull(),
    address: text("address"),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    /** The day it is planned for; null while it is an idea (docs/product/ideas.md), not yet on any day. */
    date: date("date", { mode: "string" }),
    /** "HH:mm" local to the place, or null for "some time that day". */
    startTime: text("start_time"),
    position: integer("position").notNull(),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (t) => [
    index("places_trip_date_idx").on(t.tripId, t.date),
    check("places_lat", sql`${t.lat} BETWEEN -90 AND 90`),
    check("places_lng", sql`${t.lng} BETWEEN -180 AND 180`),
  ],
);
