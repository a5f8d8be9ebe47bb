// Budget allocations of a trip: list, totals (summed as SQL numeric), create,
// edit, delete. Routes check access first; every allocation query is scoped by
// trip id too, so an allocation of another trip is simply not found.
//
// Spent joins up with group money (docs/product/budget-and-expenses.md): each allocation keeps the
// amount typed on it (`realizedAmount`) and gains what the group logged as
// expenses in its category (`loggedAmount`), counted once per category, and
// `spentAmount`, the two added. Payments are not spending.
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import {
  CITY_NOT_IN_TRIP,
  type BudgetAllocation,
  type BudgetAllocationChanges,
  type BudgetSummary,
  type NewBudgetAllocation,
} from "@shared/budget";
import { BUDGET_CATEGORIES, CATEGORY_NAMES, moneySummary } from "@shared/budget-rules";
import { fromMinorPlaces, toMinorPlaces, TRIP_PLACES } from "@shared/split";
import type { Db } from "../db/client";
import { budgetAllocations, expenses, locations, trips } from "../db/schema";
import { isUuid } from "../access/trip-access";
import { isoTimestamp } from "../db/timestamps";
import { badRequest, notFound } from "../http-error";
import { publishChange } from "../realtime/publish";
import { type ErrorId } from "@shared/i18n/error-message";

const NOT_FOUND: ErrorId = "errors.budget.notFound";

const columns = {
  id: budgetAllocations.id,
  tripId: budgetAllocations.tripId,
  category: budgetAllocations.category,
  categoryName: budgetAllocations.categoryName,
  city: budgetAllocations.city,
  plannedAmount: budgetAllocations.plannedAmount,
  realizedAmount: budgetAllocations.realizedAmount,
  notes: budgetAllocations.notes,
  createdAt: budgetAllocations.createdAt,
  updatedAt: budgetAllocations.updatedAt,
};

type Row = Omit<StoredAllocation, "id" | "createdAt" | "updatedAt"> & { id: string; createdAt: string; updatedAt: string };

const toStored = (row: Row) => ({
  ...row,
  createdAt: isoTimestamp(row.createdAt),
  updatedAt: isoTimestamp(row.updatedAt),
});

const inTrip = (tripId: string, allocationId: string) =>
  and(eq(budgetAllocations.id, allocationId), eq(budgetAllocations.tripId, tripId));

type StoredAllocation = Omit<BudgetAllocation, "loggedAmount" | "spentAmount">;

/** Logged spending per category in the trip's currency, as hundredths (payments are not spending). */
async function loggedByCategory(db: Db, tripId: string): Promise<Map<string, bigint>> {
  const rows = await db
    .select({ category: expenses.category, total: sql<string>`sum(${expenses.amountInTripCurrency})::numeric(20, 2)::text` })
    .from(expenses)
    .where(and(eq(expenses.tripId, tripId), eq(expenses.kind, "expense")))
    .groupBy(expenses.category);
  return new Map(rows.map((r) => [r.category, toMinorPlaces(r.total, TRIP_PLACES)!]));
}

/**
 * docs/product/budget-and-expenses.md: a category's logged expenses count once — on its allocation
 * without a city, else on its first one; a category with expenses and no
 * allocation is listed after the allocations with planned 0.00 and no id
 * (nothing was allocated: there is nothing to edit or delete).
 */
export function joinLogged(tripId: string, allocations: StoredAllocation[], logged: Map<string, bigint>): BudgetAllocation[] {
  const carrier = new Map<string, number>();
  allocations.forEach((a, i) => {
    const current = carrier.get(a.category);
    if (current === undefined || (allocations[current]!.city !== null && a.city === null)) carrier.set(a.category, i);
  });
  const money = (minor: bigint) => fromMinorPlaces(minor, TRIP_PLACES);
  const joined = allocations.map((a, i): BudgetAllocation => {
    const own = carrier.get(a.category) === i ? (logged.get(a.category) ?? 0n) : 0n;
    return { ...a, loggedAmount: money(own), spentAmount: money(toMinorPlaces(a.realizedAmount, TRIP_PLACES)! + own) };
  });
  for (const category of BUDGET_CATEGORIES) {
    const amount = logged.get(category);
    if (amount === undefined || carrier.has(category)) continue;
    joined.push({
      id: null,
      tripId,
      category,
      categoryName: CATEGORY_NAMES[category],
      city: null,
      plannedAmount: money(0n),
      realizedAmount: money(0n),
      loggedAmount: money(amount),
      spentAmount: money(amount),
      notes: null,
      createdAt: null,
      updatedAt: null,
    });
  }
  return joined;
}

/** Oldest first, so the newest are at the end (the dashboard shows the last three); then the categories only logged. */
export async function listAllocations(db: Db, tripId: string): Promise<BudgetAllocation[]> {
  const [rows, logged] = await Promise.all([
    db
      .select(columns)
      .from(budgetAllocations)
      .where(eq(budgetAllocations.tripId, tripId))
      .orderBy(asc(budgetAllocations.createdAt), asc(budgetAllocations.id)),
    loggedByCategory(db, tripId),
  ]);
  return joinLogged(tripId, rows.map(toStored), logged);
}

/** Everything logged as spending in the trip (payments are not), in numeric: what the budget's Spent adds to the typed amounts. */
export const loggedTotal = (tripId: SQL | string) =>
  sql`(select coalesce(sum(${expenses.amountInTripCurrency}), 0) from ${expenses} where ${expenses.tripId} = ${tripId} and ${expenses.kind} = 'expense')`;

/**
 * The trip's money summary: the allocations as the list shows them (typed +
 * logged), totalled by the one shared rule every screen, the PDF and the
 * assistant use, so none of them can disagree.
 */
export async function budgetSummary(db: Db, tripId: string): Promise<BudgetSummary> {
  const [allocations, [trip]] = await Promise.all([
    listAllocations(db, tripId),
    db.select({ budget: trips.budget }).from(trips).where(eq(trips.id, tripId)),
  ]);
  return { ...moneySummary(allocations, trip?.budget), count: allocations.filter((a) => a.id !== null).length };
}

/**
 * The trip's own location name matching `city` (any letter case), so the
 * stored value is always the location's spelling; 400 naming "city" otherwise.
 */
async function tripLocationName(db: Db, tripId: string, city: string): Promise<string> {
  const [row] = await db
    .select({ name: locations.name })
    .from(locations)
    .where(and(eq(locations.tripId, tripId), sql`lower(${locations.name}) = lower(${city})`))
    .orderBy(asc(locations.createdAt))
    .limit(1);
  if (!row) throw badRequest("city", CITY_NOT_IN_TRIP);
  return row.name;
}

async function storedAllocation(db: Db, tripId: string, allocationId: string): Promise<StoredAllocation> {
  const [row] = isUuid(allocationId)
    ? await db.select(columns).from(budgetAllocations).where(inTrip(tripId, allocationId)).limit(1)
    : [];
  if (!row) throw notFound(NOT_FOUND);
  return toStored(row);
}

/** One allocation as the list shows it: whether it carries its category's logged expenses depends on the others. */
async function listed(tx: Db, tripId: string, allocationId: string): Promise<BudgetAllocation> {
  const found = (await listAllocations(tx, tripId)).find((a) => a.id === allocationId);
  if (!found) throw notFound(NOT_FOUND);
  return found;
}

export async function createAllocation(
  db: Db,
  tripId: string,
  userId: string,
  input: NewBudgetAllocation,
): Promise<BudgetAllocation> {
  const city = input.city === null ? null : await tripLocationName(db, tripId, input.city);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(budgetAllocations)
      .values({ tripId, ...input, city, createdBy: userId })
      .returning(columns);
    await publishChange(tx, { tripId, resource: "budget", action: "created", id: created!.id, by: userId });
    return listed(tx as unknown as Db, tripId, created!.id);
  });
}

export async function updateAllocation(
  db: Db,
  tripId: string,
  allocationId: string,
  userId: string,
  changes: BudgetAllocationChanges,
): Promise<BudgetAllocation> {
  const stored = await storedAllocation(db, tripId, allocationId);
  const set: Partial<typeof budgetAllocations.$inferInsert> = {};
  if (changes.category !== undefined) set.category = changes.category;
  const category = changes.category ?? stored.category;
  if (changes.categoryName !== undefined) set.categoryName = changes.categoryName ?? CATEGORY_NAMES[category];
  else if (changes.category !== undefined && changes.category !== stored.category) set.categoryName = CATEGORY_NAMES[category];
  if (changes.city !== undefined) {
    // Re-sending the stored city is fine even if its itinerary stop was removed meanwhile.
    set.city = changes.city === null || changes.city === stored.city ? changes.city : await tripLocationName(db, tripId, changes.city);
  }
  if (changes.plannedAmount !== undefined) set.plannedAmount = changes.plannedAmount;
  if (changes.realizedAmount !== undefined) set.realizedAmount = changes.realizedAmount;
  if (changes.notes !== undefined) set.notes = changes.notes;
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(budgetAllocations)
      .set({ ...set, updatedAt: sql`now()` })
      .where(inTrip(tripId, allocationId))
      .returning(columns);
    // Deleted by someone else between the read and the write.
    if (!updated) throw notFound(NOT_FOUND);
    await publishChange(tx, { tripId, resource: "budget", action: "updated", id: allocationId, by: userId });
    return listed(tx as unknown as Db, tripId, allocationId);
  });
}

export async function deleteAllocation(db: Db, tripId: string, allocationId: string, userId: string): Promise<void> {
  if (!isUuid(allocationId)) throw notFound(NOT_FOUND);
  await db.transaction(async (tx) => {
    const deleted = await tx.delete(budgetAllocations).where(inTrip(tripId, allocationId)).returning({ id: budgetAllocations.id });
    if (deleted.length === 0) throw notFound(NOT_FOUND);
    await publishChange(tx, { tripId, resource: "budget", action: "deleted", id: allocationId, by: userId });
  });
}
