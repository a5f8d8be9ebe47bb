// Budget allocations of a trip: list, totals (summed as SQL numeric), create,
// edit, delete. Routes check access first; every allocation query is scoped by
// trip id too, so an allocation of another trip is simply not found.
import { and, asc, eq, sql } from "drizzle-orm";
import {
  CITY_NOT_IN_TRIP,
  type BudgetAllocation,
  type BudgetAllocationChanges,
  type BudgetSummary,
  type NewBudgetAllocation,
} from "@shared/budget";
import { CATEGORY_NAMES } from "@shared/budget-rules";
import type { Db } from "../db/client";
import { budgetAllocations, locations, trips } from "../db/schema";
import { isUuid } from "../access/trip-access";
import { isoTimestamp } from "../db/timestamps";
import { badRequest, notFound } from "../http-error";
import { publishChange } from "../realtime/publish";

const NOT_FOUND = "Budget allocation not found";

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

type Row = Omit<BudgetAllocation, "createdAt" | "updatedAt"> & { createdAt: string; updatedAt: string };

const toAllocation = (row: Row): BudgetAllocation => ({
  ...row,
  createdAt: isoTimestamp(row.createdAt),
  updatedAt: isoTimestamp(row.updatedAt),
});

const inTrip = (tripId: string, allocationId: string) =>
  and(eq(budgetAllocations.id, allocationId), eq(budgetAllocations.tripId, tripId));

/** Oldest first, so the newest are at the end (the dashboard shows the last three). */
export async function listAllocations(db: Db, tripId: string): Promise<BudgetAllocation[]> {
  const rows = await db
    .select(columns)
    .from(budgetAllocations)
    .where(eq(budgetAllocations.tripId, tripId))
    .orderBy(asc(budgetAllocations.createdAt), asc(budgetAllocations.id));
  return rows.map(toAllocation);
}

/** Sums in the database's numeric type; round(…, 2) keeps two places even for an empty sum. */
export async function budgetSummary(db: Db, tripId: string): Promise<BudgetSummary> {
  const planned = sql`coalesce(sum(${budgetAllocations.plannedAmount}), 0)`;
  const spent = sql`coalesce(sum(${budgetAllocations.realizedAmount}), 0)`;
  const [totals] = await db
    .select({
      totalPlanned: sql<string>`round(${planned}, 2)::text`,
      totalSpent: sql<string>`round(${spent}, 2)::text`,
      remaining: sql<string>`round(${planned} - ${spent}, 2)::text`,
      count: sql<number>`count(*)::int`,
    })
    .from(budgetAllocations)
    .where(eq(budgetAllocations.tripId, tripId));
  const [trip] = await db
    .select({
      budget: trips.budget,
      unallocated: sql<string | null>`round(${trips.budget} - ${totals!.totalPlanned}::numeric, 2)::text`,
    })
    .from(trips)
    .where(eq(trips.id, tripId));
  return {
    totalPlanned: totals!.totalPlanned,
    totalSpent: totals!.totalSpent,
    remaining: totals!.remaining,
    count: Number(totals!.count),
    tripBudget: trip?.budget ?? null,
    unallocated: trip?.unallocated ?? null,
  };
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

export async function getAllocation(db: Db, tripId: string, allocationId: string): Promise<BudgetAllocation> {
  const [row] = isUuid(allocationId)
    ? await db.select(columns).from(budgetAllocations).where(inTrip(tripId, allocationId)).limit(1)
    : [];
  if (!row) throw notFound(NOT_FOUND);
  return toAllocation(row);
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
    return toAllocation(created!);
  });
}

export async function updateAllocation(
  db: Db,
  tripId: string,
  allocationId: string,
  userId: string,
  changes: BudgetAllocationChanges,
): Promise<BudgetAllocation> {
  const stored = await getAllocation(db, tripId, allocationId);
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
    return toAllocation(updated);
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
