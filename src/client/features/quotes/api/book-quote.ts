// POST /api/trips/{tripId}/quotes/flights/{id}/book and /quotes/hotels/{id}/book
// → 201 Reservation, the price logged as an expense (docs/product/budget-and-expenses.md);
// the body says what the member told: the rate, the price paid, who paid and
// the status (each optional). The reservations, expenses and budget are refreshed.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BookQuote } from "@shared/quotes";
import { answer, api } from "@/lib/api";
import { invalidateAfterBooking, type QuoteKind } from "./keys";

export function bookQuote(tripId: string, kind: QuoteKind, id: string, details: BookQuote = {}) {
  const init = { params: { path: { tripId, id } }, body: details };
  return answer(
    kind === "flights"
      ? api.POST("/api/trips/{tripId}/quotes/flights/{id}/book", init)
      : api.POST("/api/trips/{tripId}/quotes/hotels/{id}/book", init),
  );
}

export function useBookQuote(tripId: string, kind: QuoteKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...details }: { id: string } & BookQuote) => bookQuote(tripId, kind, id, details),
    onSuccess: () => invalidateAfterBooking(queryClient, tripId, kind),
  });
}
