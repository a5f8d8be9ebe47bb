// DELETE /api/trips/:id/members/:memberId: an admin removes a member, or a member leaves.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { answer, api } from "@/lib/api";
import { invalidateMembers } from "./invalidate";

export const removeMember = (tripId: string, memberId: string) =>
  answer(api.DELETE("/api/trips/{id}/members/{memberId}", { params: { path: { id: tripId, memberId } } }));

export function useRemoveMember(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) => removeMember(tripId, memberId),
    onSuccess: () => invalidateMembers(queryClient, tripId),
  });
}
