// How a reservation reads on screen: type icons and labels, the date line,
// the cost in the trip's currency, and the status badge (spec §2, §4).
import { addDays, format, parseISO } from "date-fns";
import { BedDouble, Bus, Landmark, Ticket, UtensilsCrossed, type LucideIcon } from "lucide-react";
import { formatCalendarDate } from "@shared/dates";
import { formatMoney } from "@shared/money";
import type { Reservation } from "@shared/reservations";
import { reservationBadge, type ReservationStatus, type ReservationType, type StatusBadge } from "@shared/reservation-rules";

export const TYPE_META: Record<ReservationType, { label: string; plural: string; icon: LucideIcon; tint: string }> = {
  hotel: { label: "Hotel", plural: "Hotels", icon: BedDouble, tint: "bg-primary/10 text-primary" },
  restaurant: { label: "Restaurant", plural: "Restaurants", icon: UtensilsCrossed, tint: "bg-orange-100 text-orange-700" },
  attraction: { label: "Attraction", plural: "Attractions", icon: Landmark, tint: "bg-emerald-100 text-emerald-700" },
  transport: { label: "Transport", plural: "Transport", icon: Bus, tint: "bg-sky-100 text-sky-700" },
  other: { label: "Other", plural: "Other", icon: Ticket, tint: "bg-muted text-muted-foreground" },
};

export const STATUS_LABEL: Record<ReservationStatus, string> = {
  confirmed: "Confirmed",
  pending: "Pending",
  cancelled: "Cancelled",
};

export const BADGE_VARIANT: Record<StatusBadge, "success" | "accent" | "secondary" | "muted" | "default"> = {
  Today: "default",
  Tomorrow: "accent",
  Confirmed: "success",
  Pending: "secondary",
  Cancelled: "muted",
};

/** A calendar date and the one after it (calendar days, not 24 h). */
export function todayAndTomorrow(today: string): { today: string; tomorrow: string } {
  return { today, tomorrow: format(addDays(parseISO(today), 1), "yyyy-MM-dd") };
}

/** The card's badge: "Today" / "Tomorrow" (from the viewer's today, see useToday), else the status. */
export function statusBadgeFor(r: Pick<Reservation, "reservationDate" | "status">, today: string): StatusBadge {
  const days = todayAndTomorrow(today);
  return reservationBadge(r, days.today, days.tomorrow);
}

/** "Jun 01, 2026" plus " at 15:30" when a time is set. */
export function reservationDateLabel(r: Pick<Reservation, "reservationDate" | "reservationTime">): string {
  const date = formatCalendarDate(r.reservationDate);
  return r.reservationTime ? `${date} at ${r.reservationTime}` : date;
}

/** The cost in the trip's currency with 2 decimals ("$1,234.50"), or null when there is none. */
export function costLabel(cost: string | null, currency: string | null | undefined): string | null {
  return cost === null ? null : formatMoney(cost, currency);
}

/** Spec §9: a rating reads "n/5.0". */
export function ratingLabel(rating: number | null): string {
  return `${rating ?? 0}/5.0`;
}
