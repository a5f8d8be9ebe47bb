// DELETE /api/itinerary/:id.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { answer, api } from "@/lib/api";
import { invalidateItinerary } from "./invalidate";

export const deleteItem = (id: string) => answer(api.DELETE("/api/itinerary/{id}", { params: { path: { id } } }));

export function useDeleteItem(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteItem, onSuccess: () => invalidateItinerary(queryClient, tripId) });
}
