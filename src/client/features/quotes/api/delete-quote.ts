// DELETE /api/trips/{tripId}/quotes/flights/{id} and /quotes/hotels/{id} → 204.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { answer, api } from "@/lib/api";
import { savedQuotesQueryKey, type QuoteKind } from "./keys";

export function deleteQuote(tripId: string, kind: QuoteKind, id: string) {
  const init = { params: { path: { tripId, id } } };
  return answer(
    kind === "flights" ? api.DELETE("/api/trips/{tripId}/quotes/flights/{id}", init) : api.DELETE("/api/trips/{tripId}/quotes/hotels/{id}", init),
  );
}

export function useDeleteQuote(tripId: string, kind: QuoteKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteQuote(tripId, kind, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedQuotesQueryKey(tripId, kind) }),
  });
}
