// Query keys of the quotes feature, and what a booking changes elsewhere.
import type { QueryClient } from "@tanstack/react-query";
import { budgetQueryKey } from "@/features/budget";
import { reservationsQueryKey } from "@/features/reservations";

export type QuoteKind = "flights" | "hotels";

export const savedQuotesQueryKey = (tripId: string, kind: QuoteKind) => ["/api/trips", tripId, "quotes", kind] as const;

export const quotesUrl = (tripId: string, kind: QuoteKind) => `/api/trips/${encodeURIComponent(tripId)}/quotes/${kind}`;

/** Book writes the quote, a reservation and the budget in one step: refetch all three. */
export function invalidateAfterBooking(queryClient: QueryClient, tripId: string, kind: QuoteKind) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: savedQuotesQueryKey(tripId, kind) }),
    queryClient.invalidateQueries({ queryKey: reservationsQueryKey(tripId) }),
    queryClient.invalidateQueries({ queryKey: budgetQueryKey(tripId) }),
  ]);
}
