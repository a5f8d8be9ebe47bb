// POST /api/trips/:tripId/itinerary: a city stay or a calendar event.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ItineraryInput, ItineraryItem } from "@shared/itinerary";
import { apiRequest } from "@/lib/api";
import { invalidateItinerary } from "./invalidate";

export const createItem = (tripId: string, body: ItineraryInput) =>
  apiRequest<ItineraryItem>("POST", `/api/trips/${tripId}/itinerary`, body);

export function useCreateItem(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ItineraryInput) => createItem(tripId, body),
    onSuccess: () => invalidateItinerary(queryClient, tripId),
  });
}
