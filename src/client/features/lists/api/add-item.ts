// POST /api/trips/{tripId}/lists/{packing|todo} → 201 ListItem.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ListItem, ListItemInput, ListKind } from "@shared/lists";
import { apiRequest } from "@/lib/api";
import { listQueryKey } from "./keys";

export const addListItem = (tripId: string, list: ListKind, body: ListItemInput) =>
  apiRequest<ListItem>("POST", `/api/trips/${encodeURIComponent(tripId)}/lists/${list}`, body);

export function useAddListItem(tripId: string, list: ListKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ListItemInput) => addListItem(tripId, list, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listQueryKey(tripId, list) }),
  });
}
