// GET /api/trips/:id/locations: the cities the itinerary uses, by name (budget city choices).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

export const locationsQueryKey = (tripId: string) => queryKeys.ofTrip(tripId, "locations");

export const getLocations = (tripId: string) => answer(api.GET("/api/trips/{id}/locations", { params: { path: { id: tripId } } }));

export const locationsQueryOptions = (tripId: string) =>
  queryOptions({ queryKey: locationsQueryKey(tripId), queryFn: () => getLocations(tripId) });

export function useTripLocations(tripId: string | null | undefined) {
  return useQuery({ ...locationsQueryOptions(tripId ?? ""), enabled: !!tripId });
}
