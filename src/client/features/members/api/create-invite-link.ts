// POST /api/trips/:tripId/invite-links {role, expiresAt?, maxUses?} → 201 the link.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InviteLinkInput } from "@shared/invites";
import { answer, api } from "@/lib/api";
import { inviteLinksQueryKey } from "./get-invite-links";

export const createInviteLink = (tripId: string, body: InviteLinkInput) =>
  answer(api.POST("/api/trips/{tripId}/invite-links", { params: { path: { tripId } }, body }));

export function useCreateInviteLink(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteLinkInput) => createInviteLink(tripId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inviteLinksQueryKey(tripId) }),
  });
}
