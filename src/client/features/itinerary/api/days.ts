// Day by day (docs/product/itinerary-and-days.md): the trip's days, adding a place, ordering a day,
// place search, and where the map's style is (the server's MAP_STYLE_URL).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Day, DayItem, MapSettings, PlaceInput, PlaceSearchResult } from "@shared/days";
import { apiRequest } from "@/lib/api";
import { invalidateItinerary } from "./invalidate";

export const daysQueryKey = (tripId: string) => ["/api/trips", tripId, "days"] as const;

export function useDays(tripId: string | null | undefined) {
  return useQuery({
    queryKey: daysQueryKey(tripId ?? ""),
    queryFn: () => apiRequest<Day[]>("GET", `/api/trips/${tripId}/days`),
    enabled: !!tripId,
  });
}

export function useMapSettings() {
  return useQuery({
    queryKey: ["/api/map/settings"],
    queryFn: () => apiRequest<MapSettings>("GET", "/api/map/settings"),
    staleTime: Infinity,
  });
}

export function usePlaceSearch(tripId: string, q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: ["/api/places/search", tripId, query],
    queryFn: () => apiRequest<PlaceSearchResult[]>("GET", `/api/places/search?${new URLSearchParams({ q: query, tripId })}`),
    enabled: query.length >= 2,
    placeholderData: keepPreviousData,
  });
}

export function useAddPlace(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlaceInput) => apiRequest<DayItem & { date: string }>("POST", `/api/trips/${tripId}/places`, body),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: daysQueryKey(tripId) }), invalidateItinerary(queryClient, tripId)]),
  });
}

/** PATCH a day's order; the days list is updated from the answer, the rest refetched. */
export function useOrderDay(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ date, ids }: { date: string; ids: string[] }) =>
      apiRequest<Day>("PATCH", `/api/trips/${tripId}/days/${date}/order`, { ids }),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: daysQueryKey(tripId) }), invalidateItinerary(queryClient, tripId)]),
  });
}

export function useDeletePlace(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>("DELETE", `/api/places/${id}`),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: daysQueryKey(tripId) }), invalidateItinerary(queryClient, tripId)]),
  });
}
