// POST /api/proposals/{id}/apply → { applied }, POST /api/proposals/{id}/discard → the proposal (docs/product/assistant.md).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApplyResult, Proposal } from "@shared/proposals";
import { apiRequest } from "@/lib/api";

export const applyProposal = (id: string) => apiRequest<ApplyResult>("POST", `/api/proposals/${encodeURIComponent(id)}/apply`);
export const discardProposal = (id: string) => apiRequest<Proposal>("POST", `/api/proposals/${encodeURIComponent(id)}/discard`);

/** Apply or discard; either way every list of the trip is read again (the changes, and the card's status in the chat). */
export function useDecideProposal(tripId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] === "/api/trips" && q.queryKey[1] === tripId });
  return {
    apply: useMutation({ mutationFn: applyProposal, onSettled: refresh }),
    discard: useMutation({ mutationFn: discardProposal, onSettled: refresh }),
  };
}
