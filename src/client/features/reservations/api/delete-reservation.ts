// DELETE /api/reservations/{id} → 204.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { reservationsQueryKey } from "./get-reservations";

export const deleteReservation = (id: string) =>
  apiRequest<void>("DELETE", `/api/reservations/${encodeURIComponent(id)}`);

export function useDeleteReservation(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReservation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reservationsQueryKey(tripId) }),
  });
}
