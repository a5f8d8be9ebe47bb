// PATCH /api/list-items/{id} → ListItem. A tick is { done: true }.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ListItem, ListItemPatch, ListKind } from "@shared/lists";
import { apiRequest } from "@/lib/api";
import { listQueryKey } from "./keys";

export const updateListItem = (id: string, body: ListItemPatch) => apiRequest<ListItem>("PATCH", `/api/list-items/${encodeURIComponent(id)}`, body);

export function useUpdateListItem(tripId: string, list: ListKind) {
  const queryClient = useQueryClient();
  const key = listQueryKey(tripId, list);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ListItemPatch }) => updateListItem(id, body),
    // A tick shows at once (a checkbox that waits for the server feels broken); a refusal puts it back.
    onMutate: async ({ id, body }) => {
      if (body.done === undefined) return undefined;
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ListItem[]>(key);
      queryClient.setQueryData<ListItem[]>(key, (items) => items?.map((i) => (i.id === id ? { ...i, done: body.done! } : i)));
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    // The answer is the item as stored (its new updatedAt): put it in place, then refetch the list.
    onSuccess: (item) => {
      queryClient.setQueryData<ListItem[]>(key, (items) => items?.map((i) => (i.id === item.id ? item : i)));
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
