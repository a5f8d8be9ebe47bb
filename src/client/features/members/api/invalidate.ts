// After any member change both the member list and the trips (their member
// avatars and the caller's own role) are out of date.
import type { QueryClient } from "@tanstack/react-query";
import { tripsQueryKey } from "@/features/trips";
import { membersQueryKey } from "./get-members";

export function invalidateMembers(queryClient: QueryClient, tripId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: membersQueryKey(tripId) }),
    queryClient.invalidateQueries({ queryKey: tripsQueryKey }),
  ]);
}
