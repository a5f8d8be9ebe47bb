// POST /api/trips/{tripId}/reservations → 201 Reservation.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Reservation, ReservationInput } from "@shared/reservations";
import { apiRequest } from "@/lib/api";
import { reservationsQueryKey } from "./get-reservations";

export const createReservation = (tripId: string, body: ReservationInput) =>
  apiRequest<Reservation>("POST", `/api/trips/${encodeURIComponent(tripId)}/reservations`, body);

export function useCreateReservation(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReservationInput) => createReservation(tripId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reservationsQueryKey(tripId) }),
  });
}
