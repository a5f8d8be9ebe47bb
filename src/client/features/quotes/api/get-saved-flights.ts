// GET /api/trips/{tripId}/quotes/flights: saved flight quotes, newest first.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SavedFlight } from "@shared/quotes";
import { apiRequest } from "@/lib/api";
import { quotesUrl, savedQuotesQueryKey } from "./keys";

export const getSavedFlights = (tripId: string) => apiRequest<SavedFlight[]>("GET", quotesUrl(tripId, "flights"));

export const savedFlightsQueryOptions = (tripId: string) =>
  queryOptions({ queryKey: savedQuotesQueryKey(tripId, "flights"), queryFn: () => getSavedFlights(tripId) });

export function useSavedFlights(tripId: string | undefined) {
  return useQuery({ ...savedFlightsQueryOptions(tripId ?? ""), enabled: !!tripId });
}
