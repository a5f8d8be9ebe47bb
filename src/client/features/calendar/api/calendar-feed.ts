// GET /api/trips/:id/calendar-feed and POST …/reset: the caller's secret
// subscription path for this trip.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { answer, api } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

export const calendarFeedQueryKey = (tripId: string) => queryKeys.ofTrip(tripId, "calendar-feed");

export const getCalendarFeed = (tripId: string) => answer(api.GET("/api/trips/{id}/calendar-feed", { params: { path: { id: tripId } } }));

export const calendarFeedQueryOptions = (tripId: string) =>
  queryOptions({ queryKey: calendarFeedQueryKey(tripId), queryFn: () => getCalendarFeed(tripId) });

export function useCalendarFeed(tripId: string, enabled: boolean) {
  return useQuery({ ...calendarFeedQueryOptions(tripId), enabled });
}

export const resetCalendarFeed = (tripId: string) =>
  answer(api.POST("/api/trips/{id}/calendar-feed/reset", { params: { path: { id: tripId } } }));

export function useResetCalendarFeed(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resetCalendarFeed(tripId),
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedQueryKey(tripId), feed),
  });
}
