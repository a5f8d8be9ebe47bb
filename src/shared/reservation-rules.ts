// Reservation types and statuses, and the status badge the page, the
// dashboard and their tests share (docs/product/reservations-and-imports.md). No zod here: the dashboard's
// first load evaluates this (ADR 015); the schemas are in reservations.ts.

import { isCalendarDate } from "./dates";

// docs/product/reservations-and-imports.md: a flight is its own type, no longer filed under transport.
export const RESERVATION_TYPES = ["hotel", "flight", "restaurant", "attraction", "transport", "other"] as const;
export type ReservationType = (typeof RESERVATION_TYPES)[number];

export const RESERVATION_STATUSES = ["confirmed", "pending", "cancelled"] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

export type StatusBadge = "Today" | "Tomorrow" | "Confirmed" | "Pending" | "Cancelled";

/**
 * docs/product/reservations-and-imports.md: "Today" or "Tomorrow" when the reservation falls so, else the
 * status. `today` and `tomorrow` are the viewer's local YYYY-MM-DD. A
 * cancelled reservation says so even today: that is what the user must see.
 */
export function reservationBadge(
  r: { reservationDate: string | null; status: ReservationStatus },
  today: string,
  tomorrow: string,
): StatusBadge {
  if (r.status !== "cancelled") {
    if (r.reservationDate === today) return "Today";
    if (r.reservationDate === tomorrow) return "Tomorrow";
  }
  return r.status === "confirmed" ? "Confirmed" : r.status === "pending" ? "Pending" : "Cancelled";
}

/**
 * The first of a reservation's dates outside its trip's dates, or null (always
 * null for a trip without both dates). A date outside is allowed (an airport
 * hotel the night before) but never by accident: the reservation form and the
 * import preview warn of it.
 */
export function dateOutsideTrip(
  trip: { startDate: string | null; endDate: string | null } | null | undefined,
  dates: readonly (string | null | undefined)[],
): string | null {
  if (!trip?.startDate || !trip.endDate) return null;
  for (const d of dates) if (d && isCalendarDate(d) && (d < trip.startDate || d > trip.endDate)) return d;
  return null;
}
