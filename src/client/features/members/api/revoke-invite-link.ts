// DELETE /api/invite-links/:id (admins). Revoking an e-mail invitation's link cancels it, so members refresh too.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateMembers } from "./invalidate";

export const revokeInviteLink = (id: string) => apiRequest<void>("DELETE", `/api/invite-links/${encodeURIComponent(id)}`);

export function useRevokeInviteLink(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInviteLink,
    onSuccess: () => invalidateMembers(queryClient, tripId),
  });
}
