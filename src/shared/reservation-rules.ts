// Reservation types and statuses, and the status badge the page, the
// dashboard and their tests share (docs/product/reservations-and-imports.md). No zod here: the dashboard's
// first load evaluates this (ADR 015); the schemas are in reservations.ts.

import { isCalendarDate } from "./dates";

// docs/product/reservations-and-imports.md: sixteen kinds. The first six are the old ones, unchanged in
// meaning ("transport" is any other transport), so every stored reservation keeps its type.
export const RESERVATION_TYPES = [
  "hotel",
  "flight",
  "restaurant",
  "attraction",
  "transport",
  "other",
  "train",
  "bus",
  "ferry",
  "cruise",
  "car_rental",
  "taxi",
  "bicycle",
  "tour",
  "event",
  "activity",
] as const;
export type ReservationType = (typeof RESERVATION_TYPES)[number];

/** Kinds that go from one place to another: `from`/`to`, leaving at the reservation's date and time, arriving at its end. */
export const JOURNEY_TYPES = ["flight", "train", "bus", "ferry", "cruise", "taxi", "bicycle", "transport"] as const satisfies readonly ReservationType[];
/** Kinds with a picked-up and dropped-off place (the same from/to fields, named so). */
export const PICK_UP_TYPES = ["car_rental"] as const satisfies readonly ReservationType[];
/** Kinds that may carry a seat: journeys and what is held at a venue. */
export const SEATED_TYPES = ["flight", "train", "bus", "ferry", "cruise", "event", "tour", "activity", "attraction"] as const satisfies readonly ReservationType[];
/** Kinds with a carriage and a platform. */
export const RAIL_TYPES = ["train"] as const satisfies readonly ReservationType[];

/** The groups the reservations page filters by. */
export const RESERVATION_GROUPS = {
  transport: ["flight", "train", "bus", "ferry", "cruise", "car_rental", "taxi", "bicycle", "transport"],
  stays: ["hotel"],
  food: ["restaurant"],
  things: ["attraction", "tour", "event", "activity"],
  other: ["other"],
} as const satisfies Record<string, readonly ReservationType[]>;
export type ReservationGroup = keyof typeof RESERVATION_GROUPS;

export const isOfKinds = (type: ReservationType, kinds: readonly ReservationType[]) => kinds.includes(type);

/**
 * Kinds an import treats as the same booking: a generic "transport" may be the train, bus or ferry a source
 * names, and an "attraction" the event, tour or activity.
 */
const SAME_BOOKING: Partial<Record<ReservationType, readonly ReservationType[]>> = {
  transport: ["train", "bus", "ferry"],
  attraction: ["event", "tour", "activity"],
};
export function sameBookingKind(a: ReservationType, b: ReservationType): boolean {
  return a === b || (SAME_BOOKING[a]?.includes(b) ?? false) || (SAME_BOOKING[b]?.includes(a) ?? false);
}

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
