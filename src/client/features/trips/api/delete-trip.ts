// DELETE /api/trips/:id → 204. Spec §4: deleting the selected trip forgets it.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { readSelectedTripId, writeSelectedTripId } from "@/lib/selected-trip";
import { tripQueryKey } from "./get-trip";
import { tripsQueryKey } from "./get-trips";

export const deleteTrip = (id: string) => apiRequest<void>("DELETE", `/api/trips/${encodeURIComponent(id)}`);

export function useDeleteTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTrip,
    onSuccess: async (_data, id) => {
      if (readSelectedTripId() === id) writeSelectedTripId(null);
      queryClient.removeQueries({ queryKey: tripQueryKey(id) });
      await queryClient.invalidateQueries({ queryKey: tripsQueryKey });
    },
  });
}
