// Reservations of a trip: list (with the caller's own rating), create, edit,
// delete, and per-user ratings. Access is checked by the routes first.
import { and, asc, eq, sql, type Placeholder } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { journeyMinutes, type JourneyPlace, type NewReservation, type Reservation, type ReservationChanges } from "@shared/reservations";
import { END_BEFORE_RESERVATION, TRAVELLER_NOT_IN_TRIP } from "@shared/reservations";
import type { Db, Tx } from "../db/client";
import { personRefs } from "../guests/service";
import { hotRead } from "../db/hot-reads";
import { reservationFiles, reservationRatings, reservations, reservationTravellers } from "../db/schema";
import { isUuid } from "../access/trip-access";
import { isoTimestamp } from "../db/timestamps";
import { checkVersion, nextUpdatedAt } from "../versions/versions";
import { HttpError, badRequest, notFound } from "../http-error";
import { changeValues, notifiedChange, publishChange, recordedChange } from "../realtime/publish";
import { tellReservationChanged } from "../notifications/tell";
import { type ErrorId } from "@shared/i18n/error-message";
import { zoneAt } from "../geo/zone";

/** A journey's two ends as stored (placeOf reads them back): the reservation list and the days read both select them. */
export const JOURNEY_COLUMNS = {
  fromName: reservations.fromName,
  fromLat: reservations.fromLat,
  fromLng: reservations.fromLng,
  fromTimeZone: reservations.fromTimeZone,
  toName: reservations.toName,
  toLat: reservations.toLat,
  toLng: reservations.toLng,
  toTimeZone: reservations.toTimeZone,
};

const NOT_FOUND: ErrorId = "errors.reservations.notFound";

/** A reservation's own columns: what its insert returns, and the list and the read select with what `columnsFor` adds. */
const OWN_COLUMNS = {
  id: reservations.id,
  tripId: reservations.tripId,
  name: reservations.name,
  type: reservations.type,
  status: reservations.status,
  reservationDate: reservations.reservationDate,
  reservationTime: reservations.reservationTime,
  endDate: reservations.endDate,
  endTime: reservations.endTime,
  ...JOURNEY_COLUMNS,
  seat: reservations.seat,
  carriage: reservations.carriage,
  platform: reservations.platform,
  confirmationNumber: reservations.confirmationNumber,
  cost: reservations.cost,
  description: reservations.description,
  notes: reservations.notes,
  address: reservations.address,
  reviewRating: reservations.reviewRating,
  reviewCount: reservations.reviewCount,
  openingHours: reservations.openingHours,
  locationCity: reservations.locationCity,
  locationCountry: reservations.locationCountry,
  createdAt: reservations.createdAt,
  updatedAt: reservations.updatedAt,
};

/** The columns of a reservation as `userId` sees it (a value, or a prepared statement's placeholder). */
function columnsFor(userId: string | Placeholder) {
  return {
    ...OWN_COLUMNS,
    // An integer column: both drivers answer a number.
    userRating: sql<number | null>`(
      select ${reservationRatings.rating} from ${reservationRatings}
      where ${reservationRatings.reservationId} = ${reservations.id} and ${reservationRatings.userId} = ${userId}
    )`,
    // A count is a bigint; cast, so both drivers answer a number. The outer id is named with its table: Drizzle
    // writes a bare "id" in a one-table select, which inside this subquery would be the file's own id.
    fileCount: sql<number>`(select count(*)::int from ${reservationFiles} where ${reservationFiles.reservationId} = ${reservations}.${sql.identifier("id")})`,
    // JSON, so both drivers answer an array of strings; a member or a guest, in the order listed.
    travellers: sql<string[]>`coalesce((
      select json_agg(coalesce(${reservationTravellers.userId}, ${reservationTravellers.guestId}) order by ${reservationTravellers.position})
      from ${reservationTravellers} where ${reservationTravellers.reservationId} = ${reservations}.${sql.identifier("id")}
    ), '[]'::json)`,
  };
}

type Row = Omit<Reservation, "location" | "reviewRating" | "from" | "to" | "durationMinutes"> & {
  locationCity: string | null;
  locationCountry: string | null;
  reviewRating: string | null;
} & PlaceColumns<"from"> &
  PlaceColumns<"to">;

type PlaceColumns<P extends "from" | "to"> = {
  [K in `${P}Name` | `${P}TimeZone`]: string | null;
} & { [K in `${P}Lat` | `${P}Lng`]: number | null };

export function placeOf(name: string | null, lat: number | null, lng: number | null, timeZone: string | null): JourneyPlace | null {
  return name !== null && lat !== null && lng !== null && timeZone !== null ? { name, lat, lng, timeZone } : null;
}

// Spelled out field by field (no rest/spread): this runs for every row of every list.
function toReservation(row: Row): Reservation {
  const from = placeOf(row.fromName, row.fromLat, row.fromLng, row.fromTimeZone);
  const to = placeOf(row.toName, row.toLat, row.toLng, row.toTimeZone);
  const journey = { reservationDate: row.reservationDate, reservationTime: row.reservationTime, endDate: row.endDate, endTime: row.endTime, from, to };
  return {
    id: row.id,
    tripId: row.tripId,
    name: row.name,
    type: row.type,
    status: row.status,
    reservationDate: row.reservationDate,
    reservationTime: row.reservationTime,
    endDate: row.endDate,
    endTime: row.endTime,
    from,
    to,
    durationMinutes: journeyMinutes(journey),
    seat: row.seat,
    carriage: row.carriage,
    platform: row.platform,
    confirmationNumber: row.confirmationNumber,
    cost: row.cost,
    description: row.description,
    notes: row.notes,
    address: row.address,
    reviewRating: row.reviewRating === null ? null : Number(row.reviewRating),
    reviewCount: row.reviewCount,
    openingHours: row.openingHours,
    location: row.locationCity || row.locationCountry ? { city: row.locationCity, country: row.locationCountry } : null,
    userRating: row.userRating,
    fileCount: row.fileCount,
    travellers: row.travellers,
    createdAt: isoTimestamp(row.createdAt),
    updatedAt: isoTimestamp(row.updatedAt),
  };
}

/** The trip a reservation belongs to, or null for an unknown (or malformed) id. */
export async function reservationTripId(db: Db, reservationId: string): Promise<string | null> {
  if (!isUuid(reservationId)) return null;
  const [row] = await db
    .select({ tripId: reservations.tripId })
    .from(reservations)
    .where(eq(reservations.id, reservationId))
    .limit(1);
  return row?.tripId ?? null;
}

const tripReservations = hotRead("trip_reservations", columnsFor(sql.placeholder("userId")), (db, fields) =>
  db
    .select(fields)
    .from(reservations)
    .where(eq(reservations.tripId, sql.placeholder("tripId")))
    .orderBy(
      asc(reservations.reservationDate),
      sql`${reservations.reservationTime} asc nulls first`,
      asc(reservations.createdAt),
      asc(reservations.id),
    ),
);

/** The trip's reservations in date order (undated times first), then by creation. */
export async function listReservations(db: Db, tripId: string, userId: string): Promise<Reservation[]> {
  const rows = await tripReservations(db, { tripId, userId });
  return rows.map(toReservation);
}

export async function getReservation(db: Db, reservationId: string, userId: string): Promise<Reservation> {
  const [row] = await db.select(columnsFor(userId)).from(reservations).where(eq(reservations.id, reservationId)).limit(1);
  if (!row) throw notFound(NOT_FOUND);
  return toReservation(row);
}

type SentPlace = { name: string; lat: number; lng: number; timeZone?: string | null } | null | undefined;

/** The columns of a sent from/to place: its zone as sent, else found from its coordinates. Undefined leaves them as stored. */
async function placeColumns<P extends "from" | "to">(prefix: P, place: SentPlace): Promise<Partial<PlaceColumns<P>>> {
  if (place === undefined) return {};
  const timeZone = place ? (place.timeZone ?? (await zoneAt(place.lat, place.lng))) : null;
  return {
    [`${prefix}Name`]: place?.name ?? null,
    [`${prefix}Lat`]: place?.lat ?? null,
    [`${prefix}Lng`]: place?.lng ?? null,
    [`${prefix}TimeZone`]: timeZone,
  } as PlaceColumns<P>;
}

/** Replaces who is on a reservation; each id must be a member or a guest of its trip (400 naming `travellers.i`). */
async function setTravellers(tx: Tx, tripId: string, reservationId: string, ids: readonly string[]): Promise<void> {
  const people = await personRefs(tx, tripId, ids, (i) => `travellers.${i}`, TRAVELLER_NOT_IN_TRIP);
  await tx.delete(reservationTravellers).where(eq(reservationTravellers.reservationId, reservationId));
  if (people.length) await tx.insert(reservationTravellers).values(people.map((p, position) => ({ reservationId, position, ...p })));
}

function stringOrNull(n: number | null | undefined): string | null | undefined {
  return n === undefined ? undefined : n === null ? null : String(n);
}

/**
 * The row a new reservation is stored as: every optional field null when not sent, and each journey end's
 * zone found from its coordinates (before any transaction: the zone data loads on first use).
 */
export async function newReservationRow(tripId: string, userId: string, input: NewReservation): Promise<typeof reservations.$inferInsert> {
  return {
    tripId,
    name: input.name,
    type: input.type ?? "hotel",
    status: input.status ?? "confirmed",
    reservationDate: input.reservationDate,
    reservationTime: input.reservationTime ?? null,
    endDate: input.endDate ?? null,
    endTime: input.endTime ?? null,
    ...(await placeColumns("from", input.from ?? null)),
    ...(await placeColumns("to", input.to ?? null)),
    seat: input.seat ?? null,
    carriage: input.carriage ?? null,
    platform: input.platform ?? null,
    confirmationNumber: input.confirmationNumber ?? null,
    cost: input.cost ?? null,
    description: input.description ?? null,
    notes: input.notes ?? null,
    address: input.address ?? null,
    reviewRating: stringOrNull(input.reviewRating) ?? null,
    reviewCount: input.reviewCount ?? null,
    openingHours: input.openingHours ?? null,
    locationCity: input.location?.city ?? null,
    locationCountry: input.location?.country ?? null,
    createdBy: userId,
  };
}

/** The columns newReservationRow fills, every one of them each time (an optional field not sent is null). */
const INSERTED = [
  "tripId", "name", "type", "status", "reservationDate", "reservationTime", "endDate", "endTime",
  "fromName", "fromLat", "fromLng", "fromTimeZone", "toName", "toLat", "toLng", "toTimeZone",
  "seat", "carriage", "platform", "confirmationNumber", "cost", "description", "notes", "address",
  "reviewRating", "reviewCount", "openingHours", "locationCity", "locationCountry", "createdBy",
] as const satisfies readonly (keyof typeof reservations.$inferInsert)[];

// A hot statement (ADR 029): the insert of every new reservation, answering the row. The change's
// activity row goes in front of it and its NOTIFY in its `returning` (publishChange's, one statement fewer).
// The id is made here, so the change can name it before the row exists.
const insertReservation = hotRead("reservation_insert", { ...OWN_COLUMNS, notified: notifiedChange }, (db, fields) =>
  db
    .with(recordedChange(db))
    .insert(reservations)
    .values(Object.fromEntries(["id", ...INSERTED].map((key) => [key, sql.placeholder(key)])) as unknown as typeof reservations.$inferInsert)
    .returning(fields),
);

export async function createReservation(
  db: Db,
  tripId: string,
  userId: string,
  input: NewReservation,
): Promise<Reservation> {
  const values = await newReservationRow(tripId, userId, input);
  // A missing column is refused by the binding; one more than the statement has would be left out unseen.
  if (Object.keys(values).length !== INSERTED.length) throw new Error("createReservation: the row has columns the insert does not name");
  const id = randomUUID();
  const change = changeValues({ tripId, resource: "reservations", action: "created", id, by: userId, title: input.name });
  const travellers = input.travellers ?? [];
  const created = await db.transaction(async (tx) => {
    const [row] = await insertReservation(tx, Object.assign(values, change, { id }));
    if (travellers.length) await setTravellers(tx, tripId, id, travellers);
    await tellReservationChanged(tx, { tripId, actorId: userId, reservationId: id, name: input.name, action: "created" });
    return row!;
  });
  // The answer from the insert's own row, not a read after commit (one statement less per create): a new
  // reservation has no one's rating and no file yet, and its travellers are the ones just checked, in the order sent.
  return toReservation(Object.assign(created, { userRating: null, fileCount: 0, travellers: [...travellers] }));
}

/**
 * Applies the sent fields. When only one of the two dates is sent, the
 * order rule is checked against the stored other one under a row lock.
 */
export async function updateReservation(
  db: Db,
  reservationId: string,
  userId: string,
  changes: ReservationChanges,
  expected?: string,
): Promise<Reservation> {
  const places = { ...(await placeColumns("from", changes.from)), ...(await placeColumns("to", changes.to)) };
  try {
    await db.transaction(async (tx) => {
      await checkVersion(tx, reservations, reservationId, expected, () => getReservation(tx as unknown as Db, reservationId, userId));
      const [stored] = await tx
        .select({ tripId: reservations.tripId, name: reservations.name, reservationDate: reservations.reservationDate, endDate: reservations.endDate })
        .from(reservations)
        .where(eq(reservations.id, reservationId))
        .for("update");
      if (!stored) throw notFound(NOT_FOUND);
      const start = changes.reservationDate ?? stored.reservationDate;
      const end = changes.endDate !== undefined ? changes.endDate : stored.endDate;
      if (end && end < start) throw badRequest("endDate", END_BEFORE_RESERVATION);
      const { location, reviewRating, from: _from, to: _to, travellers, ...plain } = changes;
      if (travellers !== undefined) await setTravellers(tx, stored.tripId, reservationId, travellers);
      const set: Partial<typeof reservations.$inferInsert> = { ...places };
      for (const [key, value] of Object.entries(plain)) {
        if (value !== undefined) (set as Record<string, unknown>)[key] = value;
      }
      if (reviewRating !== undefined) set.reviewRating = stringOrNull(reviewRating);
      if (location !== undefined) {
        set.locationCity = location?.city ?? null;
        set.locationCountry = location?.country ?? null;
      }
      await tx
        .update(reservations)
        .set({ ...set, updatedAt: nextUpdatedAt(reservations.updatedAt) })
        .where(eq(reservations.id, reservationId));
      await publishChange(tx, { tripId: stored.tripId, resource: "reservations", action: "updated", id: reservationId, by: userId, title: changes.name ?? stored.name });
      await tellReservationChanged(tx, { tripId: stored.tripId, actorId: userId, reservationId, name: changes.name ?? stored.name, action: "updated" });
    });
  } catch (err) {
    if (isCheckViolation(err)) throw badRequest("endDate", END_BEFORE_RESERVATION);
    throw err;
  }
  return getReservation(db, reservationId, userId);
}

export async function deleteReservation(db: Db, reservationId: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(reservations).where(eq(reservations.id, reservationId)).returning({ tripId: reservations.tripId, name: reservations.name });
    if (!gone) return;
    await publishChange(tx, { tripId: gone.tripId, resource: "reservations", action: "deleted", id: reservationId, by: userId, title: gone.name });
    await tellReservationChanged(tx, { tripId: gone.tripId, actorId: userId, reservationId, name: gone.name, action: "deleted" });
  });
}

/** Sets (1–5) or clears (null) the caller's own rating; other members' ratings are untouched. */
export async function rateReservation(
  db: Db,
  reservationId: string,
  userId: string,
  rating: number | null,
): Promise<Reservation> {
  try {
    await db.transaction(async (tx) => {
      const [reservation] = await tx.select({ tripId: reservations.tripId }).from(reservations).where(eq(reservations.id, reservationId));
      if (!reservation) throw notFound(NOT_FOUND);
      const mine = and(eq(reservationRatings.reservationId, reservationId), eq(reservationRatings.userId, userId));
      const changed =
        rating === null
          ? await tx.delete(reservationRatings).where(mine).returning({ id: reservationRatings.reservationId })
          : await tx
              .insert(reservationRatings)
              .values({ reservationId, userId, rating })
              .onConflictDoUpdate({
                target: [reservationRatings.reservationId, reservationRatings.userId],
                set: { rating, updatedAt: sql`now()` },
              })
              .returning({ id: reservationRatings.reservationId });
      // Clearing a rating that was never set changes nothing.
      if (changed.length > 0) {
        await publishChange(tx, { tripId: reservation.tripId, resource: "ratings", action: "updated", id: reservationId, by: userId });
      }
    });
  } catch (err) {
    // Deleted between the access check and the insert (foreign key violation).
    if (hasPgCode(err, "23503")) throw notFound(NOT_FOUND);
    throw err;
  }
  return getReservation(db, reservationId, userId);
}

function hasPgCode(err: unknown, code: string): boolean {
  if (err instanceof HttpError) return false;
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
}

const isCheckViolation = (err: unknown) => hasPgCode(err, "23514");
