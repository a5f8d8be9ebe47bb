// DELETE /api/invite-links/:id (admins). Revoking an e-mail invitation's link cancels it, so members refresh too.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { answer, api } from "@/lib/api";
import { invalidateMembers } from "./invalidate";

export const revokeInviteLink = (id: string) => answer(api.DELETE("/api/invite-links/{id}", { params: { path: { id } } }));

export function useRevokeInviteLink(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInviteLink,
    onSuccess: () => invalidateMembers(queryClient, tripId),
  });
}
