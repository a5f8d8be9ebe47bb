// POST /api/trips/{tripId}/lists/packing/fill { template } | { fromTripId } → the packing list.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FillInput, ListItem } from "@shared/lists";
import { apiRequest } from "@/lib/api";
import { listQueryKey } from "./keys";

export const fillPackingList = (tripId: string, body: FillInput) =>
  apiRequest<ListItem[]>("POST", `/api/trips/${encodeURIComponent(tripId)}/lists/packing/fill`, body);

export function useFillPackingList(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FillInput) => fillPackingList(tripId, body),
    onSuccess: (list) => queryClient.setQueryData(listQueryKey(tripId, "packing"), list),
  });
}
