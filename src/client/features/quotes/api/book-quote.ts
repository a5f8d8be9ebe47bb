// POST /api/trips/{tripId}/quotes/flights/{id}/book and /quotes/hotels/{id}/book
// → 201 Reservation, the price logged as an expense (docs/product/budget-and-expenses.md); a quote in
// another currency takes `rate` when the member typed one. The reservations,
// expenses and budget are refreshed.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Reservation } from "@shared/reservations";
import { apiRequest } from "@/lib/api";
import { invalidateAfterBooking, quotesUrl, type QuoteKind } from "./keys";

export const bookQuote = (tripId: string, kind: QuoteKind, id: string, rate?: string) =>
  apiRequest<Reservation>("POST", `${quotesUrl(tripId, kind)}/${encodeURIComponent(id)}/book`, rate === undefined ? undefined : { rate });

export function useBookQuote(tripId: string, kind: QuoteKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, rate }: { id: string; rate?: string }) => bookQuote(tripId, kind, id, rate),
    onSuccess: () => invalidateAfterBooking(queryClient, tripId, kind),
  });
}
