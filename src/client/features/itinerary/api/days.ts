// Day by day (docs/product/itinerary-and-days.md): the trip's days, adding a place, ordering a day,
// place search, and where the map's style is (the server's MAP_STYLE_URL).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { LegMode, PlaceInput } from "@shared/days";
import { answer, api, apiUrl } from "@/lib/api";
import { queuedWrite, useQueuedWrite } from "@/lib/offline-writes";
import { legsQueryKey } from "@/features/map/api/get-legs";
import { queryKeys } from "@/lib/query-keys";
import { invalidateItinerary } from "./invalidate";

export const daysQueryKey = (tripId: string) => queryKeys.ofTrip(tripId, "days");

export function useDays(tripId: string | null | undefined) {
  return useQuery({
    queryKey: daysQueryKey(tripId ?? ""),
    queryFn: () => answer(api.GET("/api/trips/{tripId}/days", { params: { path: { tripId: tripId ?? "" } } })),
    enabled: !!tripId,
  });
}

export function useMapSettings() {
  return useQuery({
    queryKey: queryKeys.mapSettings,
    queryFn: () => answer(api.GET("/api/map/settings")),
    staleTime: Infinity,
  });
}

export function usePlaceSearch(tripId: string, q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: queryKeys.placeSearch(tripId, query),
    queryFn: () => answer(api.GET("/api/places/search", { params: { query: { q: query, tripId } } })),
    enabled: query.length >= 2,
    placeholderData: keepPreviousData,
  });
}

export function useAddPlace(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlaceInput) => answer(api.POST("/api/trips/{tripId}/places", { params: { path: { tripId } }, body })),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: daysQueryKey(tripId) }), invalidateItinerary(queryClient, tripId)]),
  });
}

/** PATCH a day's order; the days list is updated from the answer, the rest refetched. */
export function useOrderDay(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ date, ids }: { date: string; ids: string[] }) =>
      answer(api.PATCH("/api/trips/{tripId}/days/{date}/order", { params: { path: { tripId, date } }, body: { ids } })),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: daysQueryKey(tripId) }), invalidateItinerary(queryClient, tripId)]),
  });
}

export function useDeletePlace(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => answer(api.DELETE("/api/places/{id}", { params: { path: { id } } })),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: daysQueryKey(tripId) }), invalidateItinerary(queryClient, tripId)]),
  });
}

/**
 * PATCH how to travel from one stop to the next: queued when offline like
 * every other write (lib/offline-writes.ts); the days and the map's travel
 * times are asked again once the server has it.
 */
export function useSetLegMode(tripId: string) {
  const send = useQueuedWrite<{ fromId: string; toId: string; mode: LegMode }>();
  return (leg: { fromId: string; toId: string; label: string }, mode: LegMode) =>
    send(
      queuedWrite({
        method: "PATCH",
        url: apiUrl("/api/trips/{tripId}/legs", { tripId }),
        body: { fromId: leg.fromId, toId: leg.toId, mode },
        label: leg.label,
        kind: "itinerary",
        invalidate: [daysQueryKey(tripId), legsQueryKey(tripId)],
      }),
    );
}
