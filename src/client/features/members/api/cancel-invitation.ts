// DELETE /api/trips/:id/invitations/:invitationId (admins).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { answer, api } from "@/lib/api";
import { invalidateMembers } from "./invalidate";

export const cancelInvitation = (tripId: string, invitationId: string) =>
  answer(api.DELETE("/api/trips/{id}/invitations/{invitationId}", { params: { path: { id: tripId, invitationId } } }));

export function useCancelInvitation(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => cancelInvitation(tripId, invitationId),
    onSuccess: () => invalidateMembers(queryClient, tripId),
  });
}
