// POST /api/trips/{tripId}/quotes/flights → 201 SavedFlight.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SavedFlightInput } from "@shared/quotes";
import { answer, api } from "@/lib/api";
import { savedQuotesQueryKey } from "./keys";

export const saveFlight = (tripId: string, body: SavedFlightInput) =>
  answer(api.POST("/api/trips/{tripId}/quotes/flights", { params: { path: { tripId } }, body }));

export function useSaveFlight(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SavedFlightInput) => saveFlight(tripId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedQuotesQueryKey(tripId, "flights") }),
  });
}
