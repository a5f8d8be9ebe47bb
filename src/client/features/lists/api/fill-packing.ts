// POST /api/trips/{tripId}/lists/packing/fill { template } | { fromTripId } → the packing list.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FillInput } from "@shared/lists";
import { answer, api } from "@/lib/api";
import { listQueryKey } from "./keys";

export const fillPackingList = (tripId: string, body: FillInput) =>
  answer(api.POST("/api/trips/{tripId}/lists/packing/fill", { params: { path: { tripId } }, body }));

export function useFillPackingList(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FillInput) => fillPackingList(tripId, body),
    onSuccess: (list) => queryClient.setQueryData(listQueryKey(tripId, "packing"), list),
  });
}
