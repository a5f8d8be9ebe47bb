// GET /api/trips/:tripId/locations: the cities the itinerary uses, by name (budget city choices).
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Location } from "@shared/itinerary";
import { apiRequest } from "@/lib/api";

export const locationsQueryKey = (tripId: string) => ["/api/trips", tripId, "locations"] as const;

export const getLocations = (tripId: string) => apiRequest<Location[]>("GET", `/api/trips/${tripId}/locations`);

export const locationsQueryOptions = (tripId: string) =>
  queryOptions({ queryKey: locationsQueryKey(tripId), queryFn: () => getLocations(tripId) });

export function useTripLocations(tripId: string | null | undefined) {
  return useQuery({ ...locationsQueryOptions(tripId ?? ""), enabled: !!tripId });
}
