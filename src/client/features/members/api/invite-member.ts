// POST /api/trips/:id/members {userId, role} → 201 member or pending invitation.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InviteInput } from "@shared/members";
import { answer, api } from "@/lib/api";
import { invalidateMembers } from "./invalidate";

export const inviteMember = (tripId: string, body: InviteInput) =>
  answer(api.POST("/api/trips/{id}/members", { params: { path: { id: tripId } }, body }));

export function useInviteMember(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteInput) => inviteMember(tripId, body),
    onSuccess: () => invalidateMembers(queryClient, tripId),
  });
}
