// Distances and rough travel times between stops, and the external
// directions link. Distances are @shared/geo's great circle, as the server's.
import { greatCircleKm } from "@shared/geo";
import type { Translate } from "@/lib/i18n";

export interface NamedStop {
  city: string;
  country: string;
  lat: number | null;
  lng: number | null;
}

export type TravelMode = "ground" | "air";

/**
 * A rough door-to-door time: up to 500 km by road or rail at 70 km/h average
 * (roads are ~1.3× the straight line); beyond, a flight at 750 km/h plus
 * 2.5 h for getting to, through and out of airports.
 */
export function roughTravel(km: number): { mode: TravelMode; minutes: number } {
  if (km <= 500) return { mode: "ground", minutes: Math.round(((km * 1.3) / 90) * 60) };
  return { mode: "air", minutes: Math.round((km / 750 + 2.5) * 60) };
}

/**
 * 95 → "1h 35m", 40 → "40m", 120 → "2h". Rounded to 5 minutes above an hour.
 * With `t`, in the reader's language ("1 Std. 35 Min."); without, English.
 */
export function formatDuration(minutes: number, t?: Translate): string {
  if (minutes < 60) {
    const m = Math.max(1, minutes);
    return t ? t("map.duration.minutes", { minutes: m }) : `${m}m`;
  }
  const rounded = Math.round(minutes / 5) * 5;
  const h = Math.floor(rounded / 60);
  const m = rounded % 60;
  if (t) return m ? t("map.duration.hoursMinutes", { hours: h, minutes: m }) : t("map.duration.hours", { hours: h });
  return m ? `${h}h ${m}m` : `${h}h`;
}

/** "1,234 km (767 mi)"; numbers in `locale` ("1.234 km (767 mi)" in German). */
export function formatDistance(km: number, locale = "en-US"): string {
  const miles = km * 0.621371;
  const fmt = (v: number) =>
    v < 10 ? v.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) : Math.round(v).toLocaleString(locale);
  return `${fmt(km)} km (${fmt(miles)} mi)`;
}

export interface Leg<T extends NamedStop> {
  from: T;
  to: T;
  /** null when either end has no coordinates. */
  km: number | null;
}

export function legs<T extends NamedStop>(stops: readonly T[]): Leg<T>[] {
  return stops.slice(1).map((to, i) => {
    const from = stops[i]!;
    const km =
      from.lat !== null && from.lng !== null && to.lat !== null && to.lng !== null
        ? greatCircleKm({ lat: from.lat, lng: from.lng }, { lat: to.lat, lng: to.lng })
        : null;
    return { from, to, km };
  });
}

/** Google Maps directions through the stops in order (by name, which also works without coordinates). */
export function directionsUrl(stops: readonly NamedStop[]): string | null {
  const names = stops.map((s) => `${s.city}, ${s.country}`);
  if (names.length === 0) return null;
  if (names.length === 1) return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(names[0]!)}`;
  const params = new URLSearchParams({ api: "1", origin: names[0]!, destination: names[names.length - 1]! });
  if (names.length > 2) params.set("waypoints", names.slice(1, -1).join("|"));
  return `https://www.google.com/maps/dir/?${params.toString()}`;
}

const EARTH_RADIUS_M = 6_371_000;

/** A round length (1, 2 or 5 × 10ⁿ metres) drawn about 80–200 units long at this scale and latitude, for the scale bar. */
export function scaleBar(scale: number, lat: number): { metres: number; width: number } {
  // Mercator: `scale` units per radian along the equator, stretched by 1 / cos(latitude).
  const metresPerUnit = (EARTH_RADIUS_M * Math.cos((lat * Math.PI) / 180)) / scale;
  const target = 120 * metresPerUnit;
  const power = 10 ** Math.floor(Math.log10(target));
  const metres = [5, 2, 1].map((k) => k * power).find((m) => m <= target) ?? power;
  return { metres, width: metres / metresPerUnit };
}
