// The month grid both calendars draw (docs/product/itinerary-and-days.md): whole weeks, Sunday first,
// days as YYYY-MM-DD strings, and which items fall on a day.
import { addDays, addMonths, endOfMonth, endOfWeek, format, parseISO, startOfWeek } from "date-fns";
import type { ItineraryItem } from "@shared/itinerary";
import type { Reservation } from "@shared/reservations";

export interface GridDay {
  date: string;
  day: number;
  inMonth: boolean;
}

/** "YYYY-MM" of a calendar date. */
export const monthOf = (date: string) => date.slice(0, 7);

export function shiftMonth(month: string, by: number): string {
  return format(addMonths(parseISO(`${month}-01`), by), "yyyy-MM");
}



/** Weeks (Sunday to Saturday) covering the month, with the neighbouring days that fill them. */
/** The month's weeks, each starting on `weekStartsOn` (0 = Sunday: the locale's first day, useFormat()). */
export function monthGrid(month: string, weekStartsOn: 0 | 1 | 2 | 3 | 4 | 5 | 6 = 0): GridDay[][] {
  const first = parseISO(`${month}-01`);
  const last = endOfWeek(endOfMonth(first), { weekStartsOn });
  const weeks: GridDay[][] = [];
  for (let d = startOfWeek(first, { weekStartsOn }); d <= last; d = addDays(d, 7)) {
    weeks.push(
      Array.from({ length: 7 }, (_, i) => {
        const day = addDays(d, i);
        const date = format(day, "yyyy-MM-dd");
        return { date, day: day.getDate(), inMonth: date.startsWith(month) };
      }),
    );
  }
  return weeks;
}

/**
 * The trip's bookings as calendar items, beside the itinerary (issue 27): a
 * stay across its nights (check-in to the night before check-out), a flight,
 * a table or a ticket on its day at its local time, anything else across its
 * dates. A booking an itinerary item already shows, and a cancelled one, are
 * left out. Ids are prefixed so they never meet an item's.
 */
export function reservationItems(reservations: readonly Reservation[], items: readonly ItineraryItem[]): ItineraryItem[] {
  const shown = new Set(items.map((i) => i.reservationId).filter(Boolean));
  return reservations
    .filter((r) => r.status !== "cancelled" && !shown.has(r.id))
    .map((r) => {
      const end =
        r.type === "hotel"
          ? r.endDate && r.endDate > r.reservationDate
            ? format(addDays(parseISO(r.endDate), -1), "yyyy-MM-dd")
            : r.reservationDate
          : r.type === "transport" || r.type === "other"
            ? (r.endDate ?? r.reservationDate)
            : r.reservationDate;
      return {
        id: `reservation-${r.id}`,
        tripId: r.tripId,
        title: r.name,
        description: r.address ?? null,
        startDate: r.reservationDate,
        endDate: end,
        startTime: r.reservationTime ?? null,
        endTime: null,
        allDay: !r.reservationTime,
        locationId: null,
        location: null,
        reservationId: r.id,
        reservation: { type: r.type, name: r.name, description: r.description ?? null },
        createdAt: r.createdAt,
        updatedAt: r.updatedAt,
      };
    });
}

/** Timed items in the order of their time, after the all-day ones. */
export function byTime(a: ItineraryItem, b: ItineraryItem): number {
  return (a.allDay ? "" : (a.startTime ?? "")).localeCompare(b.allDay ? "" : (b.startTime ?? ""));
}

/** Items whose start..end (end defaulting to start) covers the day. */
export function itemsOnDay(items: readonly ItineraryItem[], date: string): ItineraryItem[] {
  return items.filter((i) => i.startDate && i.startDate <= date && date <= (i.endDate ?? i.startDate));
}

/** At most `max` items, then how many more there are (docs/product/itinerary-and-days.md: 2 per day). */
export function visibleBars<T>(items: readonly T[], max = 2): { shown: T[]; more: number } {
  return { shown: items.slice(0, max), more: Math.max(0, items.length - max) };
}


/** Bar colour by the linked reservation's type: hotel primary, restaurant orange, attraction green, flight indigo, else accent. */
export function barClass(item: Pick<ItineraryItem, "reservation">): string {
  switch (item.reservation?.type) {
    case "hotel":
      return "bg-primary text-primary-foreground";
    case "restaurant":
      // Darker shades than the product description's plain names so white text keeps a 4.5:1 contrast.
      return "bg-orange-700 text-white";
    case "attraction":
      return "bg-green-700 text-white";
    case "flight":
      return "bg-indigo-700 text-white";
    default:
      return "bg-accent text-foreground";
  }
}
