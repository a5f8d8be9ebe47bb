// Query keys of the quotes feature, and what a booking changes elsewhere.
import type { QueryClient } from "@tanstack/react-query";
import { budgetQueryKey } from "@/features/budget";
import { reservationsQueryKey } from "@/features/reservations";

export type QuoteKind = "flights" | "hotels";

export const savedQuotesQueryKey = (tripId: string, kind: QuoteKind) => ["/api/trips", tripId, "quotes", kind] as const;

export const quotesUrl = (tripId: string, kind: QuoteKind) => `/api/trips/${encodeURIComponent(tripId)}/quotes/${kind}`;

/** Book writes the quote, a reservation and an expense (counted in the budget) in one step: refetch them all. */
export function invalidateAfterBooking(queryClient: QueryClient, tripId: string, kind: QuoteKind) {
  return Promise.all(
    [savedQuotesQueryKey(tripId, kind), reservationsQueryKey(tripId), budgetQueryKey(tripId), ["/api/trips", tripId, "expenses"], ["/api/trips", tripId, "balances"]].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
