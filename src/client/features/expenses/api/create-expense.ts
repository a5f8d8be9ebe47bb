// POST /api/trips/{tripId}/expenses → 201 Expense; queued on the device when offline (lib/offline-writes.ts).
import type { Expense, ExpenseInput } from "@shared/expenses";
import { queuedWrite, useQueuedWrite } from "@/lib/offline-writes";
import { moneyQueryKeys } from "./keys";
import { apiUrl } from "@/lib/api";

export function useCreateExpense(tripId: string) {
  const send = useQueuedWrite<Expense>();
  return (body: ExpenseInput) =>
    send(
      queuedWrite({
        method: "POST",
        url: apiUrl("/api/trips/{tripId}/expenses", { tripId }),
        body,
        label: body.description,
        kind: "expense",
        invalidate: moneyQueryKeys(tripId),
      }),
    );
}
