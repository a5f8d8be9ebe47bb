// PATCH /api/reservations/{id}: edit any field, including the status.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Reservation, ReservationPatch } from "@shared/reservations";
import { apiRequest } from "@/lib/api";
import { reservationsQueryKey } from "./get-reservations";

export const updateReservation = (id: string, body: ReservationPatch) =>
  apiRequest<Reservation>("PATCH", `/api/reservations/${encodeURIComponent(id)}`, body);

export function useUpdateReservation(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReservationPatch }) => updateReservation(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reservationsQueryKey(tripId) }),
  });
}
