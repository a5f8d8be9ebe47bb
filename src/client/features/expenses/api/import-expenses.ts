// POST /api/trips/{tripId}/imports/expenses (a Splitwise or Tricount CSV, multipart) → the rows and the
// names to map, nothing saved; POST …/confirm { mapping, rows } → the expenses and payments written.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ExpenseImportConfirm } from "@shared/expense-import";
import { answer, api } from "@/lib/api";
import { invalidateMoney } from "./invalidate";

export function readExpenseCsv(tripId: string, file: File) {
  const form = new FormData();
  form.append("file", file, file.name);
  // The route reads multipart itself: its document names no JSON body.
  return answer(api.POST("/api/trips/{tripId}/imports/expenses", { params: { path: { tripId } }, body: form as never }));
}

export function useReadExpenseCsv(tripId: string) {
  return useMutation({ mutationFn: (file: File) => readExpenseCsv(tripId, file) });
}

export function useConfirmExpenseImport(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ExpenseImportConfirm) => answer(api.POST("/api/trips/{tripId}/imports/expenses/confirm", { params: { path: { tripId } }, body })),
    onSuccess: () => invalidateMoney(queryClient, tripId),
  });
}
