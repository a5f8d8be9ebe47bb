// Local wall times across zones. Times are stored as the wall time of their
// place; an instant is only made to compare two places (a flight's length) or
// to show a member abroad the time on their own clock.
import { TZDate } from "@date-fns/tz";
import { clockTime } from "./dates";

export interface WallTime {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM */
  time: string;
  timeZone: string;
}

// A wall time's instant asks Intl for its zone's offset several times over (tens of µs); a day plan turns the
// same journeys' times into instants on every read, so the answers are kept. They never change while the
// process runs (its zone data is fixed); the store is emptied when full, so it stays small.
const instants = new Map<string, number>();
const KEPT_INSTANTS = 5_000;

/** The instant a wall time names in its zone. */
export function instantOf({ date, time, timeZone }: WallTime): Date {
  const key = `${date} ${time} ${timeZone}`;
  let at = instants.get(key);
  if (at === undefined) {
    const [y, m, d] = date.split("-").map(Number) as [number, number, number];
    const [h, min] = time.split(":").map(Number) as [number, number];
    at = new TZDate(y, m - 1, d, h, min, timeZone).getTime();
    if (instants.size >= KEPT_INSTANTS) instants.clear();
    instants.set(key, at);
  }
  return new Date(at);
}

/** Minutes from one wall time to another, each in its own zone: Lisbon 10:00 → New York 13:00 the same day is 480. */
export function minutesBetween(from: WallTime, to: WallTime): number {
  return Math.round((instantOf(to).getTime() - instantOf(from).getTime()) / 60_000);
}

/** The same instant on another zone's clock: the date too, as it may be the day before or after. */
export function wallTimeIn(at: WallTime, timeZone: string): WallTime {
  return wallTimeAt(instantOf(at), timeZone);
}

/** What a zone's clock shows `minutes` after a wall time elsewhere: a flight's landing in its arrival airport's time. */
export function wallTimeAfter(at: WallTime, minutes: number, timeZone: string): WallTime {
  return wallTimeAt(new Date(instantOf(at).getTime() + minutes * 60_000), timeZone);
}

/** An instant on a zone's clock. */
export function wallTimeAt(instant: Date, timeZone: string): WallTime {
  const date = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);
  return { date, time: clockTime(instant.toISOString(), timeZone), timeZone };
}
