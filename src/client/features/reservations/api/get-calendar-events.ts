// GET /api/trips/{tripId}/itinerary, read for the Calendar tab: items without a
// location are the trip's calendar events (docs/product/reservations-and-imports.md, "events (blue)").
import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

export const itineraryQueryKey = (tripId: string) => queryKeys.ofTrip(tripId, "itinerary");

export const getItinerary = (tripId: string) =>
  answer(api.GET("/api/trips/{tripId}/itinerary", { params: { path: { tripId } } }));

export function useCalendarEvents(tripId: string | undefined) {
  return useQuery({
    ...queryOptions({ queryKey: itineraryQueryKey(tripId ?? ""), queryFn: () => getItinerary(tripId ?? "") }),
    enabled: !!tripId,
    select: (items) => items.filter((i) => !i.location && !i.locationId && i.startDate),
  });
}
