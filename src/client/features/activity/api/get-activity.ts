// GET /api/trips/{tripId}/activity: the trip's recent changes, newest first
// (ADR 037). Live: every change the activity keeps makes this key stale (realtime/lib/invalidation.ts).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

export const activityQueryKey = (tripId: string, limit: number) => queryKeys.ofTrip(tripId, "activity", limit);

export const getActivity = (tripId: string, limit: number) =>
  answer(api.GET("/api/trips/{tripId}/activity", { params: { path: { tripId }, query: { limit } } }));

export const activityQueryOptions = (tripId: string, limit: number) =>
  queryOptions({ queryKey: activityQueryKey(tripId, limit), queryFn: () => getActivity(tripId, limit) });

export function useActivity(tripId: string | undefined, limit: number) {
  return useQuery({ ...activityQueryOptions(tripId ?? "", limit), enabled: tripId !== undefined });
}
