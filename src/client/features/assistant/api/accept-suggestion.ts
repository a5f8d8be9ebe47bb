// POST /api/trips/{tripId}/suggestions/accept → {type: "itinerary" | "reservation", item}.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Suggestion } from "@shared/chat";
import { todayCalendarDate } from "@shared/dates";
import { answer, api } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

export const acceptSuggestion = (tripId: string, suggestion: Suggestion) =>
  answer(api.POST("/api/trips/{tripId}/suggestions/accept", { params: { path: { tripId } }, body: {
    suggestion,
    today: todayCalendarDate(),
  } }));

export function useAcceptSuggestion(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (suggestion: Suggestion) => acceptSuggestion(tripId, suggestion),
    // The new item or reservation shows on every list of this trip (itinerary, calendar, reservations, locations).
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.trip(tripId) }),
  });
}
