// GET /api/trips/:tripId/itinerary: the trip's city stays and calendar events.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ItineraryItem } from "@shared/itinerary";
import { apiRequest } from "@/lib/api";

export const itineraryQueryKey = (tripId: string) => ["/api/trips", tripId, "itinerary"] as const;

export const getItinerary = (tripId: string) => apiRequest<ItineraryItem[]>("GET", `/api/trips/${tripId}/itinerary`);

export const itineraryQueryOptions = (tripId: string) =>
  queryOptions({ queryKey: itineraryQueryKey(tripId), queryFn: () => getItinerary(tripId) });

/** Disabled (pending, no data) while there is no trip. */
export function useItinerary(tripId: string | null | undefined) {
  return useQuery({ ...itineraryQueryOptions(tripId ?? ""), enabled: !!tripId });
}
