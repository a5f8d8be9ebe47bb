// The weather of a trip's days from an Open-Meteo-compatible service
// (docs/product/weather.md): each day's city (from the days read model's
// world of the day) is asked its forecast (`/v1/forecast`, up to 16 days
// ahead) or, further out, its modelled climate of that date (`/v1/climate`).
// Answers are cached in this process for 3 hours, so a page read, the
// dashboard and the assistant do not each ask the service again. A service
// that is unset, down or answers nonsense gives no weather for those days,
// never an error.
import { LRUCache } from "lru-cache";
import { addCalendarDays, todayInTimeZone } from "@shared/dates";
import type { DayCity } from "@shared/days";
import { FORECAST_DAYS, type WeatherDay } from "@shared/weather";
import type { Db } from "../db/client";
import { tripWorld } from "../days/service";

export interface WeatherSettings {
  /** WEATHER_URL: serves /v1/forecast. */
  forecastUrl?: string;
  /** CLIMATE_URL: serves /v1/climate. */
  climateUrl?: string;
}

const CACHE_MS = 3 * 60 * 60 * 1000;
/** Daily series by date, per request URL; failures are not kept, so the next read tries again. */
const cache = new LRUCache<string, Map<string, Omit<WeatherDay, "date" | "city" | "source">>>({ max: 500, ttl: CACHE_MS });

interface DailyAnswer {
  daily?: Record<string, unknown>;
}

/** A daily series by its variable's name; the climate API may suffix it with its model ("temperature_2m_max_EC_Earth3P_HR"). */
function series(daily: Record<string, unknown>, name: string): unknown[] | null {
  const key = Object.keys(daily).find((k) => k === name || k.startsWith(`${name}_`));
  const value = key ? daily[key] : null;
  return Array.isArray(value) ? value : null;
}

async function daily(url: URL, withCode: boolean) {
  const key = url.toString();
  const hit = cache.get(key);
  if (hit) return hit;
  let body: DailyAnswer;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(8000), headers: { accept: "application/json" } });
    if (!res.ok) return null;
    body = (await res.json()) as DailyAnswer;
  } catch {
    return null;
  }
  const d = body.daily;
  if (!d || typeof d !== "object") return null;
  const time = series(d, "time");
  const max = series(d, "temperature_2m_max");
  const min = series(d, "temperature_2m_min");
  const rain = series(d, "precipitation_sum");
  const code = withCode ? series(d, "weather_code") : null;
  if (!time || !max || !min || !rain) return null;
  const out = new Map<string, Omit<WeatherDay, "date" | "city" | "source">>();
  time.forEach((date, k) => {
    const [tMax, tMin, mm, wmo] = [max[k], min[k], rain[k], code?.[k]];
    // A day the service has no numbers for (null) is left out rather than shown as 0 °C.
    if (typeof date !== "string" || typeof tMax !== "number" || typeof tMin !== "number" || typeof mm !== "number") return;
    out.set(date, { tMin, tMax, precipitationMm: mm, code: typeof wmo === "number" ? Math.round(wmo) : null });
  });
  cache.set(key, out);
  return out;
}

function ask(base: string, path: string, city: DayCity, from: string, to: string, variables: string[], extra: Record<string, string> = {}): URL {
  const url = new URL(path, base.endsWith("/") ? base : `${base}/`);
  const params = { latitude: String(city.lat), longitude: String(city.lng), start_date: from, end_date: to, daily: variables.join(","), timezone: city.timeZone, ...extra };
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url;
}

/** The weather of each of the trip's days that has a city and a service to ask; [] when no service is set. */
export async function tripWeather(db: Db, tripId: string, settings: WeatherSettings): Promise<WeatherDay[]> {
  if (!settings.forecastUrl && !settings.climateUrl) return [];
  const world = await tripWorld(db, tripId);

  // One request per city and kind, covering that city's days.
  const groups = new Map<string, { city: DayCity; source: WeatherDay["source"]; dates: string[] }>();
  for (const [date, { city }] of world) {
    if (!city) continue;
    const today = todayInTimeZone(city.timeZone);
    if (date < today) continue;
    const source = date <= addCalendarDays(today, FORECAST_DAYS - 1) ? "forecast" : "climate";
    if (!(source === "forecast" ? settings.forecastUrl : settings.climateUrl)) continue;
    const key = `${source}|${city.name}|${city.lat},${city.lng}`;
    const group = groups.get(key) ?? { city, source, dates: [] };
    group.dates.push(date);
    groups.set(key, group);
  }
  const answers = await Promise.all(
    [...groups.values()].map(async ({ city, source, dates }) => {
      const [from, to] = [dates[0]!, dates.at(-1)!];
      const byDate =
        source === "forecast"
          ? await daily(ask(settings.forecastUrl!, "v1/forecast", city, from, to, ["weather_code", "temperature_2m_max", "temperature_2m_min", "precipitation_sum"]), true)
          : await daily(ask(settings.climateUrl!, "v1/climate", city, from, to, ["temperature_2m_max", "temperature_2m_min", "precipitation_sum"], { models: "EC_Earth3P_HR" }), false);
      return dates.flatMap((date) => {
        const day = byDate?.get(date);
        return day ? [{ date, city: city.name, source, ...day, code: source === "climate" ? null : day.code }] : [];
      });
    }),
  );
  return answers.flat().sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
