// Query keys of the quotes feature, and what a booking changes elsewhere.
import type { QueryClient } from "@tanstack/react-query";
import { budgetQueryKey } from "@/features/budget";
import { reservationsQueryKey } from "@/features/reservations";
import { queryKeys } from "@/lib/query-keys";

export type QuoteKind = "flights" | "hotels";

export const savedQuotesQueryKey = (tripId: string, kind: QuoteKind) => queryKeys.ofTrip(tripId, "quotes", kind);

/** Book writes the quote, a reservation and an expense (counted in the budget) in one step: refetch them all. */
export function invalidateAfterBooking(queryClient: QueryClient, tripId: string, kind: QuoteKind) {
  return Promise.all(
    [savedQuotesQueryKey(tripId, kind), reservationsQueryKey(tripId), budgetQueryKey(tripId), queryKeys.ofTrip(tripId, "expenses"), queryKeys.ofTrip(tripId, "balances")].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
