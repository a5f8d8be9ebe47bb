// POST /api/trips/{tripId}/lists/{packing|todo} → 201 ListItem; queued on the device when offline (lib/offline-writes.ts).
import type { ListItem, ListItemInput, ListKind } from "@shared/lists";
import { queuedWrite, useQueuedWrite } from "@/lib/offline-writes";
import { listQueryKey } from "./keys";

export function useAddListItem(tripId: string, list: ListKind) {
  const send = useQueuedWrite<ListItem>();
  return (body: ListItemInput) =>
    send(
      queuedWrite({
        method: "POST",
        url: `/api/trips/${encodeURIComponent(tripId)}/lists/${list}`,
        body,
        label: body.text,
        kind: "list-item",
        invalidate: [listQueryKey(tripId, list)],
      }),
    );
}
