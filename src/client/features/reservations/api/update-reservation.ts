// PATCH /api/reservations/{id}: edit any field, including the status. Sent with
// If-Match (the version the device had) and queued when offline (lib/offline-writes.ts).
import type { Reservation, ReservationPatch } from "@shared/reservations";
import { queuedWrite, useQueuedWrite } from "@/lib/offline-writes";
import { reservationsQueryKey } from "./get-reservations";
import { apiUrl } from "@/lib/api";

export function useUpdateReservation(tripId: string) {
  const send = useQueuedWrite<Reservation>();
  return (reservation: Pick<Reservation, "id" | "name" | "updatedAt">, body: ReservationPatch) =>
    send(
      queuedWrite({
        method: "PATCH",
        url: apiUrl("/api/reservations/{id}", { id: reservation.id }),
        body,
        ifMatch: reservation.updatedAt,
        label: reservation.name,
        kind: "reservation",
        invalidate: [reservationsQueryKey(tripId)],
      }),
    );
}
