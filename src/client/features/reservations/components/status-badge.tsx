// The card's badge: Today / Tomorrow, else Confirmed, Pending or Cancelled.
import type { Reservation } from "@shared/reservations";
import { Badge } from "@/components/ui/badge";
import { useToday } from "@/lib/render-context";
import { BADGE_VARIANT, statusBadgeFor } from "../lib/display";

export function ReservationStatusBadge({ reservation }: { reservation: Pick<Reservation, "reservationDate" | "status"> }) {
  const badge = statusBadgeFor(reservation, useToday());
  return <Badge variant={BADGE_VARIANT[badge]}>{badge}</Badge>;
}
