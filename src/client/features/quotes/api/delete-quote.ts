// DELETE /api/trips/{tripId}/quotes/flights/{id} and /quotes/hotels/{id} → 204.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { quotesUrl, savedQuotesQueryKey, type QuoteKind } from "./keys";

export const deleteQuote = (tripId: string, kind: QuoteKind, id: string) =>
  apiRequest<void>("DELETE", `${quotesUrl(tripId, kind)}/${encodeURIComponent(id)}`);

export function useDeleteQuote(tripId: string, kind: QuoteKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteQuote(tripId, kind, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedQuotesQueryKey(tripId, kind) }),
  });
}
