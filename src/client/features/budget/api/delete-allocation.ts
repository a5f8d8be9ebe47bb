// DELETE /api/trips/{id}/budget/{allocationId} → 204.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { answer, api } from "@/lib/api";
import { budgetQueryKey } from "./get-budget";

export const deleteAllocation = (tripId: string, id: string) =>
  answer(api.DELETE("/api/trips/{id}/budget/{allocationId}", { params: { path: { id: tripId, allocationId: id } } }));

export function useDeleteAllocation(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteAllocation(tripId, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: budgetQueryKey(tripId) }),
  });
}
