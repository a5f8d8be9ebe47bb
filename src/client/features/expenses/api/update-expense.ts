// PATCH /api/expenses/{id} → Expense (the fields sent replace the stored ones; the rate stays unless sent).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Expense, ExpenseInput } from "@shared/expenses";
import { apiRequest } from "@/lib/api";
import { invalidateMoney } from "./invalidate";

export type ExpenseChanges = Partial<ExpenseInput>;

export const updateExpense = (id: string, body: ExpenseChanges) => apiRequest<Expense>("PATCH", `/api/expenses/${encodeURIComponent(id)}`, body);

export function useUpdateExpense(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ExpenseChanges }) => updateExpense(id, body),
    onSuccess: () => invalidateMoney(queryClient, tripId),
  });
}
