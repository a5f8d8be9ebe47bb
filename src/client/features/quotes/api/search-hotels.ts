// POST /api/trips/{tripId}/quotes/hotels/search → {quotes}: nothing is stored.
import { useMutation } from "@tanstack/react-query";
import type { HotelSearchInput, HotelSearchResult } from "@shared/quotes";
import { apiRequest } from "@/lib/api";
import { quotesUrl } from "./keys";

export const searchHotels = (tripId: string, body: HotelSearchInput) =>
  apiRequest<HotelSearchResult>("POST", `${quotesUrl(tripId, "hotels")}/search`, body);

export function useSearchHotels(tripId: string) {
  return useMutation({ mutationFn: (body: HotelSearchInput) => searchHotels(tripId, body) });
}
