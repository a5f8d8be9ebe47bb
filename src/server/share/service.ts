// The public page of a trip (docs/product/sharing.md, ADR 028): publishing (one link per
// trip, a fresh 256-bit token), turning it off (the row is deleted, so the
// token 404s at once) and reading the trip by its token without what only
// members may see (the allow-lists in @shared/share).
import { eq } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import { SHARE_OFF, publicDays, publicReservation, sharePath, type ShareLink, type ShareStatus, type SharedTrip } from "@shared/share";
import { conflict } from "../http-error";
import type { Db } from "../db/client";
import { trips, tripShares } from "../db/schema";
import { publishChange } from "../realtime/publish";
import { listDays } from "../days/service";
import { listItems } from "../itinerary/service";
import { listTripLocations } from "../locations/service";
import { listReservations } from "../reservations/service";
import { recordAudit } from "../audit/audit";

/** Nobody's id: reservations are listed without anyone's own rating. */
const NOBODY = "00000000-0000-0000-0000-000000000000";

const linkOf = (token: string, baseUrl: string): ShareLink => ({ token, url: `${baseUrl}${sharePath(token)}` });

export async function getShareStatus(db: Db, tripId: string, baseUrl: string): Promise<ShareStatus> {
  const [row] = await db.select({ token: tripShares.token, includeMemories: tripShares.includeMemories }).from(tripShares).where(eq(tripShares.tripId, tripId)).limit(1);
  return { link: row ? linkOf(row.token, baseUrl) : null, includeMemories: row?.includeMemories ?? false };
}

/** Shows or hides the journal and photos on the public page; the page must be on (409), and a new publish starts with them hidden. */
export async function setShareMemories(db: Db, tripId: string, userId: string, includeMemories: boolean, baseUrl: string): Promise<ShareStatus> {
  await db.transaction(async (tx) => {
    const [row] = await tx.update(tripShares).set({ includeMemories }).where(eq(tripShares.tripId, tripId)).returning({ tripId: tripShares.tripId });
    if (!row) throw conflict(SHARE_OFF);
    await publishChange(tx, { tripId, resource: "share", action: "updated", id: tripId, by: userId });
    await recordAudit(tx, { action: "share.memories", actorId: userId, targetType: "trip", targetId: tripId, details: { includeMemories } });
  });
  return getShareStatus(db, tripId, baseUrl);
}

/** The trip of a shared page whose story (journal and photos) is shown, or null. */
export async function tripSharingMemories(db: Db, token: string): Promise<string | null> {
  if (token.length > 200) return null;
  const [row] = await db.select({ tripId: tripShares.tripId, includeMemories: tripShares.includeMemories }).from(tripShares).where(eq(tripShares.token, token)).limit(1);
  return row?.includeMemories ? row.tripId : null;
}

/** Turns the page on; while it is on, the same link (created: false). */
export async function publishShare(db: Db, tripId: string, userId: string, baseUrl: string): Promise<{ link: ShareLink; created: boolean }> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(tripShares)
      .values({ tripId, token: randomBytes(32).toString("base64url"), createdBy: userId })
      .onConflictDoNothing({ target: tripShares.tripId })
      .returning({ token: tripShares.token });
    if (inserted) {
      await publishChange(tx, { tripId, resource: "share", action: "created", id: tripId, by: userId });
      await recordAudit(tx, { action: "share.published", actorId: userId, targetType: "trip", targetId: tripId });
      return { link: linkOf(inserted.token, baseUrl), created: true };
    }
    const [existing] = await tx.select({ token: tripShares.token }).from(tripShares).where(eq(tripShares.tripId, tripId)).limit(1);
    return { link: linkOf(existing!.token, baseUrl), created: false };
  });
}

/** Turns the page off (nothing to do when it is off). */
export async function unpublishShare(db: Db, tripId: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx.delete(tripShares).where(eq(tripShares.tripId, tripId)).returning({ tripId: tripShares.tripId });
    if (deleted.length) {
      await publishChange(tx, { tripId, resource: "share", action: "deleted", id: tripId, by: userId });
      await recordAudit(tx, { action: "share.revoked", actorId: userId, targetType: "trip", targetId: tripId });
    }
  });
}

/** The trip behind a share token, as the public sees it; null for an unknown or turned-off token. */
export async function sharedTrip(db: Db, token: string): Promise<SharedTrip | null> {
  // A real token is 43 characters; anything much longer is not worth a query.
  if (token.length > 200) return null;
  const [trip] = await db
    .select({ id: trips.id, name: trips.name, description: trips.description, startDate: trips.startDate, endDate: trips.endDate, includeMemories: tripShares.includeMemories })
    .from(tripShares)
    .innerJoin(trips, eq(trips.id, tripShares.tripId))
    .where(eq(tripShares.token, token))
    .limit(1);
  if (!trip) return null;
  const [cities, items, days, reservations] = await Promise.all([
    listTripLocations(db, trip.id),
    listItems(db, trip.id),
    listDays(db, trip.id, {}),
    listReservations(db, trip.id, NOBODY),
  ]);
  const { id: _id, includeMemories, ...tripFields } = trip;
  return {
    trip: tripFields,
    cities: inRouteOrder(cities, items),
    days: publicDays(days, includeMemories ? token : null),
    // Cancelled bookings are of no use to a reader of the plan.
    reservations: reservations.filter((r) => r.status !== "cancelled").map(publicReservation),
  };
}

/** Cities in the order of their first stay (the route), those without a dated stay last by name. */
export function inRouteOrder<C extends { id: string }>(cities: readonly C[], items: readonly { locationId: string | null; startDate: string | null }[]): C[] {
  const first = new Map<string, string>();
  for (const item of items) {
    if (!item.locationId || !item.startDate) continue;
    const seen = first.get(item.locationId);
    if (!seen || item.startDate < seen) first.set(item.locationId, item.startDate);
  }
  const key = (c: C) => first.get(c.id) ?? "9999";
  return [...cities].sort((a, b) => key(a).localeCompare(key(b)));
}
