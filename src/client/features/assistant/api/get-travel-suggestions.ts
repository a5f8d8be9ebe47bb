// POST /api/ai/travel-suggestions: places and activities for a destination (needs a model).
import { useMutation } from "@tanstack/react-query";
import type { TravelSuggestion, TravelSuggestionsInput } from "@shared/chat";
import { apiRequest } from "@/lib/api";

export const getTravelSuggestions = (body: TravelSuggestionsInput) =>
  apiRequest<TravelSuggestion[]>("POST", "/api/ai/travel-suggestions", body);

export function useTravelSuggestions() {
  return useMutation({ mutationFn: getTravelSuggestions });
}
