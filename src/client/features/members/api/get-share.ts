// GET /api/trips/:tripId/share (admins): the public page's link while it is on, else null.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ShareStatus } from "@shared/share";
import { apiRequest } from "@/lib/api";

export const shareQueryKey = (tripId: string) => ["/api/trips", tripId, "share"] as const;

export const getShare = (tripId: string) => apiRequest<ShareStatus>("GET", `/api/trips/${encodeURIComponent(tripId)}/share`);

export function useShare(tripId: string) {
  return useQuery(queryOptions({ queryKey: shareQueryKey(tripId), queryFn: () => getShare(tripId) }));
}
