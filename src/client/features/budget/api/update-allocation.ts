// PATCH /api/trips/{tripId}/budget/{allocationId} → BudgetAllocation.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BudgetAllocation, BudgetAllocationPatch } from "@shared/budget";
import { apiRequest } from "@/lib/api";
import { budgetQueryKey } from "./get-budget";

export const updateAllocation = (tripId: string, id: string, body: BudgetAllocationPatch) =>
  apiRequest<BudgetAllocation>(
    "PATCH",
    `/api/trips/${encodeURIComponent(tripId)}/budget/${encodeURIComponent(id)}`,
    body,
  );

export function useUpdateAllocation(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BudgetAllocationPatch }) => updateAllocation(tripId, id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: budgetQueryKey(tripId) }),
  });
}
