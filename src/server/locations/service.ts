// Locations of a trip: created once per city and country (any letter case),
// with coordinates from the bundled city data. Routes check access first.
import { and, asc, eq, exists, sql } from "drizzle-orm";
import type { Location } from "@shared/itinerary";
import type { Db } from "../db/client";
import { itineraryItems, locations } from "../db/schema";
import { findCity } from "../geo/cities";
import { publishChange } from "../realtime/publish";

const columns = {
  id: locations.id,
  tripId: locations.tripId,
  name: locations.name,
  city: locations.city,
  country: locations.country,
  lat: locations.lat,
  lng: locations.lng,
};

const sameCity = (tripId: string, city: string, country: string) =>
  and(
    eq(locations.tripId, tripId),
    sql`lower(${locations.city}) = lower(${city})`,
    sql`lower(${locations.country}) = lower(${country})`,
  );

export interface NewLocation {
  tripId: string;
  name: string | null;
  city: string;
  country: string;
}

/**
 * The trip's row for this city and country, created when missing. Returns
 * whether it was created; only then is there a change to publish.
 */
export async function upsertLocation(db: Db, input: NewLocation, by: string): Promise<{ location: Location; created: boolean }> {
  return db.transaction(async (tx) => {
    const found = await upsert(tx, input);
    if (found.created) {
      await publishChange(tx, { tripId: input.tripId, resource: "itinerary", action: "created", id: found.location.id, by });
    }
    return found;
  });
}

async function upsert(db: Db, input: NewLocation): Promise<{ location: Location; created: boolean }> {
  const existing = await db.select(columns).from(locations).where(sameCity(input.tripId, input.city, input.country)).limit(1);
  if (existing[0]) return { location: existing[0], created: false };
  const match = findCity(input.city, input.country);
  // The unique index decides a race between two adds of the same city; the loser reads the winner's row.
  const inserted = await db
    .insert(locations)
    .values({
      tripId: input.tripId,
      name: input.name ?? `${input.city}, ${input.country}`,
      city: input.city,
      country: input.country,
      lat: match?.lat ?? null,
      lng: match?.lng ?? null,
    })
    .onConflictDoNothing()
    .returning(columns);
  if (inserted[0]) return { location: inserted[0], created: true };
  const [winner] = await db.select(columns).from(locations).where(sameCity(input.tripId, input.city, input.country)).limit(1);
  return { location: winner!, created: false };
}

/** Locations the trip's itinerary uses, by name (budget city choices). */
export async function listTripLocations(db: Db, tripId: string): Promise<Location[]> {
  return db
    .select(columns)
    .from(locations)
    .where(
      and(
        eq(locations.tripId, tripId),
        exists(
          db
            .select({ one: sql`1` })
            .from(itineraryItems)
            .where(and(eq(itineraryItems.locationId, locations.id), eq(itineraryItems.tripId, tripId))),
        ),
      ),
    )
    .orderBy(asc(sql`lower(${locations.name})`), asc(locations.id));
}

/** The location's trip, or null when the id is unknown. */
export async function locationTrip(db: Db, locationId: string): Promise<string | null> {
  const rows = await db.select({ tripId: locations.tripId }).from(locations).where(eq(locations.id, locationId)).limit(1);
  return rows[0]?.tripId ?? null;
}
