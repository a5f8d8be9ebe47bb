// POST /api/trips/{tripId}/quotes/flights/search → {quotes}: nothing is stored.
import { useMutation } from "@tanstack/react-query";
import type { FlightSearchInput, FlightSearchResult } from "@shared/quotes";
import { apiRequest } from "@/lib/api";
import { quotesUrl } from "./keys";

export const searchFlights = (tripId: string, body: FlightSearchInput) =>
  apiRequest<FlightSearchResult>("POST", `${quotesUrl(tripId, "flights")}/search`, body);

export function useSearchFlights(tripId: string) {
  return useMutation({ mutationFn: (body: FlightSearchInput) => searchFlights(tripId, body) });
}
