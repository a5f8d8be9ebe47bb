// The query keys of the lists: the URL segments (spec §7). The realtime
// feature makes ["/api/trips", tripId, "lists"] stale on any list change.
import type { ListKind } from "@shared/lists";
import { queryKeys } from "@/lib/query-keys";

export const listsQueryKey = (tripId: string) => queryKeys.ofTrip(tripId, "lists");
export const listQueryKey = (tripId: string, list: ListKind) => queryKeys.ofTrip(tripId, "lists", list);
