// GET /api/trips/{tripId}/locations: the budget's city choices, by name. Same key
// as the itinerary's locations query, so an itinerary change refreshes it too.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Location } from "@shared/itinerary";
import { apiRequest } from "@/lib/api";

export const cityChoicesQueryKey = (tripId: string) => ["/api/trips", tripId, "locations"] as const;

export const getCityChoices = (tripId: string) =>
  apiRequest<Location[]>("GET", `/api/trips/${encodeURIComponent(tripId)}/locations`);

export const cityChoicesQueryOptions = (tripId: string) =>
  queryOptions({ queryKey: cityChoicesQueryKey(tripId), queryFn: () => getCityChoices(tripId) });

export function useCityChoices(tripId: string | undefined) {
  return useQuery({ ...cityChoicesQueryOptions(tripId ?? ""), enabled: !!tripId });
}
