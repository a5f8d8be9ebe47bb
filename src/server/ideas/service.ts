// Ideas (docs/product/ideas.md): a trip's places without a date, with their 👍. An idea is a row
// of `places` whose date is null, so the days read model (days/service.ts) never sees one, and
// putting it on a day is the day's order call, which gives it the date. Access is checked by the routes.
import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import { MAX_LOOKED_UP_PLACES, type Idea, type PlacesImportResult } from "@shared/ideas";
import { displayName } from "@shared/names";
import type { Db, Tx } from "../db/client";
import { placeLikes, places, users } from "../db/schema";
import { notFound } from "../http-error";
import { publishChange } from "../realtime/publish";
import type { PlaceRow } from "./read";

export interface IdeaFields {
  name: string;
  lat: number;
  lng: number;
  address: string | null;
}

const IDEA_NOT_FOUND = "errors.ideas.notFound";

/** The trip's ideas, oldest first (or only `ids`), with their likes as `viewerId` sees them. */
export async function listIdeas(db: Db | Tx, tripId: string, viewerId: string, ids?: readonly string[]): Promise<Idea[]> {
  const likes = db
    .select({ placeId: placeLikes.placeId, likes: count().as("likes"), mine: sql<boolean>`bool_or(${placeLikes.userId} = ${viewerId})`.as("mine") })
    .from(placeLikes)
    .groupBy(placeLikes.placeId)
    .as("l");
  const rows = await db
    .select({
      id: places.id,
      name: places.name,
      lat: places.lat,
      lng: places.lng,
      address: places.address,
      likes: likes.likes,
      mine: likes.mine,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(places)
    .leftJoin(likes, eq(likes.placeId, places.id))
    .leftJoin(users, eq(users.id, places.createdBy))
    .where(and(eq(places.tripId, tripId), isNull(places.date)))
    .orderBy(asc(places.createdAt), asc(places.position), asc(places.id));
  const wanted = ids ? new Set(ids) : null;
  return rows
    .filter((r) => !wanted || wanted.has(r.id))
    .map((r) => ({
      id: r.id,
      name: r.name,
      lat: r.lat,
      lng: r.lng,
      address: r.address,
      likes: Number(r.likes ?? 0),
      likedByMe: r.mine === true,
      addedBy: r.userId ? { id: r.userId, name: displayName(r) } : null,
    }));
}

/**
 * Adds ideas in one go (an import's rows, or the one idea of POST …/places without a date).
 * Their `position` keeps the order they were given in, among ideas added at the same moment.
 */
export async function insertIdeas(tx: Tx, tripId: string, userId: string, fields: readonly IdeaFields[]): Promise<string[]> {
  if (!fields.length) return [];
  const rows = await tx
    .insert(places)
    .values(fields.map((f, position) => ({ tripId, name: f.name, address: f.address, lat: f.lat, lng: f.lng, date: null, startTime: null, position, createdBy: userId })))
    .returning({ id: places.id });
  await publishChange(tx, { tripId, resource: "itinerary", action: "created", id: rows.length === 1 ? rows[0]!.id : null, by: userId });
  return rows.map((r) => r.id);
}

/** 👍 (`liked`) or takes it back; setting what is already set changes nothing. 404 when the place is not an idea. */
export async function setLike(db: Db, placeId: string, userId: string, liked: boolean): Promise<Idea> {
  return db.transaction(async (tx) => {
    const [idea] = await tx.select({ tripId: places.tripId }).from(places).where(and(eq(places.id, placeId), isNull(places.date)));
    if (!idea) throw notFound(IDEA_NOT_FOUND);
    if (liked) await tx.insert(placeLikes).values({ placeId, userId }).onConflictDoNothing();
    else await tx.delete(placeLikes).where(and(eq(placeLikes.placeId, placeId), eq(placeLikes.userId, userId)));
    await publishChange(tx, { tripId: idea.tripId, resource: "ideas", action: "updated", id: placeId, by: userId });
    return (await listIdeas(tx, idea.tripId, userId, [placeId]))[0]!;
  });
}

/** Finds a row's point by its words; the place search's first answer, or null. */
export type PlaceLookup = (q: string) => Promise<{ lat: number; lng: number; address: string | null } | null>;

/** Lookups running at once: a few, so a list of places without points neither stalls nor floods the geocoder. */
const LOOKUPS_AT_ONCE = 4;

/** A row by its name and address (a name alone is ambiguous: there are several Time Out Markets), else by its name. */
async function lookUpRow(row: PlaceRow, lookup: PlaceLookup) {
  return (row.address ? await lookup(`${row.name}, ${row.address}`) : null) ?? (await lookup(row.name));
}

/**
 * An imported list's rows as ideas: rows with a point as they are, the others looked up
 * (the first MAX_LOOKED_UP_PLACES of them); what is still without a point is listed as not placed.
 * The lookups run before the one transaction that writes every idea.
 */
export async function importPlaces(db: Db, tripId: string, userId: string, rows: readonly PlaceRow[], lookup: PlaceLookup): Promise<PlacesImportResult> {
  const found = new Map<number, Awaited<ReturnType<PlaceLookup>>>();
  const toLookUp = rows.flatMap((r, k) => (r.point === null && r.name ? [k] : [])).slice(0, MAX_LOOKED_UP_PLACES);
  for (let i = 0; i < toLookUp.length; i += LOOKUPS_AT_ONCE) {
    const batch = toLookUp.slice(i, i + LOOKUPS_AT_ONCE);
    const answers = await Promise.all(batch.map((k) => lookUpRow(rows[k]!, lookup)));
    batch.forEach((k, j) => found.set(k, answers[j]!));
  }
  const fields: IdeaFields[] = [];
  const notPlaced: PlacesImportResult["notPlaced"] = [];
  rows.forEach((r, k) => {
    const hit = r.point ?? found.get(k);
    if (!r.name) notPlaced.push({ name: "", reason: "noName" });
    else if (!hit) notPlaced.push({ name: r.name, reason: found.has(k) ? "notFound" : "notLookedUp" });
    else {
      // A looked-up place brings the address the search found for it.
      const address = r.address ?? found.get(k)?.address ?? null;
      fields.push({ name: r.name.slice(0, 300), address: address?.slice(0, 500) ?? null, lat: hit.lat, lng: hit.lng });
    }
  });
  const ids = await db.transaction((tx) => insertIdeas(tx, tripId, userId, fields));
  return { added: await listIdeas(db, tripId, userId, ids), notPlaced };
}
