// GET /api/trips/:tripId/share (admins): the public page's link while it is on, else null.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

export const shareQueryKey = (tripId: string) => queryKeys.ofTrip(tripId, "share");

export const getShare = (tripId: string) => answer(api.GET("/api/trips/{tripId}/share", { params: { path: { tripId } } }));

export function useShare(tripId: string) {
  return useQuery(queryOptions({ queryKey: shareQueryKey(tripId), queryFn: () => getShare(tripId) }));
}
