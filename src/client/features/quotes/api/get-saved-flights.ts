// GET /api/trips/{tripId}/quotes/flights: saved flight quotes, newest first.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api } from "@/lib/api";
import { savedQuotesQueryKey } from "./keys";

export const getSavedFlights = (tripId: string) => answer(api.GET("/api/trips/{tripId}/quotes/flights", { params: { path: { tripId } } }));

export const savedFlightsQueryOptions = (tripId: string) =>
  queryOptions({ queryKey: savedQuotesQueryKey(tripId, "flights"), queryFn: () => getSavedFlights(tripId) });

export function useSavedFlights(tripId: string | undefined) {
  return useQuery({ ...savedFlightsQueryOptions(tripId ?? ""), enabled: !!tripId });
}
