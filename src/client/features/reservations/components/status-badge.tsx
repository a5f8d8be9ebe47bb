// The card's badge: Today / Tomorrow, else Confirmed, Pending or Cancelled.
import type { Reservation } from "@shared/reservations";
import { Badge } from "@/components/ui/badge";
import { useToday } from "@/lib/render-context";
import { BADGE_MESSAGE, BADGE_VARIANT, statusBadgeFor } from "../lib/display";
import { useT } from "@/lib/i18n";

export function ReservationStatusBadge({ reservation }: { reservation: Pick<Reservation, "reservationDate" | "status"> }) {
  const badge = statusBadgeFor(reservation, useToday());
  const t = useT();
  return <Badge variant={BADGE_VARIANT[badge]}>{t(BADGE_MESSAGE[badge])}</Badge>;
}
