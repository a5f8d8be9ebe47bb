// POST /api/trips/{id}/budget → 201 BudgetAllocation.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BudgetAllocationInput } from "@shared/budget";
import { answer, api } from "@/lib/api";
import { budgetQueryKey } from "./get-budget";

export const createAllocation = (tripId: string, body: BudgetAllocationInput) =>
  answer(api.POST("/api/trips/{id}/budget", { params: { path: { id: tripId } }, body }));

export function useCreateAllocation(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BudgetAllocationInput) => createAllocation(tripId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: budgetQueryKey(tripId) }),
  });
}
