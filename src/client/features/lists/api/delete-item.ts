// DELETE /api/list-items/{id} → 204.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ListKind } from "@shared/lists";
import { answer, api } from "@/lib/api";
import { listQueryKey } from "./keys";

export const deleteListItem = (id: string) => answer(api.DELETE("/api/list-items/{id}", { params: { path: { id } } }));

export function useDeleteListItem(tripId: string, list: ListKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteListItem(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listQueryKey(tripId, list) }),
  });
}
