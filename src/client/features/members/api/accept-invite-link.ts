// POST /api/invite-links/:token/accept → 200 the trip joined (a member already keeps their role).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { tripsQueryKey } from "@/features/trips";
import { answer, api } from "@/lib/api";

export const acceptInviteLink = (token: string) => answer(api.POST("/api/invite-links/{token}/accept", { params: { path: { token } } }));

export function useAcceptInviteLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInviteLink,
    // The trip list must hold the new trip before it is selected, or the selection falls back to another.
    onSuccess: () => queryClient.refetchQueries({ queryKey: tripsQueryKey, exact: true }),
  });
}
