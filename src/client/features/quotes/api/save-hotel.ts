// POST /api/trips/{tripId}/quotes/hotels → 201 SavedHotel.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SavedHotel, SavedHotelInput } from "@shared/quotes";
import { apiRequest } from "@/lib/api";
import { quotesUrl, savedQuotesQueryKey } from "./keys";

export const saveHotel = (tripId: string, body: SavedHotelInput) =>
  apiRequest<SavedHotel>("POST", quotesUrl(tripId, "hotels"), body);

export function useSaveHotel(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SavedHotelInput) => saveHotel(tripId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedQuotesQueryKey(tripId, "hotels") }),
  });
}
