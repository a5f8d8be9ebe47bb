// POST /api/trips/{tripId}/quotes/hotels/search → {quotes}: nothing is stored.
import { useMutation } from "@tanstack/react-query";
import type { HotelSearchInput } from "@shared/quotes";
import { answer, api } from "@/lib/api";

export const searchHotels = (tripId: string, body: HotelSearchInput) =>
  answer(api.POST("/api/trips/{tripId}/quotes/hotels/search", { params: { path: { tripId } }, body }));

export function useSearchHotels(tripId: string) {
  return useMutation({ mutationFn: (body: HotelSearchInput) => searchHotels(tripId, body) });
}
