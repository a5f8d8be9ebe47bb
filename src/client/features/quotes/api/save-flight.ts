// POST /api/trips/{tripId}/quotes/flights → 201 SavedFlight.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SavedFlight, SavedFlightInput } from "@shared/quotes";
import { apiRequest } from "@/lib/api";
import { quotesUrl, savedQuotesQueryKey } from "./keys";

export const saveFlight = (tripId: string, body: SavedFlightInput) =>
  apiRequest<SavedFlight>("POST", quotesUrl(tripId, "flights"), body);

export function useSaveFlight(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SavedFlightInput) => saveFlight(tripId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedQuotesQueryKey(tripId, "flights") }),
  });
}
