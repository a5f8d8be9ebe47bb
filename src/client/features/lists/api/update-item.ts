// PATCH /api/list-items/{id} → ListItem. A tick is { done: true }. Sent with
// If-Match (the version the device had) and queued when offline (lib/offline-writes.ts).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ListItem, ListItemPatch, ListKind } from "@shared/lists";
import { queuedWrite, useQueuedWrite } from "@/lib/offline-writes";
import { listQueryKey } from "./keys";
import { apiUrl } from "@/lib/api";

export function useUpdateListItem(tripId: string, list: ListKind) {
  const queryClient = useQueryClient();
  const send = useQueuedWrite<ListItem>();
  const key = listQueryKey(tripId, list);
  return useMutation({
    // It only hands the write on (useQueuedWrite queues it offline): it must not itself wait for the network.
    networkMode: "always",
    mutationFn: ({ item, body }: { item: Pick<ListItem, "id" | "text" | "updatedAt">; body: ListItemPatch }) =>
      send(
        queuedWrite({
          method: "PATCH",
          url: apiUrl("/api/list-items/{id}", { id: item.id }),
          body,
          ifMatch: item.updatedAt,
          label: item.text,
          kind: "list-item",
          invalidate: [key],
        }),
      ),
    // A tick shows at once (a checkbox that waits for the server feels broken, and offline it waits for the signal); a refusal puts it back.
    onMutate: async ({ item, body }) => {
      if (body.done === undefined) return undefined;
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ListItem[]>(key);
      queryClient.setQueryData<ListItem[]>(key, (items) => items?.map((i) => (i.id === item.id ? { ...i, done: body.done! } : i)));
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    // Sent: the answer is the item as stored (its new updatedAt), put in place, then the list is read again.
    // Queued offline: the tick stays as shown until the write is sent.
    onSuccess: (result) => {
      if (result.queued) return;
      queryClient.setQueryData<ListItem[]>(key, (items) => items?.map((i) => (i.id === result.data.id ? result.data : i)));
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
