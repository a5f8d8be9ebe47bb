// The itinerary as ordered stops (docs/product/itinerary-and-days.md): items without a location hidden,
// the same city on the same start date shown once, sorted by start date.
import { addCalendarDays, daysBetween } from "@shared/dates";
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

/** docs/product/itinerary-and-days.md: end minus start plus 1, or 1 when there is no end; null when there is no start. */
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

/**
 * The trip's days the stops cover: each calendar date counted once (a
 * changeover day belongs to both stays but is one day), and only the trip's
 * own dates when it has them, so the count is never more than the trip.
 */
export function totalDays(stops: readonly Stop[], trip?: { startDate: string | null; endDate: string | null }): number {
  const dates = new Set<string>();
  for (const s of stops) {
    if (!s.startDate) continue;
    const last = s.endDate ?? s.startDate;
    for (let d = s.startDate; d <= last; d = addCalendarDays(d, 1)) {
      if (trip?.startDate && trip.endDate && (d < trip.startDate || d > trip.endDate)) continue;
      dates.add(d);
    }
  }
  return dates.size;
}

/**
 * For each stop, the cities whose stays overlap it by more than a
 * changeover day (leaving one city and arriving in the next on the same day
 * is the normal case, not an overlap). Keyed by the stop's item id.
 */
export function overlaps(stops: readonly Stop[]): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const dated = stops.filter((s) => s.startDate);
  for (const [i, a] of dated.entries()) {
    for (const b of dated.slice(i + 1)) {
      const aEnd = a.endDate ?? a.startDate!;
      const bEnd = b.endDate ?? b.startDate!;
      if (a.startDate! < bEnd && b.startDate! < aEnd) {
        found.set(a.item.id, [...(found.get(a.item.id) ?? []), b.city]);
        found.set(b.item.id, [...(found.get(b.item.id) ?? []), a.city]);
      }
    }
  }
  return found;
}

/** Calendar events: items without a location. */
export function calendarEvents(items: readonly ItineraryItem[]): ItineraryItem[] {
  return items.filter((i) => !i.location);
}
