// POST /api/ai/travel-suggestions: places and activities for a destination (needs a model).
import { useMutation } from "@tanstack/react-query";
import type { TravelSuggestionsInput } from "@shared/chat";
import { answer, api } from "@/lib/api";

export const getTravelSuggestions = (body: TravelSuggestionsInput) =>
  answer(api.POST("/api/ai/travel-suggestions", { body }));

export function useTravelSuggestions() {
  return useMutation({ mutationFn: getTravelSuggestions });
}
