// After any member change the member list, the trips (their member avatars
// and the caller's own role) and the invite links (pending e-mail invitations
// are links) are out of date.
import type { QueryClient } from "@tanstack/react-query";
import { tripsQueryKey } from "@/features/trips";
import { inviteLinksQueryKey } from "./get-invite-links";
import { membersQueryKey } from "./get-members";

export function invalidateMembers(queryClient: QueryClient, tripId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: membersQueryKey(tripId) }),
    queryClient.invalidateQueries({ queryKey: tripsQueryKey }),
    queryClient.invalidateQueries({ queryKey: inviteLinksQueryKey(tripId) }),
  ]);
}
