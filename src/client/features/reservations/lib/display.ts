// How a reservation reads on screen: type icons and labels, the date line,
// the cost in the trip's currency, and the status badge (docs/product/reservations-and-imports.md).
import { addDays, format, parseISO } from "date-fns";
import {
  BedDouble,
  Bike,
  Bus,
  CarFront,
  CarTaxiFront,
  Drama,
  Flag,
  Footprints,
  Landmark,
  Plane,
  Route,
  Sailboat,
  Ship,
  Ticket,
  TrainFront,
  UtensilsCrossed,
  type LucideIcon,
} from "lucide-react";
import { formatCalendarDate } from "@shared/dates";
import { formatMoney } from "@shared/money";
import type { MessageId } from "@shared/i18n/catalogue";
import type { Formatters } from "@shared/i18n/format";
import type { Translate } from "@/lib/i18n";
import type { Reservation } from "@shared/reservations";
import { reservationBadge, type ReservationGroup, type ReservationStatus, type ReservationType, type StatusBadge } from "@shared/reservation-rules";

/** `label` and `plural`: English, for the CSV export; screens show `labelId` and `pluralId` in the reader's language. */
export const TYPE_META: Record<
  ReservationType,
  { label: string; plural: string; labelId: MessageId; pluralId: MessageId; icon: LucideIcon; tint: string }
> = {
  hotel: { label: "Hotel", plural: "Hotels", labelId: "reservations.type.hotel", pluralId: "reservations.types.hotel", icon: BedDouble, tint: "bg-primary/10 text-primary" },
  flight: { label: "Flight", plural: "Flights", labelId: "reservations.type.flight", pluralId: "reservations.types.flight", icon: Plane, tint: "bg-indigo-100 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300" },
  restaurant: { label: "Restaurant", plural: "Restaurants", labelId: "reservations.type.restaurant", pluralId: "reservations.types.restaurant", icon: UtensilsCrossed, tint: "bg-orange-100 text-orange-700 dark:bg-orange-950 dark:text-orange-300" },
  attraction: { label: "Attraction", plural: "Attractions", labelId: "reservations.type.attraction", pluralId: "reservations.types.attraction", icon: Landmark, tint: "bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300" },
  transport: { label: "Transport", plural: "Transport", labelId: "reservations.type.transport", pluralId: "reservations.types.transport", icon: Route, tint: "bg-sky-100 text-sky-700 dark:bg-sky-950 dark:text-sky-300" },
  other: { label: "Other", plural: "Other", labelId: "reservations.type.other", pluralId: "reservations.types.other", icon: Ticket, tint: "bg-muted text-muted-foreground" },
  train: { label: "Train", plural: "Trains", labelId: "reservations.type.train", pluralId: "reservations.types.train", icon: TrainFront, tint: "bg-sky-100 text-sky-700 dark:bg-sky-950 dark:text-sky-300" },
  bus: { label: "Bus", plural: "Buses", labelId: "reservations.type.bus", pluralId: "reservations.types.bus", icon: Bus, tint: "bg-sky-100 text-sky-700 dark:bg-sky-950 dark:text-sky-300" },
  ferry: { label: "Ferry", plural: "Ferries", labelId: "reservations.type.ferry", pluralId: "reservations.types.ferry", icon: Sailboat, tint: "bg-sky-100 text-sky-700 dark:bg-sky-950 dark:text-sky-300" },
  cruise: { label: "Cruise", plural: "Cruises", labelId: "reservations.type.cruise", pluralId: "reservations.types.cruise", icon: Ship, tint: "bg-sky-100 text-sky-700 dark:bg-sky-950 dark:text-sky-300" },
  car_rental: { label: "Car rental", plural: "Car rentals", labelId: "reservations.type.car_rental", pluralId: "reservations.types.car_rental", icon: CarFront, tint: "bg-sky-100 text-sky-700 dark:bg-sky-950 dark:text-sky-300" },
  taxi: { label: "Taxi", plural: "Taxis", labelId: "reservations.type.taxi", pluralId: "reservations.types.taxi", icon: CarTaxiFront, tint: "bg-sky-100 text-sky-700 dark:bg-sky-950 dark:text-sky-300" },
  bicycle: { label: "Bicycle", plural: "Bicycles", labelId: "reservations.type.bicycle", pluralId: "reservations.types.bicycle", icon: Bike, tint: "bg-sky-100 text-sky-700 dark:bg-sky-950 dark:text-sky-300" },
  tour: { label: "Tour", plural: "Tours", labelId: "reservations.type.tour", pluralId: "reservations.types.tour", icon: Footprints, tint: "bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300" },
  event: { label: "Event", plural: "Events", labelId: "reservations.type.event", pluralId: "reservations.types.event", icon: Drama, tint: "bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300" },
  activity: { label: "Activity", plural: "Activities", labelId: "reservations.type.activity", pluralId: "reservations.types.activity", icon: Flag, tint: "bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300" },
};

/** The groups the reservations page filters by, in the reader's language. */
export const GROUP_MESSAGE: Record<ReservationGroup, MessageId> = {
  transport: "reservations.group.transport",
  stays: "reservations.group.stays",
  food: "reservations.group.food",
  things: "reservations.group.things",
  other: "reservations.group.other",
};

/** English, for the CSV export; screens show STATUS_MESSAGE. */
export const STATUS_LABEL: Record<ReservationStatus, string> = {
  confirmed: "Confirmed",
  pending: "Pending",
  cancelled: "Cancelled",
};

export const STATUS_MESSAGE: Record<ReservationStatus, MessageId> = {
  confirmed: "reservations.status.confirmed",
  pending: "reservations.status.pending",
  cancelled: "reservations.status.cancelled",
};

export const BADGE_MESSAGE: Record<StatusBadge, MessageId> = {
  Today: "reservations.badge.today",
  Tomorrow: "reservations.badge.tomorrow",
  Confirmed: "reservations.status.confirmed",
  Pending: "reservations.status.pending",
  Cancelled: "reservations.status.cancelled",
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

/**
 * "Jun 01, 2026" plus " at 15:30" when a time is set; in the reader's language
 * with `t` and `f` (the time stays the local wall time as written).
 */
export function reservationDateLabel(r: Pick<Reservation, "reservationDate" | "reservationTime">, t?: Translate, f?: Formatters): string {
  const date = f ? f.date(r.reservationDate) : formatCalendarDate(r.reservationDate);
  if (!r.reservationTime) return date;
  return t ? t("reservations.dateAt", { date, time: r.reservationTime }) : `${date} at ${r.reservationTime}`;
}

/** The card's dates: a stay (or anything with an end on a later day) from its date to its end, else as reservationDateLabel. */
export function reservationDatesLabel(r: Pick<Reservation, "reservationDate" | "reservationTime" | "endDate">, t: Translate, f: Formatters): string {
  if (!r.endDate || r.endDate <= r.reservationDate) return reservationDateLabel(r, t, f);
  const dates = f.dateRange(r.reservationDate, r.endDate, "");
  return r.reservationTime ? t("reservations.dateAt", { date: dates, time: r.reservationTime }) : dates;
}

/** The cost in the trip's currency with 2 decimals ("$1,234.50"), or null when there is none; in `f`'s locale when given. */
export function costLabel(cost: string | null, currency: string | null | undefined, f?: Formatters): string | null {
  return cost === null ? null : f ? f.money(cost, currency) : formatMoney(cost, currency);
}

/** docs/product/reservations-and-imports.md: a rating reads "n/5.0"; none reads nothing (not an empty "0/5.0"). */
export function ratingLabel(rating: number | null): string | null {
  return rating === null ? null : `${rating}/5.0`;
}

/** A flight or a ride is not something one rates: its stars show only once a rating exists (an older one, or an import's). */
export const offersRating = (r: Pick<Reservation, "type" | "userRating">): boolean => (r.type !== "flight" && r.type !== "transport") || r.userRating !== null;

/** "8 h", "2 h 25 min", "45 min": a journey's length across zones, in the reader's language. */
export function durationLabel(minutes: number, t: Translate): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t("reservations.card.durationMinutes", { minutes: rest });
  return rest === 0 ? t("reservations.card.durationHours", { hours }) : t("reservations.card.duration", { hours, minutes: rest });
}

/** "Lisbon (LIS) 10:00 → New York (JFK) 13:00": each end at its own local time; null without both ends. */
export function journeyLabel(r: Pick<Reservation, "from" | "to" | "reservationTime" | "endTime">, t: Translate): string | null {
  if (!r.from || !r.to) return null;
  return t("reservations.card.journey", { from: r.from.name, departs: r.reservationTime ?? "", to: r.to.name, arrives: r.endTime ?? "" }).replace(/\s+/g, " ").trim();
}

/** "Seat 23A · Carriage 5 · Platform 3", or null. */
export function seatLabel(r: Pick<Reservation, "seat" | "carriage" | "platform">, t: Translate): string | null {
  const parts = [
    r.carriage ? t("reservations.card.carriage", { carriage: r.carriage }) : null,
    r.seat ? t("reservations.card.seat", { seat: r.seat }) : null,
    r.platform ? t("reservations.card.platform", { platform: r.platform }) : null,
  ].filter(Boolean);
  return parts.length ? parts.join(" · ") : null;
}
