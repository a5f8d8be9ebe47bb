// PATCH /api/list-items/{id} → ListItem. A tick is { done: true }.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ListItem, ListItemPatch, ListKind } from "@shared/lists";
import { apiRequest } from "@/lib/api";
import { listQueryKey } from "./keys";

export const updateListItem = (id: string, body: ListItemPatch) => apiRequest<ListItem>("PATCH", `/api/list-items/${encodeURIComponent(id)}`, body);

export function useUpdateListItem(tripId: string, list: ListKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ListItemPatch }) => updateListItem(id, body),
    // The answer is the item as stored: put it in place at once, then refetch the list.
    onSuccess: (item) => {
      queryClient.setQueryData<ListItem[]>(listQueryKey(tripId, list), (items) => items?.map((i) => (i.id === item.id ? item : i)));
      return queryClient.invalidateQueries({ queryKey: listQueryKey(tripId, list) });
    },
  });
}
