// After any member change the member list, the trips (their member avatars
// and the caller's own role) and the invite links (pending e-mail invitations
// are links) are out of date.
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { tripsQueryKey } from "@/features/trips";
import { inviteLinksQueryKey } from "./get-invite-links";
import { membersQueryKey } from "./get-members";

/** The queries a member change leaves out of date (a queued write names them). */
export const membersQueryKeys = (tripId: string): QueryKey[] => [membersQueryKey(tripId), tripsQueryKey, inviteLinksQueryKey(tripId)];

export function invalidateMembers(queryClient: QueryClient, tripId: string) {
  return Promise.all(membersQueryKeys(tripId).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
