// The time zone a trip's local times are in. Times are stored as wall times
// without a zone; until each place carries its own, the trip's zone is the one
// at its first city (the city of its earliest stay, else the first city added)
// looked up from that city's coordinates. A trip with no city that has
// coordinates has no known zone (null): its times stay floating.
import { asc, eq, min, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { itineraryItems, locations } from "../db/schema";
import { zoneAt } from "../geo/zone";

export async function tripTimeZone(db: Db, tripId: string): Promise<string | null> {
  const [first] = await db
    .select({ lat: locations.lat, lng: locations.lng })
    .from(locations)
    .leftJoin(itineraryItems, eq(itineraryItems.locationId, locations.id))
    .where(sql`${locations.tripId} = ${tripId} and ${locations.lat} is not null and ${locations.lng} is not null`)
    .groupBy(locations.id)
    .orderBy(sql`${min(itineraryItems.startDate)} asc nulls last`, asc(locations.createdAt))
    .limit(1);
  if (!first || first.lat === null || first.lng === null) return null;
  return zoneAt(first.lat, first.lng);
}
