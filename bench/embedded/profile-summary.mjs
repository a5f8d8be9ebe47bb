#!/usr/bin/env node
// Where an app's CPU profile spends its time, by layer: PGlite's JS, PGlite's wasm, node's fs and other
// native bindings, Drizzle, Fastify, zod, the app's own code, GC, … — for reading a `PROFILE=1` run of the
// paired benches (bench/reads, bench/writes) without opening DevTools.
// Usage: node bench/embedded/profile-summary.mjs FILE.cpuprofile [--from=S] [--to=S] [--top=N] [--timeline]
//   --from/--to: only samples between S seconds after the profile's start and S seconds after it (say, to
//   leave out the start-up and the seeding); --top: how many functions to list (15); --timeline: also
//   the busy ms of each second and PGlite's part of it (where the load runs: busy ~1000 ms/s).
// Reads: self time per sample (the interval up to the next sample, as DevTools counts it), grouped by the
// frame's script; "(idle)" is left out of the percentages (the event loop waiting), "(program)" (V8 and
// libuv outside any JS frame) is busy time and shown as its own group. A second table counts, per group,
// the busy time whose stack passes through PGlite (its JS or its wasm), so "PGlite's share of the thread"
// includes the fs calls and GC it causes.
import { readFileSync } from "node:fs";

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith("--"));
if (!file) {
  console.error("usage: node bench/embedded/profile-summary.mjs FILE.cpuprofile [--from=S] [--to=S] [--top=N]");
  process.exit(2);
}
const opt = (name, dflt) => {
  const a = args.find((x) => x.startsWith(`--${name}=`));
  return a ? Number(a.slice(name.length + 3)) : dflt;
};
const FROM = opt("from", 0), TO = opt("to", Infinity), TOP = opt("top", 15);
const TIMELINE = args.includes("--timeline");

const profile = JSON.parse(readFileSync(file, "utf8"));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

// Emscripten's wasm frames: V8 names them by the module's url (`wasm://wasm/<hash>`) or, without a
// name section, `wasm-function[N]`; the trampolines between JS and wasm are `js-to-wasm`/`wasm-to-js`.
const isWasm = (f) => f.url.startsWith("wasm://") || /^(wasm-function\[|js-to-wasm|wasm-to-js)/.test(f.functionName);
const isPglite = (f) => f.url.includes("/node_modules/@electric-sql/pglite/");
// Fastify and the libraries it runs every request through (router, plugin loader, schema compilers).
const FASTIFY = /\/node_modules\/(fastify|@fastify\/[^/]+|find-my-way|avvio|fast-json-stringify|fast-uri|ajv|ajv-formats|light-my-request|fast-querystring|secure-json-parse|toad-cache|rfdc)\//;

const GROUPS = [
  ["(idle)", (f) => f.functionName === "(idle)"],
  ["GC", (f) => f.functionName === "(garbage collector)"],
  ["(program): V8/libuv outside JS", (f) => f.functionName === "(program)" || f.functionName === "(root)"],
  ["PGlite wasm", isWasm],
  ["PGlite JS", isPglite],
  // node:fs and the native bindings it calls (no url: fstat, read, write, open — the syscalls).
  ["node fs (syscalls)", (f, p) => isFs(f) || (f.url === "" && p !== undefined && isFs(p))],
  ["native bindings (socket writes, microtasks, …)", (f) => f.url === ""],
  ["node other (http, net, streams, …)", (f) => f.url.startsWith("node:")],
  ["Drizzle", (f) => f.url.includes("/node_modules/drizzle-orm/")],
  ["pg driver", (f) => /\/node_modules\/(pg|pg-protocol|pg-pool|pg-types)\//.test(f.url)],
  ["Fastify (+ router, ajv, serializer)", (f) => FASTIFY.test(f.url)],
  ["zod", (f) => f.url.includes("/node_modules/zod/")],
  ["logging (pino)", (f) => /\/node_modules\/(pino|pino-std-serializers|sonic-boom|thread-stream)\//.test(f.url)],
  ["app code (dist/server)", (f) => f.url.includes("/dist/server/")],
  ["other node_modules", (f) => f.url.includes("/node_modules/")],
  ["other", () => true],
];
const isFs = (f) => /^node:(fs|internal\/fs)/.test(f.url);
const groupOf = (id) => {
  const p = parent.get(id);
  return GROUPS.find(([, test]) => test(byId.get(id).callFrame, p === undefined ? undefined : byId.get(p).callFrame))[0];
};

// Is any frame on this node's stack PGlite's (JS or wasm)? Memoised per node.
const viaPglite = new Map();
const throughPglite = (id) => {
  if (viaPglite.has(id)) return viaPglite.get(id);
  const f = byId.get(id).callFrame;
  const p = parent.get(id);
  const v = isPglite(f) || isWasm(f) || (p !== undefined && throughPglite(p));
  viaPglite.set(id, v);
  return v;
};

// Sample i lasts until sample i+1 (timeDeltas[i+1]); the last one gets the mean interval.
const { samples, timeDeltas } = profile;
const mean = (profile.endTime - profile.startTime) / Math.max(1, samples.length);
const self = new Map(); // node id → µs
const seconds = []; // [busy µs, under PGlite µs] per second of the profile
let t = profile.startTime;
for (let i = 0; i < samples.length; i++) {
  t += timeDeltas[i];
  const s = (t - profile.startTime) / 1e6;
  if (s < FROM || s > TO) continue;
  const dur = i + 1 < samples.length ? timeDeltas[i + 1] : mean;
  if (byId.get(samples[i]).callFrame.functionName !== "(idle)") {
    const sec = (seconds[Math.floor(s)] ??= [0, 0]);
    sec[0] += Math.max(0, dur);
    if (throughPglite(samples[i])) sec[1] += Math.max(0, dur);
  }
  self.set(samples[i], (self.get(samples[i]) ?? 0) + Math.max(0, dur));
}

const perGroup = new Map(GROUPS.map(([g]) => [g, { all: 0, pglite: 0 }]));
const perFunction = new Map(); // "name file:line" → µs
let total = 0;
for (const [id, us] of self) {
  const f = byId.get(id).callFrame;
  const g = groupOf(id);
  perGroup.get(g).all += us;
  if (throughPglite(id)) perGroup.get(g).pglite += us;
  total += us;
  if (g === "(idle)") continue;
  const where = f.url ? `${f.url.replace(/^file:\/\/.*?\/(node_modules|dist)\//, "$1/")}:${f.lineNumber + 1}` : "(native)";
  const key = `${f.functionName || "(anonymous)"}\t${where}\t${g}`;
  perFunction.set(key, (perFunction.get(key) ?? 0) + us);
}
const idle = perGroup.get("(idle)").all;
const busy = total - idle;
const pct = (us) => `${((100 * us) / busy).toFixed(1).padStart(5)} %`;
const ms = (us) => `${(us / 1000).toFixed(0).padStart(7)} ms`;

console.log(`${file}`);
console.log(`window ${FROM}–${TO === Infinity ? "end" : TO} s; sampled ${ms(total)} (idle ${ms(idle)}, busy ${ms(busy)}); % of busy time`);
console.log(`\n${"group".padEnd(48)} ${"self".padStart(10)} ${"% busy".padStart(7)}   ${"under PGlite".padStart(10)}`);
for (const [g, { all, pglite }] of [...perGroup].filter(([g]) => g !== "(idle)").sort((a, b) => b[1].all - a[1].all)) {
  if (all === 0) continue;
  console.log(`${g.padEnd(48)} ${ms(all)} ${pct(all)}   ${pct(pglite)}`);
}
const underPglite = [...perGroup].filter(([g]) => g !== "(idle)").reduce((n, [, x]) => n + x.pglite, 0);
console.log(`${"busy time with PGlite on the stack".padEnd(48)} ${ms(underPglite)} ${pct(underPglite)}`);

// PGlite's JS by file: its bundle splits into chunks (the protocol's parser and serializer with the result
// parsing; the Emscripten runtime with its file system layer; …), named here by what each file holds.
const pgliteFiles = new Map();
for (const [key, us] of perFunction) {
  const [, where, g] = key.split("\t");
  if (g !== "PGlite JS") continue;
  const f = where.replace(/:\d+$/, "");
  pgliteFiles.set(f, (pgliteFiles.get(f) ?? 0) + us);
}
const roleOf = (rel) => {
  const abs = [...byId.values()].find((n) => n.callFrame.url.endsWith(rel))?.callFrame.url;
  let src = "";
  try { src = readFileSync(new URL(abs), "utf8"); } catch { return ""; }
  const roles = [];
  if (src.includes("rowDescription") && src.includes("dataRow")) roles.push("wire protocol parser/serializer, result parsing");
  if (src.includes("execProtocolRaw")) roles.push("PGlite class, Emscripten runtime");
  else if (src.includes("lookupPath")) roles.push("Emscripten file system layer");
  if (src.includes("runQuery")) roles.push("query()/exec(): one execProtocol per protocol message");
  if (src.includes("read from private field")) roles.push("the bundler's #private-field helpers (every PGlite class calls them)");
  return roles.join("; ");
};
if (pgliteFiles.size) {
  console.log(`\nPGlite JS by file`);
  for (const [f, us] of [...pgliteFiles].sort((a, b) => b[1] - a[1]).slice(0, 6)) console.log(`${pct(us)} ${ms(us)}  ${f}  ${roleOf(f)}`);
}

if (TIMELINE) {
  console.log(`\nsecond  busy ms  under PGlite ms`);
  seconds.forEach((x, i) => x && console.log(`${String(i).padStart(6)} ${(x[0] / 1000).toFixed(0).padStart(8)} ${(x[1] / 1000).toFixed(0).padStart(16)}`));
}

console.log(`\ntop ${TOP} functions by self time`);
for (const [key, us] of [...perFunction].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
  const [name, where, g] = key.split("\t");
  console.log(`${pct(us)} ${ms(us)}  ${name.slice(0, 40).padEnd(40)} ${where}  [${g}]`);
}
