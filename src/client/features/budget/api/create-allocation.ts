// POST /api/trips/{tripId}/budget → 201 BudgetAllocation.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BudgetAllocation, BudgetAllocationInput } from "@shared/budget";
import { apiRequest } from "@/lib/api";
import { budgetQueryKey } from "./get-budget";

export const createAllocation = (tripId: string, body: BudgetAllocationInput) =>
  apiRequest<BudgetAllocation>("POST", `/api/trips/${encodeURIComponent(tripId)}/budget`, body);

export function useCreateAllocation(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BudgetAllocationInput) => createAllocation(tripId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: budgetQueryKey(tripId) }),
  });
}
