// POST /api/trips/{tripId}/lists/{packing|todo} → 201 ListItem; queued on the device when offline (lib/offline-writes.ts).
import type { ListItem, ListItemInput, ListKind } from "@shared/lists";
import { queuedWrite, useQueuedWrite } from "@/lib/offline-writes";
import { listQueryKey } from "./keys";
import { apiUrl } from "@/lib/api";

export function useAddListItem(tripId: string, list: ListKind) {
  const send = useQueuedWrite<ListItem>();
  return (body: ListItemInput) =>
    send(
      queuedWrite({
        method: "POST",
        url: apiUrl("/api/trips/{tripId}/lists/{list}", { tripId, list }),
        body,
        label: body.text,
        kind: "list-item",
        invalidate: [listQueryKey(tripId, list)],
      }),
    );
}
