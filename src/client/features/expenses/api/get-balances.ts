// GET /api/trips/{tripId}/balances: each member's paid, share and net, and the transfers that settle up.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api } from "@/lib/api";
import { balancesQueryKey } from "./keys";

export const getBalances = (tripId: string) => answer(api.GET("/api/trips/{tripId}/balances", { params: { path: { tripId } } }));

export const balancesQueryOptions = (tripId: string) => queryOptions({ queryKey: balancesQueryKey(tripId), queryFn: () => getBalances(tripId) });

export function useBalances(tripId: string) {
  return useQuery(balancesQueryOptions(tripId));
}
