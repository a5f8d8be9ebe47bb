// POST /api/trips/:tripId/members {userId, role} → 201 member or pending invitation.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InviteInput, MemberEntry } from "@shared/members";
import { apiRequest } from "@/lib/api";
import { invalidateMembers } from "./invalidate";

export const inviteMember = (tripId: string, body: InviteInput) =>
  apiRequest<MemberEntry>("POST", `/api/trips/${encodeURIComponent(tripId)}/members`, body);

export function useInviteMember(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteInput) => inviteMember(tripId, body),
    onSuccess: () => invalidateMembers(queryClient, tripId),
  });
}
