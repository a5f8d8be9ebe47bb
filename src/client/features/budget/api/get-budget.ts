// GET /api/trips/{id}/budget: the trip's allocations, oldest first.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

/** Every budget query of a trip starts with this key, so one invalidation refreshes them all. */
export const budgetQueryKey = (tripId: string) => queryKeys.ofTrip(tripId, "budget");

export const getBudget = (tripId: string) =>
  answer(api.GET("/api/trips/{id}/budget", { params: { path: { id: tripId } } }));

export const budgetQueryOptions = (tripId: string) =>
  queryOptions({ queryKey: budgetQueryKey(tripId), queryFn: () => getBudget(tripId) });

export function useBudget(tripId: string | undefined) {
  return useQuery({ ...budgetQueryOptions(tripId ?? ""), enabled: !!tripId });
}
