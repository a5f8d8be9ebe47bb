// POST /api/trips/{tripId}/quotes/flights/{id}/book and /quotes/hotels/{id}/book
// → 201 Reservation, the price logged as an expense (docs/product/budget-and-expenses.md); a quote in
// another currency takes `rate` when the member typed one. The reservations,
// expenses and budget are refreshed.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { answer, api } from "@/lib/api";
import { invalidateAfterBooking, type QuoteKind } from "./keys";

export function bookQuote(tripId: string, kind: QuoteKind, id: string, rate?: string) {
  const init = { params: { path: { tripId, id } }, body: rate === undefined ? {} : { rate } };
  return answer(
    kind === "flights"
      ? api.POST("/api/trips/{tripId}/quotes/flights/{id}/book", init)
      : api.POST("/api/trips/{tripId}/quotes/hotels/{id}/book", init),
  );
}

export function useBookQuote(tripId: string, kind: QuoteKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, rate }: { id: string; rate?: string }) => bookQuote(tripId, kind, id, rate),
    onSuccess: () => invalidateAfterBooking(queryClient, tripId, kind),
  });
}
