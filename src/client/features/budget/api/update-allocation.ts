// PATCH /api/trips/{id}/budget/{allocationId} → BudgetAllocation.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BudgetAllocationPatch } from "@shared/budget";
import { answer, api } from "@/lib/api";
import { budgetQueryKey } from "./get-budget";

export const updateAllocation = (tripId: string, id: string, body: BudgetAllocationPatch) =>
  answer(api.PATCH("/api/trips/{id}/budget/{allocationId}", { params: { path: { id: tripId, allocationId: id } }, body }));

export function useUpdateAllocation(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BudgetAllocationPatch }) => updateAllocation(tripId, id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: budgetQueryKey(tripId) }),
  });
}
