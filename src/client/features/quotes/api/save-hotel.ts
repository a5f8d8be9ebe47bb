// POST /api/trips/{tripId}/quotes/hotels → 201 SavedHotel.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SavedHotelInput } from "@shared/quotes";
import { answer, api } from "@/lib/api";
import { savedQuotesQueryKey } from "./keys";

export const saveHotel = (tripId: string, body: SavedHotelInput) =>
  answer(api.POST("/api/trips/{tripId}/quotes/hotels", { params: { path: { tripId } }, body }));

export function useSaveHotel(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SavedHotelInput) => saveHotel(tripId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedQuotesQueryKey(tripId, "hotels") }),
  });
}
