// GET /api/trips/:tripId/itinerary: the trip's city stays and calendar events.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

export const itineraryQueryKey = (tripId: string) => queryKeys.ofTrip(tripId, "itinerary");

export const getItinerary = (tripId: string) => answer(api.GET("/api/trips/{tripId}/itinerary", { params: { path: { tripId } } }));

export const itineraryQueryOptions = (tripId: string) =>
  queryOptions({ queryKey: itineraryQueryKey(tripId), queryFn: () => getItinerary(tripId) });

/** Disabled (pending, no data) while there is no trip. */
export function useItinerary(tripId: string | null | undefined) {
  return useQuery({ ...itineraryQueryOptions(tripId ?? ""), enabled: !!tripId });
}
