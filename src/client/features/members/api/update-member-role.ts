// PATCH /api/trips/:tripId/members/:memberId {role} (admins).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MemberEntry } from "@shared/members";
import type { Role } from "@shared/trips";
import { apiRequest } from "@/lib/api";
import { invalidateMembers } from "./invalidate";

export const updateMemberRole = (tripId: string, memberId: string, role: Role) =>
  apiRequest<MemberEntry>(
    "PATCH",
    `/api/trips/${encodeURIComponent(tripId)}/members/${encodeURIComponent(memberId)}`,
    { role },
  );

export function useUpdateMemberRole(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, role }: { memberId: string; role: Role }) => updateMemberRole(tripId, memberId, role),
    onSuccess: () => invalidateMembers(queryClient, tripId),
  });
}
