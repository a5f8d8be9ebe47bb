// Guests of a trip (docs/product/guests.md, ADR 058): people without an account
// who share costs, travel on bookings and carry list items. Their ids stand
// beside members' user ids: `tripPeople` is the one list of whom a trip's money,
// travellers and assignees may name. Linking a guest to a member who joined
// moves everything of theirs to the member in one transaction.
import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import { GUEST_HAS_MONEY, GUEST_NOT_FOUND, LINK_NOT_MEMBER, type Guest, type GuestInput, type GuestPatch } from "@shared/guests";
import type { MemberEntry } from "@shared/members";
import { fromMinorPlaces, minorUnits, toMinorPlaces } from "@shared/split";
import { isUuid } from "../access/trip-access";
import type { Db, Tx } from "../db/client";
import { expenses, expenseShares, guests, listItems, reservationTravellers, tripMembers, trips } from "../db/schema";
import { isoTimestamp } from "../db/timestamps";
import { badRequest, conflict, notFound } from "../http-error";
import { publishChange } from "../realtime/publish";
import { nextUpdatedAt } from "../versions/versions";

type Runner = Db | Tx;

const guestColumns = { id: guests.id, firstName: guests.firstName, lastName: guests.lastName };

/** The trip a guest belongs to, for the access check of /api/guests/{id}; null when there is none. */
export async function guestTripId(db: Db, guestId: string): Promise<string | null> {
  if (!isUuid(guestId)) return null;
  const [row] = await db.select({ tripId: guests.tripId }).from(guests).where(eq(guests.id, guestId)).limit(1);
  return row?.tripId ?? null;
}

/** The trip's guests as rows of the member list, in the order they were added. */
export async function guestEntries(db: Runner, tripId: string): Promise<MemberEntry[]> {
  const rows = await db
    .select({ ...guestColumns, createdAt: guests.createdAt })
    .from(guests)
    .where(eq(guests.tripId, tripId))
    .orderBy(asc(guests.createdAt), asc(guests.id));
  return rows.map((g) => ({
    id: g.id,
    status: "guest",
    role: null,
    joinedAt: isoTimestamp(g.createdAt),
    invitedAt: null,
    user: { id: g.id, firstName: g.firstName, lastName: g.lastName, email: null },
  }));
}

/**
 * Everyone a trip's money, travellers and assignees may name now: its
 * members' user ids in the order they joined, then its guests' ids in the
 * order they were added. Also who an equal split without members means.
 */
export async function tripPeople(db: Runner, tripId: string): Promise<string[]> {
  const members = await db
    .select({ id: tripMembers.userId })
    .from(tripMembers)
    .where(eq(tripMembers.tripId, tripId))
    .orderBy(asc(tripMembers.joinedAt), asc(tripMembers.id));
  const guestRows = await db.select({ id: guests.id }).from(guests).where(eq(guests.tripId, tripId)).orderBy(asc(guests.createdAt), asc(guests.id));
  return [...members.map((m) => m.id), ...guestRows.map((g) => g.id)];
}

/** A person of the trip as the tables that keep a foreign key name them: a member's user id or a guest's id. */
export type PersonRef = { userId: string; guestId: null } | { userId: null; guestId: string };

/** Each id as a member or a guest of the trip; `field(i)` names the one that is neither (400). */
export async function personRefs(db: Runner, tripId: string, ids: readonly string[], field: (i: number) => string, message: Parameters<typeof badRequest>[1]): Promise<PersonRef[]> {
  const uuids = ids.filter(isUuid);
  const members = uuids.length
    ? await db.select({ id: tripMembers.userId }).from(tripMembers).where(and(eq(tripMembers.tripId, tripId), inArray(tripMembers.userId, uuids)))
    : [];
  const guestRows = uuids.length ? await db.select({ id: guests.id }).from(guests).where(and(eq(guests.tripId, tripId), inArray(guests.id, uuids))) : [];
  const memberIds = new Set(members.map((m) => m.id));
  const guestIds = new Set(guestRows.map((g) => g.id));
  return ids.map((id, i) => {
    if (memberIds.has(id)) return { userId: id, guestId: null };
    if (guestIds.has(id)) return { userId: null, guestId: id };
    throw badRequest(field(i), message);
  });
}

export async function createGuest(db: Db, tripId: string, actorId: string, input: GuestInput): Promise<Guest> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(guests)
      .values({ tripId, firstName: input.firstName, lastName: input.lastName ?? "", createdBy: actorId })
      .returning(guestColumns);
    await publishChange(tx, { tripId, resource: "members", action: "created", id: row!.id, by: actorId, title: `${row!.firstName} ${row!.lastName}`.trim() });
    return row!;
  });
}

export async function updateGuest(db: Db, tripId: string, actorId: string, guestId: string, patch: GuestPatch): Promise<Guest> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(guests)
      .set({ ...(patch.firstName !== undefined ? { firstName: patch.firstName } : {}), ...(patch.lastName !== undefined ? { lastName: patch.lastName } : {}), updatedAt: sql`now()` })
      .where(and(eq(guests.id, guestId), eq(guests.tripId, tripId)))
      .returning(guestColumns);
    if (!row) throw notFound(GUEST_NOT_FOUND);
    await publishChange(tx, { tripId, resource: "members", action: "updated", id: guestId, by: actorId, title: `${row.firstName} ${row.lastName}`.trim() });
    return row;
  });
}

/** Holds the trip row, so an expense written meanwhile (it holds the row FOR SHARE) is seen or waits. */
async function lockTrip(tx: Tx, tripId: string): Promise<void> {
  const [trip] = await tx.select({ id: trips.id }).from(trips).where(eq(trips.id, tripId)).for("update");
  if (!trip) throw notFound("errors.trips.notFound");
}

async function guestOf(tx: Tx, tripId: string, guestId: string): Promise<Guest> {
  const [row] = await tx.select(guestColumns).from(guests).where(and(eq(guests.id, guestId), eq(guests.tripId, tripId)));
  if (!row) throw notFound(GUEST_NOT_FOUND);
  return row;
}

/** Removes a guest; refused (409) while they paid or share an expense or a payment: money never loses a person. */
export async function deleteGuest(db: Db, tripId: string, actorId: string, guestId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockTrip(tx, tripId);
    const guest = await guestOf(tx, tripId, guestId);
    const [inMoney] = await tx
      .select({ id: expenses.id })
      .from(expenses)
      .leftJoin(expenseShares, eq(expenseShares.expenseId, expenses.id))
      .where(and(eq(expenses.tripId, tripId), or(eq(expenses.paidBy, guestId), eq(expenseShares.userId, guestId))))
      .limit(1);
    if (inMoney) throw conflict(GUEST_HAS_MONEY);
    // Their bookings and list items let go of them (foreign keys cascade / set null).
    await tx.delete(guests).where(eq(guests.id, guestId));
    await publishChange(tx, { tripId, resource: "members", action: "deleted", id: guestId, by: actorId, title: `${guest.firstName} ${guest.lastName}`.trim() });
    await publishChange(tx, { tripId, resource: "reservations", action: "updated", id: null, by: actorId });
    await publishChange(tx, { tripId, resource: "lists", action: "updated", id: null, by: actorId });
  });
}

/** Two split values of one person in one expense, as one: summed in the mode's own unit (equal has none). */
function addValues(mode: string, currency: string, a: string | null, b: string | null): string | null {
  if (a === null || b === null) return a ?? b;
  if (mode === "shares") return String(BigInt(a) + BigInt(b));
  const places = mode === "exact" ? minorUnits(currency) : 2;
  return fromMinorPlaces(toMinorPlaces(a, places)! + toMinorPlaces(b, places)!, places);
}

/**
 * Links a guest to a member who joined: their expenses (as payer and in
 * splits), payments, bookings and list items become the member's, a share
 * both held in one expense becomes one (amounts added), and the guest is
 * deleted. Every net balance stays what it was: each amount moves whole.
 */
export async function linkGuest(db: Db, tripId: string, actorId: string, guestId: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockTrip(tx, tripId);
    const guest = await guestOf(tx, tripId, guestId);
    const [member] = isUuid(userId)
      ? await tx.select({ id: tripMembers.userId }).from(tripMembers).where(and(eq(tripMembers.tripId, tripId), eq(tripMembers.userId, userId)))
      : [];
    if (!member) throw badRequest("userId", LINK_NOT_MEMBER);

    // Money: the payer, then each share (merged into the member's own where they both hold one).
    // A new version for every expense touched, so an edit sent against the old one is refused (If-Match).
    const paid = await tx
      .update(expenses)
      .set({ paidBy: userId, updatedAt: nextUpdatedAt(expenses.updatedAt) })
      .where(and(eq(expenses.tripId, tripId), eq(expenses.paidBy, guestId)))
      .returning({ id: expenses.id });
    const shares = await tx
      .select({ expenseId: expenseShares.expenseId, position: expenseShares.position, value: expenseShares.value, amount: expenseShares.amount, mode: expenses.splitMode, currency: expenses.currency })
      .from(expenseShares)
      .innerJoin(expenses, eq(expenses.id, expenseShares.expenseId))
      .where(and(eq(expenses.tripId, tripId), eq(expenseShares.userId, guestId)));
    for (const s of shares) {
      const [own] = await tx
        .select({ position: expenseShares.position, value: expenseShares.value })
        .from(expenseShares)
        .where(and(eq(expenseShares.expenseId, s.expenseId), eq(expenseShares.userId, userId)));
      if (own) {
        await tx
          .update(expenseShares)
          .set({ amount: sql`${expenseShares.amount} + ${s.amount}::numeric`, value: addValues(s.mode, s.currency, own.value, s.value) })
          .where(and(eq(expenseShares.expenseId, s.expenseId), eq(expenseShares.position, own.position)));
        await tx.delete(expenseShares).where(and(eq(expenseShares.expenseId, s.expenseId), eq(expenseShares.position, s.position)));
      } else {
        await tx.update(expenseShares).set({ userId }).where(and(eq(expenseShares.expenseId, s.expenseId), eq(expenseShares.position, s.position)));
      }
    }
    const paidIds = new Set(paid.map((p) => p.id));
    const sharedOnly = [...new Set(shares.map((s) => s.expenseId))].filter((id) => !paidIds.has(id));
    if (sharedOnly.length) await tx.update(expenses).set({ updatedAt: nextUpdatedAt(expenses.updatedAt) }).where(inArray(expenses.id, sharedOnly));

    // Bookings: the member once per reservation, where the guest was.
    const onBoth = tx
      .select({ id: reservationTravellers.reservationId })
      .from(reservationTravellers)
      .where(eq(reservationTravellers.userId, userId));
    await tx.delete(reservationTravellers).where(and(eq(reservationTravellers.guestId, guestId), inArray(reservationTravellers.reservationId, onBoth)));
    await tx.update(reservationTravellers).set({ userId, guestId: null }).where(eq(reservationTravellers.guestId, guestId));

    await tx.update(listItems).set({ assigneeId: userId, assigneeGuestId: null, updatedAt: nextUpdatedAt(listItems.updatedAt) }).where(and(eq(listItems.tripId, tripId), eq(listItems.assigneeGuestId, guestId)));
    await tx.delete(guests).where(eq(guests.id, guestId));

    const title = `${guest.firstName} ${guest.lastName}`.trim();
    await publishChange(tx, { tripId, resource: "members", action: "deleted", id: guestId, by: actorId, title });
    for (const resource of ["expenses", "reservations", "lists"] as const) await publishChange(tx, { tripId, resource, action: "updated", id: null, by: actorId });
  });
}
