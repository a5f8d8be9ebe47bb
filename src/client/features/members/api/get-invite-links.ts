// GET /api/trips/:tripId/invite-links (admins): the trip's links, pending e-mail invitations included.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InviteLink } from "@shared/invites";
import { apiRequest } from "@/lib/api";

export const inviteLinksQueryKey = (tripId: string) => ["/api/trips", tripId, "invite-links"] as const;

export const getInviteLinks = (tripId: string) =>
  apiRequest<InviteLink[]>("GET", `/api/trips/${encodeURIComponent(tripId)}/invite-links`);

export function useInviteLinks(tripId: string, enabled = true) {
  return useQuery({ ...queryOptions({ queryKey: inviteLinksQueryKey(tripId), queryFn: () => getInviteLinks(tripId) }), enabled });
}
