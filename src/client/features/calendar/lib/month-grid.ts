// The month grid both calendars draw (spec §2): whole weeks, Sunday first,
// days as YYYY-MM-DD strings, and which items fall on a day.
import { addDays, addMonths, endOfMonth, endOfWeek, format, parseISO, startOfWeek } from "date-fns";
import type { ItineraryItem } from "@shared/itinerary";

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

/** Items whose start..end (end defaulting to start) covers the day. */
export function itemsOnDay(items: readonly ItineraryItem[], date: string): ItineraryItem[] {
  return items.filter((i) => i.startDate && i.startDate <= date && date <= (i.endDate ?? i.startDate));
}

/** At most `max` items, then how many more there are (spec §9: 2 per day). */
export function visibleBars<T>(items: readonly T[], max = 2): { shown: T[]; more: number } {
  return { shown: items.slice(0, max), more: Math.max(0, items.length - max) };
}


/** Bar colour by the linked reservation's type: hotel primary, restaurant orange, attraction green, else accent. */
export function barClass(item: Pick<ItineraryItem, "reservation">): string {
  switch (item.reservation?.type) {
    case "hotel":
      return "bg-primary text-primary-foreground";
    case "restaurant":
      // Darker shades than the spec's plain names so white text keeps a 4.5:1 contrast.
      return "bg-orange-700 text-white";
    case "attraction":
      return "bg-green-700 text-white";
    default:
      return "bg-accent text-foreground";
  }
}
