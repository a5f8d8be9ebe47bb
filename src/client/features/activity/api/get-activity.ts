// GET /api/trips/{tripId}/activity: the trip's recent changes, newest first
// (ADR 037). Live: every change the activity keeps makes this key stale (realtime/lib/invalidation.ts).
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ActivityEntry } from "@shared/activity";
import { apiRequest } from "@/lib/api";

export const activityQueryKey = (tripId: string, limit: number) => ["/api/trips", tripId, "activity", limit] as const;

export const getActivity = (tripId: string, limit: number) =>
  apiRequest<ActivityEntry[]>("GET", `/api/trips/${encodeURIComponent(tripId)}/activity?limit=${limit}`);

export const activityQueryOptions = (tripId: string, limit: number) =>
  queryOptions({ queryKey: activityQueryKey(tripId, limit), queryFn: () => getActivity(tripId, limit) });

export function useActivity(tripId: string | undefined, limit: number) {
  return useQuery({ ...activityQueryOptions(tripId ?? "", limit), enabled: tripId !== undefined });
}
