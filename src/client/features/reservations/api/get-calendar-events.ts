// GET /api/trips/{tripId}/itinerary, read for the Calendar tab: items without a
// location are the trip's calendar events (docs/product/reservations-and-imports.md, "events (blue)").
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ItineraryItem } from "@shared/itinerary";
import { apiRequest } from "@/lib/api";

export const itineraryQueryKey = (tripId: string) => ["/api/trips", tripId, "itinerary"] as const;

export const getItinerary = (tripId: string) =>
  apiRequest<ItineraryItem[]>("GET", `/api/trips/${encodeURIComponent(tripId)}/itinerary`);

export function useCalendarEvents(tripId: string | undefined) {
  return useQuery({
    ...queryOptions({ queryKey: itineraryQueryKey(tripId ?? ""), queryFn: () => getItinerary(tripId ?? "") }),
    enabled: !!tripId,
    select: (items) => items.filter((i) => !i.location && !i.locationId && i.startDate),
  });
}
