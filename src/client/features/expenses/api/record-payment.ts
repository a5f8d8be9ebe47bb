// POST /api/trips/{tripId}/payments → 201 Expense (kind "payment"): from pays to, in the trip's currency.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PaymentInput } from "@shared/expenses";
import { answer, api } from "@/lib/api";
import { invalidateMoney } from "./invalidate";

export const recordPayment = (tripId: string, body: PaymentInput) =>
  answer(api.POST("/api/trips/{tripId}/payments", { params: { path: { tripId } }, body }));

export function useRecordPayment(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentInput) => recordPayment(tripId, body),
    onSuccess: () => invalidateMoney(queryClient, tripId),
  });
}
