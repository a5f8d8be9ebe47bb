// DELETE /api/trips/:id → 204. docs/product/trips-and-members.md: deleting the selected trip forgets it.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Trip } from "@shared/trips";
import { answer, api } from "@/lib/api";
import { readSelectedTripId, writeSelectedTripId } from "@/lib/selected-trip";
import { tripQueryKey } from "./get-trip";
import { tripsQueryKey } from "./get-trips";

export const deleteTrip = (id: string) => answer(api.DELETE("/api/trips/{id}", { params: { path: { id } } }));

export function useDeleteTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTrip,
    onSuccess: async (_data, id) => {
      // Drop it from the cached list first, or the selection fallback could
      // briefly pick the deleted trip again before the refetch lands.
      queryClient.setQueryData<Trip[]>(tripsQueryKey, (old) => old?.filter((t) => t.id !== id));
      if (readSelectedTripId() === id) writeSelectedTripId(null);
      queryClient.removeQueries({ queryKey: tripQueryKey(id) });
      await queryClient.invalidateQueries({ queryKey: tripsQueryKey });
    },
  });
}
