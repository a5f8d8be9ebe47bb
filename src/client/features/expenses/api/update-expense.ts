// PATCH /api/expenses/{id} → Expense (the fields sent replace the stored ones; the rate stays unless sent).
// Sent with If-Match (the version the device had) and queued when offline (lib/offline-writes.ts).
import type { Expense, ExpenseInput } from "@shared/expenses";
import { queuedWrite, useQueuedWrite } from "@/lib/offline-writes";
import { moneyQueryKeys } from "./keys";
import { apiUrl } from "@/lib/api";

export type ExpenseChanges = Partial<ExpenseInput>;

export function useUpdateExpense(tripId: string) {
  const send = useQueuedWrite<Expense>();
  return (expense: Pick<Expense, "id" | "description" | "updatedAt">, body: ExpenseChanges) =>
    send(
      queuedWrite({
        method: "PATCH",
        url: apiUrl("/api/expenses/{id}", { id: expense.id }),
        body,
        ifMatch: expense.updatedAt,
        label: body.description ?? expense.description,
        kind: "expense",
        invalidate: moneyQueryKeys(tripId),
      }),
    );
}
