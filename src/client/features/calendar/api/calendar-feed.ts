// GET /api/trips/:tripId/calendar-feed and POST …/reset: the caller's secret
// subscription path for this trip.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CalendarFeed } from "@shared/itinerary";
import { apiRequest } from "@/lib/api";

export const calendarFeedQueryKey = (tripId: string) => ["/api/trips", tripId, "calendar-feed"] as const;

export const getCalendarFeed = (tripId: string) => apiRequest<CalendarFeed>("GET", `/api/trips/${tripId}/calendar-feed`);

export const calendarFeedQueryOptions = (tripId: string) =>
  queryOptions({ queryKey: calendarFeedQueryKey(tripId), queryFn: () => getCalendarFeed(tripId) });

export function useCalendarFeed(tripId: string, enabled: boolean) {
  return useQuery({ ...calendarFeedQueryOptions(tripId), enabled });
}

export const resetCalendarFeed = (tripId: string) =>
  apiRequest<CalendarFeed>("POST", `/api/trips/${tripId}/calendar-feed/reset`);

export function useResetCalendarFeed(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resetCalendarFeed(tripId),
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedQueryKey(tripId), feed),
  });
}
