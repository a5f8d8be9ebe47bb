// Trips: list, read, create, update and delete, each returned with the
// caller's role and the member list. Access is checked by the routes first.
import { and, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Role, Trip, Member, tripInputSchema, tripPatchSchema } from "@shared/trips";
import type { Db } from "../db/client";
import { hotRead } from "../db/hot-reads";
import { budgetAllocations, expenses, tripMembers, trips } from "../db/schema";
import { loggedTotal } from "../budget/service";
import { membersOf } from "../members/service";
import { CURRENCY_LOCKED } from "@shared/expenses";
import { isoTimestamp } from "../db/timestamps";
import { HttpError, badRequest, conflict, notFound } from "../http-error";
import { publishChange } from "../realtime/publish";
import { checkVersion, nextUpdatedAt } from "../versions/versions";
import { type ErrorId } from "@shared/i18n/error-message";

export type NewTrip = z.output<typeof tripInputSchema>;
export type TripChanges = z.output<typeof tripPatchSchema>;

export const END_BEFORE_START: ErrorId = "errors.trips.endBeforeStart";

const tripColumns = {
  id: trips.id,
  name: trips.name,
  description: trips.description,
  startDate: trips.startDate,
  endDate: trips.endDate,
  budget: trips.budget,
  currency: trips.currency,
  // Derived, not stored: the budget's Spent — typed amounts plus logged expenses (docs/product/budget-and-expenses.md), summed exactly in numeric.
  spentAmount: sql<string>`((select coalesce(sum(${budgetAllocations.realizedAmount}), 0) from ${budgetAllocations} where ${budgetAllocations.tripId} = ${trips.id}) + ${loggedTotal(sql`${trips.id}`)})::numeric(20, 2)::text`,
  createdAt: trips.createdAt,
  updatedAt: trips.updatedAt,
};
type TripRow = Omit<Trip, "myRole" | "members">;

// Spelled out field by field (no rest/spread): this runs for every trip of every dashboard read.
function toTrip(row: TripRow & { myRole: Role }, members: Member[]): Trip {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    startDate: row.startDate,
    endDate: row.endDate,
    budget: row.budget,
    currency: row.currency,
    spentAmount: row.spentAmount,
    createdAt: isoTimestamp(row.createdAt),
    updatedAt: isoTimestamp(row.updatedAt),
    myRole: row.myRole,
    members,
  };
}

const userTrips = hotRead("user_trips", { ...tripColumns, myRole: tripMembers.role }, (db, fields) =>
  db
    .select(fields)
    .from(trips)
    .innerJoin(tripMembers, and(eq(tripMembers.tripId, trips.id), eq(tripMembers.userId, sql.placeholder("userId"))))
    .orderBy(desc(trips.createdAt), desc(trips.id)),
);

/** The caller's trips, newest created first. */
export async function listTrips(db: Db, userId: string): Promise<Trip[]> {
  const rows = await userTrips(db, { userId });
  const members = await membersOf(db, rows.map((r) => r.id));
  return rows.map((row) => toTrip(row, members.get(row.id) ?? []));
}

/** One trip as the caller sees it; 404 when they are not a member (the route checked access already). */
export async function getTrip(db: Db, tripId: string, userId: string): Promise<Trip> {
  const rows = await db
    .select({ ...tripColumns, myRole: tripMembers.role })
    .from(trips)
    .innerJoin(tripMembers, and(eq(tripMembers.tripId, trips.id), eq(tripMembers.userId, userId)))
    .where(eq(trips.id, tripId))
    .limit(1);
  const found = rows[0];
  if (!found) throw notFound("errors.trips.notFound");
  const members = await membersOf(db, [tripId]);
  return toTrip(found, members.get(tripId) ?? []);
}

/** Creates the trip and makes its creator the admin, together or not at all. */
export async function createTrip(db: Db, userId: string, input: NewTrip): Promise<Trip> {
  const tripId = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(trips)
      .values({
        name: input.name,
        description: input.description,
        startDate: input.startDate,
        endDate: input.endDate,
        budget: input.budget,
        currency: input.currency,
        createdBy: userId,
      })
      .returning({ id: trips.id });
    await tx.insert(tripMembers).values({ tripId: created!.id, userId, role: "admin" });
    return created!.id;
  });
  return getTrip(db, tripId, userId);
}

/**
 * Applies the sent fields. When only one date is sent, the order rule is
 * checked against the stored other date, under a row lock so two concurrent
 * edits cannot together produce an end before the start.
 */
export async function updateTrip(db: Db, tripId: string, userId: string, changes: TripChanges, expected?: string): Promise<Trip> {
  try {
    await db.transaction(async (tx) => {
      await checkVersion(tx, trips, tripId, expected, () => getTrip(tx as unknown as Db, tripId, userId));
      const [stored] = await tx
        .select({ startDate: trips.startDate, endDate: trips.endDate, currency: trips.currency })
        .from(trips)
        .where(eq(trips.id, tripId))
        .for("update");
      if (!stored) throw notFound("errors.trips.notFound");
      // Expenses froze their rates into this currency: nothing is ever re-converted (docs/product/budget-and-expenses.md).
      if (changes.currency !== undefined && changes.currency !== stored.currency) {
        const [logged] = await tx.select({ id: expenses.id }).from(expenses).where(eq(expenses.tripId, tripId)).limit(1);
        if (logged) throw conflict(CURRENCY_LOCKED);
      }
      const start = changes.startDate !== undefined ? changes.startDate : stored.startDate;
      const end = changes.endDate !== undefined ? changes.endDate : stored.endDate;
      if (start && end && end < start) throw badRequest("endDate", END_BEFORE_START);
      await tx
        .update(trips)
        .set({
          ...(changes.name !== undefined && { name: changes.name }),
          // An emptied description is stored as null, as on create.
          ...(changes.description !== undefined && { description: changes.description || null }),
          ...(changes.startDate !== undefined && { startDate: changes.startDate }),
          ...(changes.endDate !== undefined && { endDate: changes.endDate }),
          ...(changes.budget !== undefined && { budget: changes.budget }),
          ...(changes.currency !== undefined && { currency: changes.currency }),
          updatedAt: nextUpdatedAt(trips.updatedAt),
        })
        .where(eq(trips.id, tripId));
      await publishChange(tx, { tripId, resource: "trip", action: "updated", id: tripId, by: userId });
    });
  } catch (err) {
    if (isCheckViolation(err)) throw badRequest("endDate", END_BEFORE_START);
    throw err;
  }
  return getTrip(db, tripId, userId);
}

/**
 * Deletes the trip; everything that references it goes with it (ON DELETE
 * CASCADE). The event makes every hub close the trip's streams, as no one is
 * a member any more.
 */
export async function deleteTrip(db: Db, tripId: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const gone = await tx.delete(trips).where(eq(trips.id, tripId)).returning({ id: trips.id });
    if (gone.length > 0) await publishChange(tx, { tripId, resource: "trip", action: "deleted", id: tripId, by: userId });
  });
}

function isCheckViolation(err: unknown): boolean {
  if (err instanceof HttpError) return false;
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === "23514") return true;
  }
  return false;
}
