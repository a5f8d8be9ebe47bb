// POST /api/trips/{tripId}/quotes/flights/{id}/book and /quotes/hotels/{id}/book
// → 201 Reservation; the reservations list and the budget are refreshed (spec §7).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Reservation } from "@shared/reservations";
import { apiRequest } from "@/lib/api";
import { invalidateAfterBooking, quotesUrl, type QuoteKind } from "./keys";

export const bookQuote = (tripId: string, kind: QuoteKind, id: string) =>
  apiRequest<Reservation>("POST", `${quotesUrl(tripId, kind)}/${encodeURIComponent(id)}/book`);

export function useBookQuote(tripId: string, kind: QuoteKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => bookQuote(tripId, kind, id),
    onSuccess: () => invalidateAfterBooking(queryClient, tripId, kind),
  });
}
