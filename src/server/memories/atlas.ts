// The atlas (docs/product/memories.md): the countries and cities of all of a
// member's trips, from the trips' own stops (the itinerary as the map shows
// it) and the one leg function (days/service tripLegs), so its kilometres are
// the Map's. A day before today (in the server's calendar) is visited, the
// rest planned. Countries are named by ISO code through the bundled country
// names; nothing is fetched.
import { eq } from "drizzle-orm";
import { calendarDatesBetween } from "@shared/dates";
import { toStops } from "@shared/stops";
import type { Atlas } from "@shared/memories";
import { todayCalendarDate } from "@shared/today";
import type { Db } from "../db/client";
import { tripMembers } from "../db/schema";
import { listItems } from "../itinerary/service";
import { tripLegs } from "../days/service";
import { countryCode, countryNumeric } from "../geo/cities";

interface Visit {
  tripId: string;
  date: string;
  city: string;
  country: string;
  lat: number | null;
  lng: number | null;
}

export async function atlasOf(db: Db, userId: string, year: number | undefined, today = todayCalendarDate()): Promise<Atlas> {
  const memberships = await db.select({ tripId: tripMembers.tripId }).from(tripMembers).where(eq(tripMembers.userId, userId));
  const visits: Visit[] = [];
  /** Kilometres of each leg, on the day it arrives. */
  const legs: { date: string; km: number }[] = [];
  for (const { tripId } of memberships) {
    const stops = toStops(await listItems(db, tripId));
    const arrival = new Map(stops.map((s) => [s.item.id, s.startDate]));
    for (const stop of stops) {
      const code = countryCode(stop.country);
      if (!stop.startDate || !code) continue;
      // A stay's days: arrival to departure, both included (the changeover day is in both cities).
      for (const date of calendarDatesBetween(stop.startDate, stop.endDate ?? stop.startDate)) {
        visits.push({ tripId, date, city: stop.city, country: code, lat: stop.lat, lng: stop.lng });
      }
    }
    for (const leg of await tripLegs(db, tripId, {})) {
      const date = arrival.get(leg.toId);
      if (date) legs.push({ date, km: leg.km });
    }
  }

  const inYear = (date: string) => year === undefined || date.startsWith(`${year}-`);
  const shown = visits.filter((v) => inYear(v.date));
  const byCountry = new Map<string, { trips: Set<string>; days: Set<string>; firstVisit: string; visited: boolean }>();
  const byCity = new Map<string, { name: string; country: string; lat: number; lng: number; days: Set<string>; visited: boolean }>();
  for (const v of shown) {
    const day = `${v.tripId}|${v.date}`;
    const country = byCountry.get(v.country) ?? { trips: new Set(), days: new Set(), firstVisit: v.date, visited: false };
    country.trips.add(v.tripId);
    country.days.add(day);
    if (v.date < country.firstVisit) country.firstVisit = v.date;
    country.visited ||= v.date < today;
    byCountry.set(v.country, country);
    if (v.lat === null || v.lng === null) continue;
    const key = `${v.city.trim().toLowerCase()}|${v.country}`;
    const city = byCity.get(key) ?? { name: v.city, country: v.country, lat: v.lat, lng: v.lng, days: new Set(), visited: false };
    city.days.add(day);
    city.visited ||= v.date < today;
    byCity.set(key, city);
  }
  const countries = [...byCountry]
    .map(([code, c]) => ({ code, numeric: countryNumeric(code), trips: c.trips.size, days: c.days.size, firstVisit: c.firstVisit, visited: c.visited }))
    .sort((a, b) => a.firstVisit.localeCompare(b.firstVisit) || a.code.localeCompare(b.code));
  const cities = [...byCity.values()]
    .map(({ days, ...c }) => ({ ...c, days: days.size }))
    .sort((a, b) => b.days - a.days || a.name.localeCompare(b.name));
  const km = legs.filter((l) => inYear(l.date)).reduce((sum, l) => sum + l.km, 0);
  return {
    countries,
    cities,
    totals: { countries: countries.length, cities: cities.length, days: new Set(shown.map((v) => `${v.tripId}|${v.date}`)).size, km: Math.round(km) },
    years: [...new Set(visits.map((v) => Number(v.date.slice(0, 4))))].sort((a, b) => b - a),
  };
}
