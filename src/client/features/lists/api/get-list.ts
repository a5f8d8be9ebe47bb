// GET /api/trips/{tripId}/lists/{packing|todo}: the list, in the order added.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ListKind } from "@shared/lists";
import { answer, api } from "@/lib/api";
import { listQueryKey } from "./keys";

export const getList = (tripId: string, list: ListKind) =>
  answer(api.GET("/api/trips/{tripId}/lists/{list}", { params: { path: { tripId, list } } }));

export const listQueryOptions = (tripId: string, list: ListKind) => queryOptions({ queryKey: listQueryKey(tripId, list), queryFn: () => getList(tripId, list) });

export function useList(tripId: string, list: ListKind) {
  return useQuery(listQueryOptions(tripId, list));
}
