// GET /api/trips/{id}/locations: the budget's city choices, by name. Same key
// as the itinerary's locations query, so an itinerary change refreshes it too.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

export const cityChoicesQueryKey = (tripId: string) => queryKeys.ofTrip(tripId, "locations");

export const getCityChoices = (tripId: string) =>
  answer(api.GET("/api/trips/{id}/locations", { params: { path: { id: tripId } } }));

export const cityChoicesQueryOptions = (tripId: string) =>
  queryOptions({ queryKey: cityChoicesQueryKey(tripId), queryFn: () => getCityChoices(tripId) });

export function useCityChoices(tripId: string | undefined) {
  return useQuery({ ...cityChoicesQueryOptions(tripId ?? ""), enabled: !!tripId });
}
