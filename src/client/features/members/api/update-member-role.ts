// PATCH /api/trips/:id/members/:memberId {role} (admins).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Role } from "@shared/trips";
import { answer, api } from "@/lib/api";
import { invalidateMembers } from "./invalidate";

export const updateMemberRole = (tripId: string, memberId: string, role: Role) =>
  answer(api.PATCH("/api/trips/{id}/members/{memberId}", { params: { path: { id: tripId, memberId } }, body: { role }, }));

export function useUpdateMemberRole(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, role }: { memberId: string; role: Role }) => updateMemberRole(tripId, memberId, role),
    onSuccess: () => invalidateMembers(queryClient, tripId),
  });
}
