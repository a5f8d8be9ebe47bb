// The world around each day, offline: the city the day is spent in, its zone,
// sunrise and sunset there, and its country's public holidays (suncalc,
// date-holidays). Part of the days read model, so every view shows the same.
import type { DayCity } from "@shared/days";
import { countryCode } from "../geo/cities";
import { zoneAt } from "../geo/zone";
import { clockTime } from "@shared/dates";

export interface DayWorld {
  city: DayCity | null;
  holidays: Array<{ name: string }>;
}

const NONE: DayWorld = { city: null, holidays: [] };

/** A country's public holidays by date ("YYYY-MM-DD" → names), per country and year; the rules load on first use. */
const holidayCache = new Map<string, Map<string, string[]>>();
async function holidaysOf(country: string, year: number): Promise<Map<string, string[]>> {
  const key = `${country}|${year}`;
  let byDate = holidayCache.get(key);
  if (!byDate) {
    const { default: Holidays } = await import("date-holidays");
    byDate = new Map();
    for (const h of new Holidays(country).getHolidays(year)) {
      // Bank holidays, observances and optional days are not days off for everyone.
      if (h.type !== "public") continue;
      const date = h.date.slice(0, 10);
      byDate.set(date, [...(byDate.get(date) ?? []), h.name]);
    }
    holidayCache.set(key, byDate);
  }
  return byDate;
}

// Loaded on first use, then kept: asking the module loader again on every day of every read costs more than the sums.
let suncalc: typeof import("suncalc") | undefined;

async function sunOn(date: string, lat: number, lng: number, timeZone: string): Promise<Pick<DayCity, "sunrise" | "sunset">> {
  const { getTimes } = (suncalc ??= await import("suncalc"));
  // About local noon of that date at that longitude, so the times found are that day's.
  const noon = new Date(Date.parse(`${date}T12:00:00Z`) - (lng / 15) * 3_600_000);
  const times = getTimes(noon, lat, lng);
  const shown = (d: Date | null) => (d ? clockTime(d.toISOString(), timeZone) : null);
  return { sunrise: shown(times.sunrise), sunset: shown(times.sunset) };
}

/** A stay as the days read gives it (an event has no city: no location). */
export interface StayRow {
  startDate: string;
  endDate: string | null;
  createdAt: string;
  city: string | null;
  country: string | null;
  lat: number | null;
  lng: number | null;
}

/**
 * Each date's city and holidays. A date's city is the stay covering it whose
 * city has coordinates; on a changeover day, the later stay (the city slept in).
 */
export async function worldOfDays(rows: readonly StayRow[], dates: readonly string[]): Promise<Map<string, DayWorld>> {
  const stays = rows.filter((s) => s.city !== null && s.country !== null && s.lat !== null && s.lng !== null);
  stays.sort((a, b) => (a.startDate === b.startDate ? (a.createdAt < b.createdAt ? -1 : 1) : a.startDate < b.startDate ? -1 : 1));
  // A stay covers many dates: its zone is found once per request, not per date.
  const zones = new Map<string, string>();
  const out = new Map<string, DayWorld>();
  for (const date of dates) {
    const stay = stays.findLast((s) => s.startDate <= date && date <= (s.endDate ?? s.startDate));
    const country = stay && countryCode(stay.country!);
    if (!stay || !country) {
      out.set(date, NONE);
      continue;
    }
    const lat = stay.lat!;
    const lng = stay.lng!;
    const where = `${lat},${lng}`;
    const timeZone = zones.get(where) ?? (await zoneAt(lat, lng));
    zones.set(where, timeZone);
    const holidays = (await holidaysOf(country, Number(date.slice(0, 4)))).get(date) ?? [];
    out.set(date, {
      city: { name: stay.city!, country, lat, lng, timeZone, ...(await sunOn(date, lat, lng, timeZone)) },
      holidays: holidays.map((name) => ({ name })),
    });
  }
  return out;
}
