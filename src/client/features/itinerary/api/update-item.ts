// PUT /api/itinerary/:id: the sent fields replace the stored ones.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ItineraryItem, ItineraryPatch } from "@shared/itinerary";
import { apiRequest } from "@/lib/api";
import { invalidateItinerary } from "./invalidate";

export const updateItem = (id: string, body: ItineraryPatch) => apiRequest<ItineraryItem>("PUT", `/api/itinerary/${id}`, body);

export function useUpdateItem(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ItineraryPatch }) => updateItem(id, body),
    onSuccess: () => invalidateItinerary(queryClient, tripId),
  });
}
