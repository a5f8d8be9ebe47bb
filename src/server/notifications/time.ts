// Wall times in a person's or a place's zone, turned into instants only here
// (where a zone meets the clock: a digest at 08:00, a reminder at 18:00).
import { TZDate } from "@date-fns/tz";
import { knownTimeZone } from "@shared/dates";

/** The instant a wall time `YYYY-MM-DD` + `HH:mm` is in `zone` (UTC when the zone is unknown or missing). */
export function instantOf(date: string, time: string, zone: string | null | undefined): Date {
  const [y, mo, d] = date.split("-").map(Number) as [number, number, number];
  const [h, mi] = time.split(":").map(Number) as [number, number];
  return new Date(new TZDate(y, mo - 1, d, h, mi, knownTimeZone(zone ?? undefined)).getTime());
}

/** The first instant after `now` when the clock in `zone` reads `hour`:00. */
export function nextLocalTime(now: Date, zone: string | null | undefined, hour: number): Date {
  const local = new TZDate(now.getTime(), knownTimeZone(zone ?? undefined));
  const at = new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), hour, 0, 0, local.timeZone!);
  if (at.getTime() > now.getTime()) return new Date(at.getTime());
  const tomorrow = new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + 1, hour, 0, 0, local.timeZone!);
  return new Date(tomorrow.getTime());
}

/** `YYYY-MM-DD` shifted by whole days (calendar arithmetic, no zone). */
export function addCalendarDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
