// GET /api/trips/{tripId}/activity: the trip's recent changes, newest first
// (ADR 037). Live: every change the activity keeps makes this key stale (realtime/lib/invalidation.ts).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

// The key is the URL with no query, so the server can answer it while rendering the dashboard
// (entry-server.tsx fills a page's queries by their keys): the server's default page of changes.
export const activityQueryKey = (tripId: string) => queryKeys.ofTrip(tripId, "activity");

export const getActivity = (tripId: string) => answer(api.GET("/api/trips/{tripId}/activity", { params: { path: { tripId } } }));

export const activityQueryOptions = (tripId: string) => queryOptions({ queryKey: activityQueryKey(tripId), queryFn: () => getActivity(tripId) });

export function useActivity(tripId: string | undefined) {
  return useQuery({ ...activityQueryOptions(tripId ?? ""), enabled: tripId !== undefined });
}
