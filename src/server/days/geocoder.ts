// Place search through a geocoder at GEOCODER_URL (docs/product/itinerary-and-days.md), spoken to in
// its own format: Nominatim (`/search?format=jsonv2&q=`, an array of results
// with string coordinates) or Photon (`/api?q=`, GeoJSON features). A URL
// whose path ends in /api is Photon; anything else is Nominatim.
import type { PlaceSearchResult } from "@shared/days";

const TIMEOUT_MS = 5_000;
const LIMIT = 8;

interface NominatimResult {
  lat?: string;
  lon?: string;
  name?: string;
  display_name?: string;
}
interface PhotonFeature {
  geometry?: { type?: string; coordinates?: [number, number] };
  properties?: { name?: string; street?: string; housenumber?: string; city?: string; state?: string; country?: string };
}

export const isPhoton = (url: string) => /\/api\/?$/.test(new URL(url).pathname);

export function geocoderRequestUrl(base: string, q: string): string {
  const url = new URL(base);
  if (!isPhoton(base)) {
    if (!/\/search\/?$/.test(url.pathname)) url.pathname = `${url.pathname.replace(/\/+$/, "")}/search`;
    url.searchParams.set("format", "jsonv2");
  }
  url.searchParams.set("q", q);
  url.searchParams.set("limit", String(LIMIT));
  return url.toString();
}

const inRange = (lat: number, lng: number) => Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;

/** Results of either format; anything without usable coordinates is left out. */
export function parseGeocoderAnswer(body: unknown): PlaceSearchResult[] {
  const out: PlaceSearchResult[] = [];
  if (Array.isArray(body)) {
    for (const r of body as NominatimResult[]) {
      const lat = Number(r.lat);
      const lng = Number(r.lon);
      const address = r.display_name?.trim() || null;
      const name = r.name?.trim() || address?.split(",")[0]?.trim();
      if (name && inRange(lat, lng)) out.push({ name, lat, lng, address, source: "geocoder" });
    }
  } else if (body && typeof body === "object" && Array.isArray((body as { features?: unknown }).features)) {
    for (const f of (body as { features: PhotonFeature[] }).features) {
      const [lng, lat] = f.geometry?.coordinates ?? [NaN, NaN];
      const p = f.properties ?? {};
      const street = [p.street, p.housenumber].filter(Boolean).join(" ");
      const address = [street, p.city, p.state, p.country].filter(Boolean).join(", ") || null;
      const name = p.name?.trim() || street;
      if (name && inRange(lat, lng)) out.push({ name, lat, lng, address, source: "geocoder" });
    }
  }
  return out;
}

/** The geocoder's results for `q`; throws when it cannot be reached or answers with an error. */
export async function geocode(base: string, q: string, language?: string): Promise<PlaceSearchResult[]> {
  const res = await fetch(geocoderRequestUrl(base, q), {
    signal: AbortSignal.timeout(TIMEOUT_MS),
    // Nominatim's usage policy asks for an identifying User-Agent.
    headers: { "user-agent": "Roamwise trip planner", accept: "application/json", ...(language ? { "accept-language": language } : {}) },
  });
  if (!res.ok) throw new Error(`geocoder answered ${res.status}`);
  return parseGeocoderAnswer(await res.json());
}
