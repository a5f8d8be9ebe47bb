// POST /api/trips/{tripId}/quotes/flights/search → {quotes}: nothing is stored.
import { useMutation } from "@tanstack/react-query";
import type { FlightSearchInput } from "@shared/quotes";
import { answer, api } from "@/lib/api";

export const searchFlights = (tripId: string, body: FlightSearchInput) =>
  answer(api.POST("/api/trips/{tripId}/quotes/flights/search", { params: { path: { tripId } }, body }));

export function useSearchFlights(tripId: string) {
  return useMutation({ mutationFn: (body: FlightSearchInput) => searchFlights(tripId, body) });
}
