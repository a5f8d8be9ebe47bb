// DELETE /api/expenses/{id} → 204 (an expense or a payment).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateMoney } from "./invalidate";

export const deleteExpense = (id: string) => apiRequest<void>("DELETE", `/api/expenses/${encodeURIComponent(id)}`);

export function useDeleteExpense(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteExpense(id),
    onSuccess: () => invalidateMoney(queryClient, tripId),
  });
}
