// POST /api/proposals/{id}/apply → { applied }, POST /api/proposals/{id}/discard → the proposal (docs/product/assistant.md).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { answer, api } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

export const applyProposal = (id: string) => answer(api.POST("/api/proposals/{id}/apply", { params: { path: { id } } }));
export const discardProposal = (id: string) => answer(api.POST("/api/proposals/{id}/discard", { params: { path: { id } } }));

/** Apply or discard; either way every list of the trip is read again (the changes, and the card's status in the chat). */
export function useDecideProposal(tripId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.trip(tripId) });
  return {
    apply: useMutation({ mutationFn: applyProposal, onSettled: refresh }),
    discard: useMutation({ mutationFn: discardProposal, onSettled: refresh }),
  };
}
