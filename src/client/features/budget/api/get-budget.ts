// GET /api/trips/{tripId}/budget: the trip's allocations, oldest first.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BudgetAllocation } from "@shared/budget";
import { apiRequest } from "@/lib/api";

/** Every budget query of a trip starts with this key, so one invalidation refreshes them all. */
export const budgetQueryKey = (tripId: string) => ["/api/trips", tripId, "budget"] as const;

export const getBudget = (tripId: string) =>
  apiRequest<BudgetAllocation[]>("GET", `/api/trips/${encodeURIComponent(tripId)}/budget`);

export const budgetQueryOptions = (tripId: string) =>
  queryOptions({ queryKey: budgetQueryKey(tripId), queryFn: () => getBudget(tripId) });

export function useBudget(tripId: string | undefined) {
  return useQuery({ ...budgetQueryOptions(tripId ?? ""), enabled: !!tripId });
}
