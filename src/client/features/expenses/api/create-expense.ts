// POST /api/trips/{tripId}/expenses → 201 Expense.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Expense, ExpenseInput } from "@shared/expenses";
import { apiRequest } from "@/lib/api";
import { invalidateMoney } from "./invalidate";

export const createExpense = (tripId: string, body: ExpenseInput) =>
  apiRequest<Expense>("POST", `/api/trips/${encodeURIComponent(tripId)}/expenses`, body);

export function useCreateExpense(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ExpenseInput) => createExpense(tripId, body),
    onSuccess: () => invalidateMoney(queryClient, tripId),
  });
}
