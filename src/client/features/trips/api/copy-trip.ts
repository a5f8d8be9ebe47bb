// POST /api/trips/:tripId/copy → 201 the new trip (docs/product/trips-and-members.md, "Copy a trip").
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TripCopyInput } from "@shared/trips";
import { answer, api } from "@/lib/api";
import { tripsQueryKey } from "./get-trips";

export const copyTrip = ({ id, body }: { id: string; body: TripCopyInput }) =>
  answer(api.POST("/api/trips/{tripId}/copy", { params: { path: { tripId: id } }, body }));

export function useCopyTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyTrip,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tripsQueryKey }),
  });
}
