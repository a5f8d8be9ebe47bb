// The world around each day, offline: the city the day is spent in, its zone,
// sunrise and sunset there, and its country's public holidays (suncalc,
// date-holidays). Part of the days read model, so every view shows the same.
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { DayCity } from "@shared/days";
import type { Db, Tx } from "../db/client";
import { hotRead } from "../db/hot-reads";
import { itineraryItems, locations } from "../db/schema";
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

async function sunOn(date: string, lat: number, lng: number, timeZone: string): Promise<Pick<DayCity, "sunrise" | "sunset">> {
  const { getTimes } = await import("suncalc");
  // About local noon of that date at that longitude, so the times found are that day's.
  const noon = new Date(Date.parse(`${date}T12:00:00Z`) - (lng / 15) * 3_600_000);
  const times = getTimes(noon, lat, lng);
  const shown = (d: Date | null) => (d ? clockTime(d.toISOString(), timeZone) : null);
  return { sunrise: shown(times.sunrise), sunset: shown(times.sunset) };
}

/**
 * Each date's city and holidays. A date's city is the stay covering it whose
 * city has coordinates; on a changeover day, the later stay (the city slept in).
 */
const tripStays = hotRead(
  "days_stays",
  { startDate: itineraryItems.startDate, endDate: itineraryItems.endDate, createdAt: itineraryItems.createdAt, city: locations.city, country: locations.country, lat: locations.lat, lng: locations.lng },
  (db, fields) =>
    db
      .select(fields)
      .from(itineraryItems)
      .innerJoin(locations, eq(locations.id, itineraryItems.locationId))
      .where(and(eq(itineraryItems.tripId, sql.placeholder("tripId")), isNotNull(itineraryItems.startDate), isNotNull(locations.lat), isNotNull(locations.lng))),
);

export async function worldOfDays(db: Db | Tx, tripId: string, dates: readonly string[]): Promise<Map<string, DayWorld>> {
  const stays = await tripStays(db, { tripId });
  stays.sort((a, b) => (a.startDate! === b.startDate! ? (a.createdAt < b.createdAt ? -1 : 1) : a.startDate! < b.startDate! ? -1 : 1));
  const zones = new Map<string, string>();
  const out = new Map<string, DayWorld>();
  for (const date of dates) {
    const stay = stays.findLast((s) => s.startDate! <= date && date <= (s.endDate ?? s.startDate!));
    const country = stay && countryCode(stay.country);
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
      city: { name: stay.city, country, lat, lng, timeZone, ...(await sunOn(date, lat, lng, timeZone)) },
      holidays: holidays.map((name) => ({ name })),
    });
  }
  return out;
}
