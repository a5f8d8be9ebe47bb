// GET /api/trips/{tripId}/balances: each member's paid, share and net, and the transfers that settle up.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Balances } from "@shared/expenses";
import { apiRequest } from "@/lib/api";
import { balancesQueryKey } from "./keys";

export const getBalances = (tripId: string) => apiRequest<Balances>("GET", `/api/trips/${encodeURIComponent(tripId)}/balances`);

export const balancesQueryOptions = (tripId: string) => queryOptions({ queryKey: balancesQueryKey(tripId), queryFn: () => getBalances(tripId) });

export function useBalances(tripId: string) {
  return useQuery(balancesQueryOptions(tripId));
}
