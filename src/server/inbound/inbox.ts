// The Inbox (docs/product/forwarding.md): each mail's bookings with the trip
// that covers their dates, added to a trip or dismissed by the member. The
// covering trip and duplicates are decided when the Inbox is read, so a trip
// made or changed since the mail arrived is taken into account.
import { and, desc, eq } from "drizzle-orm";
import type { InboxCandidate, InboxItem } from "@shared/inbox";
import { confirmCandidateSchema } from "@shared/imports";
import { can } from "@shared/permissions";
import type { Role } from "@shared/trips";
import type { Reservation } from "@shared/reservations";
import type { Db } from "../db/client";
import { inboxItems, tripMembers, trips } from "../db/schema";
import { allowedRole, isUuid, tripRole } from "../access/trip-access";
import { badRequest, notFound } from "../http-error";
import { isoTimestamp } from "../db/timestamps";
import type { RateSource } from "../fx/service";
import { confirmImport, reservationsToCompare } from "../imports/service";
import { duplicateOf, type ExistingReservation } from "../imports/duplicates";
import { candidate, type ReadCandidate } from "../imports/readers/common";

export const INBOX_ITEM_NOT_FOUND = "errors.inbox.notFound" as const;
/** The Inbox lists this many of the latest mails. */
export const INBOX_PAGE = 100;

export interface TripSpan {
  id: string;
  startDate: string | null;
  endDate: string | null;
}

/** The caller's trips where they may add reservations. */
export async function tripsToAddTo(db: Db, userId: string): Promise<TripSpan[]> {
  const rows = await db
    .select({ id: trips.id, startDate: trips.startDate, endDate: trips.endDate, role: tripMembers.role })
    .from(tripMembers)
    .innerJoin(trips, eq(trips.id, tripMembers.tripId))
    .where(eq(tripMembers.userId, userId));
  return rows.filter((r) => can(r.role as Role, "reservations.write")).map(({ id, startDate, endDate }) => ({ id, startDate, endDate }));
}

/** The one trip whose dates hold all of the booking's dates, else null (none, or several). */
export function coveringTrip(c: Pick<ReadCandidate, "reservationDate" | "endDate">, spans: TripSpan[]): string | null {
  if (!c.reservationDate) return null;
  const last = c.endDate ?? c.reservationDate;
  const covering = spans.filter((t) => t.startDate && t.endDate && t.startDate <= c.reservationDate! && last <= t.endDate);
  return covering.length === 1 ? covering[0]!.id : null;
}

async function reservationsOf(db: Db, tripIds: string[]): Promise<Map<string, ExistingReservation[]>> {
  const byTrip = new Map<string, ExistingReservation[]>(tripIds.map((id) => [id, []]));
  if (!tripIds.length) return byTrip;
  const rows = await reservationsToCompare(db, tripIds);
  for (const { tripId, ...r } of rows) byTrip.get(tripId)?.push(r);
  return byTrip;
}

/** The candidates of one mail as the Inbox shows them: each with its covering trip and what it repeats there. */
export async function withTrips(db: Db, candidates: ReadCandidate[][], spans: TripSpan[]): Promise<InboxCandidate[][]> {
  const chosen = candidates.map((list) => list.map((c) => coveringTrip(c, spans)));
  const existing = await reservationsOf(db, [...new Set(chosen.flat().filter((id): id is string => id !== null))]);
  return candidates.map((list, i) =>
    list.map((c, j) => {
      const tripId = chosen[i]![j]!;
      return {
        // A mail read before a field existed has none: the candidate shape fills it with null.
        ...candidate(c),
        tripId,
        uploadId: null,
        outsideTrip: null,
        duplicateOf:
          tripId && c.reservationDate
            ? duplicateOf({ type: c.type, reservationDate: c.reservationDate, confirmationNumber: c.confirmationNumber, flightNumber: c.flightNumber }, existing.get(tripId) ?? [])
            : null,
      };
    }),
  );
}

export async function listInbox(db: Db, userId: string): Promise<InboxItem[]> {
  const rows = await db.select().from(inboxItems).where(eq(inboxItems.userId, userId)).orderBy(desc(inboxItems.receivedAt)).limit(INBOX_PAGE);
  const candidates = await withTrips(db, rows.map((r) => r.candidates), await tripsToAddTo(db, userId));
  return rows.map((r, i) => ({
    id: r.id,
    receivedAt: isoTimestamp(r.receivedAt),
    from: r.fromAddress,
    subject: r.subject,
    candidates: candidates[i]!,
    status: r.status,
  }));
}

async function itemOf(db: Db, userId: string, id: string) {
  if (!isUuid(id)) throw notFound(INBOX_ITEM_NOT_FOUND);
  const [row] = await db.select().from(inboxItems).where(and(eq(inboxItems.id, id), eq(inboxItems.userId, userId)));
  if (!row) throw notFound(INBOX_ITEM_NOT_FOUND);
  return row;
}

/**
 * The chosen candidates of one mail become reservations of `tripId` (the
 * caller must be allowed to add there), as an import's confirm makes them;
 * the mail is marked added in the same transaction.
 */
export async function addFromInbox(
  db: Db,
  ctx: { userId: string; rates: RateSource },
  id: string,
  body: { tripId: string; candidates: number[] },
): Promise<Reservation[]> {
  const item = await itemOf(db, ctx.userId, id);
  allowedRole(await tripRole(db, body.tripId, ctx.userId), "reservations.write");
  const chosen = [...new Set(body.candidates)].map((index, i) => {
    const c = item.candidates[index];
    if (!c) throw badRequest(`candidates.${i}`, "errors.inbox.candidateIndex");
    const parsed = confirmCandidateSchema.safeParse({ ...c, reservationDate: c.reservationDate ?? "" });
    if (!parsed.success) throw badRequest(`candidates.${i}`, "errors.inbox.candidateIncomplete");
    return parsed.data;
  });
  return confirmImport(db, { tripId: body.tripId, userId: ctx.userId, rates: ctx.rates }, { candidates: chosen }, async (tx) => {
    await tx.update(inboxItems).set({ status: "added", tripId: body.tripId }).where(eq(inboxItems.id, item.id));
  });
}

/** Dismiss: the mail and what was read from it are forgotten. */
export async function dismissInboxItem(db: Db, userId: string, id: string): Promise<void> {
  const item = await itemOf(db, userId, id);
  await db.delete(inboxItems).where(eq(inboxItems.id, item.id));
}
