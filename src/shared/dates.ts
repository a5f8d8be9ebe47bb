// Calendar-date helpers. Trip dates are plain `YYYY-MM-DD` strings; they are
// parsed with parseISO (local midnight) and never with `new Date(string)`,
// which reads them as UTC and shifts them a day west of Greenwich.
import { differenceInCalendarDays, format, getDay, parseISO } from "date-fns";

export const CALENDAR_DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** True for a real calendar day written as YYYY-MM-DD (2026-02-30 is false). */
// Arithmetic, not a parse and a format: every date field of every request passes here.
export function isCalendarDate(value: string): boolean {
  if (!CALENDAR_DATE_RE.test(value)) return false;
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  // There is no year 0 (PostgreSQL refuses it too).
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && leap ? 29 : MONTH_DAYS[month - 1]!);
}

export { todayCalendarDate } from "./today";

/**
 * The formatter of "HH:mm" in each zone this runtime knows. Building an Intl.DateTimeFormat costs far
 * more than formatting with one (the day plan shows a sunrise and a sunset for every day); a formatter
 * never changes, and the zones are a fixed few hundred names, so each is built once. Kept by the name
 * in lower case, as Intl reads zone names whatever their case: a visitor's page sends its own, and its
 * spellings must not each add a formatter. Unknown names are not kept.
 */
const clocks = new Map<string, Intl.DateTimeFormat>();
function clockIn(timeZone: string): Intl.DateTimeFormat | null {
  const key = timeZone.toLowerCase();
  let clock = clocks.get(key);
  if (!clock) {
    try {
      clock = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    } catch {
      return null;
    }
    clocks.set(key, clock);
  }
  return clock;
}

/** The IANA time zone if this runtime knows it, else "UTC". */
export function knownTimeZone(timeZone: string | undefined): string {
  return (timeZone && clockIn(timeZone)?.resolvedOptions().timeZone) || "UTC";
}

/** True for an IANA zone this runtime knows, written as its canonical name or an alias ("Europe/Lisbon", "UTC"). */
export function isTimeZone(timeZone: string): boolean {
  if (!/^[A-Za-z_+\-/0-9]+$/.test(timeZone)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Today as YYYY-MM-DD in the given IANA time zone (the server rendering a
 * visitor's page); UTC when the zone is missing or unknown.
 */
export function todayInTimeZone(timeZone: string | undefined, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone: knownTimeZone(timeZone), year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** "HH:mm" (24-hour) of an ISO timestamp in the given IANA time zone. */
export function clockTime(iso: string, timeZone: string): string {
  return (clockIn(timeZone) ?? clockIn("UTC")!).format(new Date(iso));
}

/** "MMM dd, yyyy", the product description's date format. */
export function formatCalendarDate(value: string): string {
  return format(parseISO(value), "MMM dd, yyyy");
}

/** Header date range: "Mar 5 - Mar 12, 2026", or "Planning" when a date is missing. */
export function formatDateRange(start: string | null, end: string | null, empty = "Planning"): string {
  if (!start || !end) return empty;
  return `${format(parseISO(start), "MMM d")} - ${format(parseISO(end), "MMM d, yyyy")}`;
}

/** Days from `from` to `to`, counting calendar days (DST-safe). */
export function daysBetween(from: string, to: string): number {
  return differenceInCalendarDays(parseISO(to), parseISO(from));
}

/** The calendar date `days` after `date` (before it when negative), DST-safe. */
// In UTC, which has no daylight-saving days; arithmetic, not a parse and a format (every day plan lists its days).
// setUTCFullYear keeps the years before 100 as they are (Date.UTC would read 0099 as 1999).
export function addCalendarDays(date: string, days: number): string {
  const d = new Date(0);
  d.setUTCFullYear(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)) + days);
  return d.toISOString().slice(0, 10);
}

/** The day of the week of a calendar date, 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: string): number {
  return getDay(parseISO(date));
}

/** Every calendar date from `start` to `end`, both included (empty when `end` is before `start`). */
export function calendarDatesBetween(start: string, end: string): string[] {
  const dates: string[] = [];
  for (let d = start; d <= end; d = addCalendarDays(d, 1)) dates.push(d);
  return dates;
}

/** Trip duration in days: end minus start plus one, or null without both dates. */
export function tripDuration(start: string | null, end: string | null): number | null {
  if (!start || !end) return null;
  return daysBetween(start, end) + 1;
}

export type TripBadge = "Ongoing" | "Past" | "Upcoming" | "Planning";

/**
 * docs/product/screens.md: Ongoing (started, not ended), Past (end before today), Upcoming
 * (start in the future), else Planning. ISO strings compare as dates.
 */
export function tripBadge(start: string | null, end: string | null, today: string): TripBadge {
  if (end && end < today) return "Past";
  if (start && start > today) return "Upcoming";
  if (start && start <= today && (!end || end >= today)) return "Ongoing";
  return "Planning";
}

/** Days until the trip starts (for the Upcoming badge). */
export function daysUntil(start: string, today: string): number {
  return daysBetween(today, start);
}
