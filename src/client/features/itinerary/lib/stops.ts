// The itinerary as ordered stops (spec §4): items without a location hidden,
// the same city on the same start date shown once, sorted by start date.
import { daysBetween } from "@shared/dates";
import type { ItineraryItem } from "@shared/itinerary";

export type StopRole = "start" | "stop" | "end";

export interface Stop {
  item: ItineraryItem;
  city: string;
  country: string;
  lat: number | null;
  lng: number | null;
  startDate: string | null;
  endDate: string | null;
  /** End minus start plus one, 1 without an end, null without dates. */
  days: number | null;
  role: StopRole;
}

/** Spec §4: end minus start plus 1, or 1 when there is no end; null when there is no start. */
export function dayCount(start: string | null, end: string | null): number | null {
  if (!start) return null;
  if (!end) return 1;
  return daysBetween(start, end) + 1;
}

export function toStops(items: readonly ItineraryItem[]): Stop[] {
  const seen = new Set<string>();
  const located = items.filter((i) => i.location);
  // A stable sort keeps the server's order among equal (or missing) dates; undated stops go last.
  const sorted = [...located].sort((a, b) => {
    if (a.startDate === b.startDate) return 0;
    if (!a.startDate) return 1;
    if (!b.startDate) return -1;
    return a.startDate < b.startDate ? -1 : 1;
  });
  const unique = sorted.filter((i) => {
    const key = `${i.location!.city.trim().toLowerCase()}|${i.startDate ?? ""}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return unique.map((item, index) => ({
    item,
    city: item.location!.city,
    country: item.location!.country,
    lat: item.location!.lat,
    lng: item.location!.lng,
    startDate: item.startDate,
    endDate: item.endDate,
    days: dayCount(item.startDate, item.endDate),
    role: index === 0 ? "start" : index === unique.length - 1 ? "end" : "stop",
  }));
}

/** Sum of the stops' day counts (stops without dates count none). */
export function totalDays(stops: readonly Stop[]): number {
  return stops.reduce((sum, s) => sum + (s.days ?? 0), 0);
}

/** Calendar events: items without a location. */
export function calendarEvents(items: readonly ItineraryItem[]): ItineraryItem[] {
  return items.filter((i) => !i.location);
}
