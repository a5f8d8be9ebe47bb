// Distances as text, the external directions link and the scale bar. Travel
// between stops comes from the server (api/get-legs.ts), never from here.

export interface NamedStop {
  city: string;
  country: string;
  lat: number | null;
  lng: number | null;
}

/** "1,234 km (767 mi)"; numbers in `locale` ("1.234 km (767 mi)" in German). */
export function formatDistance(km: number, locale = "en-US"): string {
  const miles = km * 0.621371;
  const fmt = (v: number) =>
    v < 10 ? v.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) : Math.round(v).toLocaleString(locale);
  return `${fmt(km)} km (${fmt(miles)} mi)`;
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
