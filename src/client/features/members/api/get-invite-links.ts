// GET /api/trips/:tripId/invite-links (admins): the trip's links, pending e-mail invitations included.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

export const inviteLinksQueryKey = (tripId: string) => queryKeys.ofTrip(tripId, "invite-links");

export const getInviteLinks = (tripId: string) =>
  answer(api.GET("/api/trips/{tripId}/invite-links", { params: { path: { tripId } } }));

export function useInviteLinks(tripId: string, enabled = true) {
  return useQuery({ ...queryOptions({ queryKey: inviteLinksQueryKey(tripId), queryFn: () => getInviteLinks(tripId) }), enabled });
}
