// DELETE /api/reservations/{id} → 204.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { answer, api } from "@/lib/api";
import { reservationsQueryKey } from "./get-reservations";

export const deleteReservation = (id: string) =>
  answer(api.DELETE("/api/reservations/{id}", { params: { path: { id } } }));

export function useDeleteReservation(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReservation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reservationsQueryKey(tripId) }),
  });
}
