// The month grid both calendars draw (docs/product/itinerary-and-days.md): whole weeks from the locale's first
// weekday, days as YYYY-MM-DD strings. Which items fall on a day is the days
// read model's answer (itemsOnDate below), as in the Days view.
import { addDays, addMonths, endOfMonth, endOfWeek, format, parseISO, startOfWeek } from "date-fns";
import type { Day, DayItem } from "@shared/days";

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

/** At most `max` items, then how many more there are (docs/product/itinerary-and-days.md: 2 per day). */
export function visibleBars<T>(items: readonly T[], max = 2): { shown: T[]; more: number } {
  return { shown: items.slice(0, max), more: Math.max(0, items.length - max) };
}


/** Bar colour by kind: hotels and stays primary, restaurant orange, attraction green, flight indigo, places sky blue, else accent. */
export function barClass(item: Pick<DayItem, "kind" | "reservationType">): string {
  switch (item.kind === "reservation" ? item.reservationType : item.kind) {
    case "hotel":
    case "stay":
      return "bg-primary text-primary-foreground";
    case "restaurant":
      // Darker shades than the product description's plain names so white text keeps a 4.5:1 contrast.
      return "bg-orange-700 text-white";
    case "attraction":
      return "bg-green-700 text-white";
    case "flight":
      return "bg-indigo-700 text-white";
    case "place":
      return "bg-sky-700 text-white";
    default:
      return "bg-accent text-accent-foreground";
  }
}

/**
 * A day's items from the days answer, as the calendar page and the dashboard's widget list them.
 * Here, not in @shared/days: that module carries the days' zod schemas, and the dashboard's first load reads this (ADR 015).
 */
export function itemsOnDate(days: readonly Day[], date: string): DayItem[] {
  return days.find((d) => d.date === date)?.items ?? [];
}

/** A day's city (sun, zone) and holidays from the days answer, as the calendar shows them beside its items. */
export function worldOnDate(days: readonly Day[], date: string): Pick<Day, "date" | "city" | "holidays"> {
  const day = days.find((d) => d.date === date);
  return { date, city: day?.city ?? null, holidays: day?.holidays ?? [] };
}
