// DELETE /api/trips/{tripId}/budget/{allocationId} → 204.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { budgetQueryKey } from "./get-budget";

export const deleteAllocation = (tripId: string, id: string) =>
  apiRequest<void>("DELETE", `/api/trips/${encodeURIComponent(tripId)}/budget/${encodeURIComponent(id)}`);

export function useDeleteAllocation(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteAllocation(tripId, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: budgetQueryKey(tripId) }),
  });
}
