// DELETE /api/trips/:tripId/invitations/:invitationId (admins).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateMembers } from "./invalidate";

export const cancelInvitation = (tripId: string, invitationId: string) =>
  apiRequest<void>(
    "DELETE",
    `/api/trips/${encodeURIComponent(tripId)}/invitations/${encodeURIComponent(invitationId)}`,
  );

export function useCancelInvitation(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => cancelInvitation(tripId, invitationId),
    onSuccess: () => invalidateMembers(queryClient, tripId),
  });
}
