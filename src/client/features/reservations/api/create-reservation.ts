// POST /api/trips/{tripId}/reservations → 201 Reservation; queued on the device when offline (lib/offline-writes.ts).
import type { Reservation, ReservationInput } from "@shared/reservations";
import { queuedWrite, useQueuedWrite } from "@/lib/offline-writes";
import { reservationsQueryKey } from "./get-reservations";
import { apiUrl } from "@/lib/api";

export function useCreateReservation(tripId: string) {
  const send = useQueuedWrite<Reservation>();
  return (body: ReservationInput) =>
    send(
      queuedWrite({
        method: "POST",
        url: apiUrl("/api/trips/{tripId}/reservations", { tripId }),
        body,
        label: body.name,
        kind: "reservation",
        invalidate: [reservationsQueryKey(tripId)],
      }),
    );
}
