// Itinerary items and calendar events of a trip: list, create, update, delete,
// with the docs/product/itinerary-and-days.md rules checked against the trip's dates. Access is checked
// by the routes first.
import { and, asc, eq, sql } from "drizzle-orm";
import { cityDateIssue, eventIssue, type ItineraryItem } from "@shared/itinerary";
import type { Db } from "../db/client";
import { itineraryItems, locations, reservations, trips } from "../db/schema";
import { isoTimestamp } from "../db/timestamps";
import { isUuid } from "../access/trip-access";
import { badRequest, notFound, invalidField } from "../http-error";
import { publishChange } from "../realtime/publish";
import { nextDayPosition } from "../days/service";
import { checkVersion, nextUpdatedAt } from "../versions/versions";

export interface ItemFields {
  title: string;
  description: string | null;
  startDate: string | null;
  endDate: string | null;
  startTime: string | null;
  endTime: string | null;
  allDay: boolean;
  locationId: string | null;
  reservationId: string | null;
}

export type ItemChanges = Partial<{ [K in keyof ItemFields]: ItemFields[K] | undefined }>;

const itemColumns = {
  id: itineraryItems.id,
  tripId: itineraryItems.tripId,
  title: itineraryItems.title,
  description: itineraryItems.description,
  startDate: itineraryItems.startDate,
  endDate: itineraryItems.endDate,
  startTime: itineraryItems.startTime,
  endTime: itineraryItems.endTime,
  allDay: itineraryItems.allDay,
  locationId: itineraryItems.locationId,
  reservationId: itineraryItems.reservationId,
  createdAt: itineraryItems.createdAt,
  updatedAt: itineraryItems.updatedAt,
  city: locations.city,
  country: locations.country,
  lat: locations.lat,
  lng: locations.lng,
  reservationType: reservations.type,
  reservationName: reservations.name,
  reservationDescription: reservations.description,
};

type Row = { [K in keyof typeof itemColumns]: (typeof itemColumns)[K]["_"]["data"] | null };

function toItem(r: Row): ItineraryItem {
  return {
    id: r.id!,
    tripId: r.tripId!,
    title: r.title!,
    description: r.description,
    startDate: r.startDate,
    endDate: r.endDate,
    startTime: r.startTime,
    endTime: r.endTime,
    allDay: r.allDay!,
    locationId: r.locationId,
    location: r.city !== null && r.country !== null ? { city: r.city, country: r.country, lat: r.lat, lng: r.lng } : null,
    reservationId: r.reservationId,
    reservation:
      r.reservationType !== null && r.reservationName !== null
        ? { type: r.reservationType, name: r.reservationName, description: r.reservationDescription }
        : null,
    createdAt: isoTimestamp(r.createdAt!),
    updatedAt: isoTimestamp(r.updatedAt!),
  };
}

function selectItems(db: Db) {
  return db
    .select(itemColumns)
    .from(itineraryItems)
    .leftJoin(locations, eq(locations.id, itineraryItems.locationId))
    .leftJoin(reservations, eq(reservations.id, itineraryItems.reservationId));
}

/** The trip's items by start date (undated last), then start time, then when they were added. */
export async function listItems(db: Db, tripId: string): Promise<ItineraryItem[]> {
  const rows = await selectItems(db)
    .where(eq(itineraryItems.tripId, tripId))
    .orderBy(
      sql`${itineraryItems.startDate} asc nulls last`,
      sql`${itineraryItems.startTime} asc nulls first`,
      asc(itineraryItems.createdAt),
      asc(itineraryItems.id),
    );
  return rows.map(toItem);
}

export async function getItem(db: Db, itemId: string): Promise<ItineraryItem> {
  const [row] = await selectItems(db).where(eq(itineraryItems.id, itemId)).limit(1);
  if (!row) throw notFound("errors.itinerary.itemNotFound");
  return toItem(row);
}

/** The item's trip, or null for a malformed or unknown id (both answer 404). */
export async function itemTrip(db: Db, itemId: string): Promise<string | null> {
  if (!isUuid(itemId)) return null;
  const rows = await db.select({ tripId: itineraryItems.tripId }).from(itineraryItems).where(eq(itineraryItems.id, itemId)).limit(1);
  return rows[0]?.tripId ?? null;
}

/** Rejects a location of another trip and applies the city or the event rules. */
async function validate(db: Db, tripId: string, item: ItemFields): Promise<void> {
  if (item.reservationId) {
    const found = isUuid(item.reservationId)
      ? await db
          .select({ id: reservations.id })
          .from(reservations)
          .where(and(eq(reservations.id, item.reservationId), eq(reservations.tripId, tripId)))
          .limit(1)
      : [];
    if (!found[0]) throw badRequest("reservationId", "errors.itinerary.reservationNotInTrip");
  }
  if (item.locationId) {
    const found = isUuid(item.locationId)
      ? await db
          .select({ id: locations.id })
          .from(locations)
          .where(and(eq(locations.id, item.locationId), eq(locations.tripId, tripId)))
          .limit(1)
      : [];
    if (!found[0]) throw badRequest("locationId", "errors.itinerary.locationNotInTrip");
    const [trip] = await db.select({ startDate: trips.startDate, endDate: trips.endDate }).from(trips).where(eq(trips.id, tripId));
    const issue = cityDateIssue(trip!, item);
    if (issue) throw invalidField(issue.field, { code: "custom", message: issue.message });
  } else {
    const issue = eventIssue(item);
    if (issue) throw invalidField(issue.field, { code: "custom", message: issue.message });
  }
}

/** A city stay's departure defaults to its arrival (docs/product/itinerary-and-days.md); all-day items carry no times. */
function normalise(item: ItemFields): ItemFields {
  const endDate = item.endDate ?? (item.locationId ? item.startDate : null);
  return item.allDay ? { ...item, endDate, startTime: null, endTime: null } : { ...item, endDate };
}

export async function createItem(db: Db, tripId: string, userId: string, input: ItemFields): Promise<ItineraryItem> {
  await validate(db, tripId, input);
  const item = normalise(input);
  const id = await db.transaction(async (tx) => {
    // An event goes to the end of its day's order (ADR 036); a stay has no position of its own.
    const dayPosition = !item.locationId && item.startDate ? await nextDayPosition(tx, tripId, item.startDate) : null;
    const [created] = await tx
      .insert(itineraryItems)
      .values({ ...item, dayPosition, tripId, createdBy: userId })
      .returning({ id: itineraryItems.id });
    await publishChange(tx, { tripId, resource: "itinerary", action: "created", id: created!.id, by: userId });
    return created!.id;
  });
  return getItem(db, id);
}

export async function updateItem(db: Db, itemId: string, userId: string, changes: ItemChanges, expected?: string): Promise<ItineraryItem> {
  const [stored] = await db.select().from(itineraryItems).where(eq(itineraryItems.id, itemId)).limit(1);
  if (!stored) throw notFound("errors.itinerary.itemNotFound");
  const pick = <K extends keyof ItemFields>(key: K): ItemFields[K] =>
    (changes[key] !== undefined ? changes[key] : stored[key]) as ItemFields[K];
  const merged: ItemFields = {
    title: pick("title"),
    description: changes.description !== undefined ? changes.description?.trim() || null : stored.description,
    startDate: pick("startDate"),
    endDate: pick("endDate"),
    startTime: pick("startTime"),
    endTime: pick("endTime"),
    allDay: pick("allDay"),
    locationId: changes.locationId !== undefined ? changes.locationId || null : stored.locationId,
    reservationId: changes.reservationId !== undefined ? changes.reservationId || null : stored.reservationId,
  };
  await validate(db, stored.tripId, merged);
  await db.transaction(async (tx) => {
    await checkVersion(tx, itineraryItems, itemId, expected, () => getItem(tx as unknown as Db, itemId));
    await tx
      .update(itineraryItems)
      .set({ ...normalise(merged), updatedAt: nextUpdatedAt(itineraryItems.updatedAt) })
      .where(eq(itineraryItems.id, itemId));
    await publishChange(tx, { tripId: stored.tripId, resource: "itinerary", action: "updated", id: itemId, by: userId });
  });
  return getItem(db, itemId);
}

export async function deleteItem(db: Db, itemId: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(itineraryItems).where(eq(itineraryItems.id, itemId)).returning({ tripId: itineraryItems.tripId });
    if (gone) await publishChange(tx, { tripId: gone.tripId, resource: "itinerary", action: "deleted", id: itemId, by: userId });
  });
}
