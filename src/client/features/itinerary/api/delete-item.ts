// DELETE /api/itinerary/:id.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateItinerary } from "./invalidate";

export const deleteItem = (id: string) => apiRequest<void>("DELETE", `/api/itinerary/${id}`);

export function useDeleteItem(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteItem, onSuccess: () => invalidateItinerary(queryClient, tripId) });
}
