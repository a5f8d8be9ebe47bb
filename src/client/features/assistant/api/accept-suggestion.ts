// POST /api/trips/{tripId}/suggestions/accept → {type: "itinerary" | "reservation", item}.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AcceptSuggestionResult, Suggestion } from "@shared/chat";
import { todayCalendarDate } from "@shared/dates";
import { apiRequest } from "@/lib/api";

export const acceptSuggestion = (tripId: string, suggestion: Suggestion) =>
  apiRequest<AcceptSuggestionResult>("POST", `/api/trips/${encodeURIComponent(tripId)}/suggestions/accept`, {
    suggestion,
    today: todayCalendarDate(),
  });

export function useAcceptSuggestion(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (suggestion: Suggestion) => acceptSuggestion(tripId, suggestion),
    // The new item or reservation shows on every list of this trip (itinerary, calendar, reservations, locations).
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] === "/api/trips" && q.queryKey[1] === tripId }),
  });
}
