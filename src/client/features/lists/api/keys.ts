// The query keys of the lists, from the one factory. The realtime feature
// makes the trip's "lists" part stale on any list change.
import type { ListKind } from "@shared/lists";
import { queryKeys } from "@/lib/query-keys";

export const listsQueryKey = (tripId: string) => queryKeys.ofTrip(tripId, "lists");
export const listQueryKey = (tripId: string, list: ListKind) => queryKeys.ofTrip(tripId, "lists", list);
