// The query keys of the lists: the URL segments (docs/product/lists.md). The realtime
// feature makes ["/api/trips", tripId, "lists"] stale on any list change.
import type { ListKind } from "@shared/lists";

export const listsQueryKey = (tripId: string) => ["/api/trips", tripId, "lists"] as const;
export const listQueryKey = (tripId: string, list: ListKind) => ["/api/trips", tripId, "lists", list] as const;
