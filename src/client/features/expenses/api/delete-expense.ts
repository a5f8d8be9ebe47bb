// DELETE /api/expenses/{id} → 204 (an expense or a payment).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { answer, api } from "@/lib/api";
import { invalidateMoney } from "./invalidate";

export const deleteExpense = (id: string) => answer(api.DELETE("/api/expenses/{id}", { params: { path: { id } } }));

export function useDeleteExpense(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteExpense(id),
    onSuccess: () => invalidateMoney(queryClient, tripId),
  });
}
