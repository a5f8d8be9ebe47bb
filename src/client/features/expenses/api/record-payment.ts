// POST /api/trips/{tripId}/payments → 201 Expense (kind "payment"): from pays to, in the trip's currency.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Expense, PaymentInput } from "@shared/expenses";
import { apiRequest } from "@/lib/api";
import { invalidateMoney } from "./invalidate";

export const recordPayment = (tripId: string, body: PaymentInput) =>
  apiRequest<Expense>("POST", `/api/trips/${encodeURIComponent(tripId)}/payments`, body);

export function useRecordPayment(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentInput) => recordPayment(tripId, body),
    onSuccess: () => invalidateMoney(queryClient, tripId),
  });
}
