// What the paired benches (bench/reads, bench/writes, bench/days) share: one load run with the CPU time
// the server spent, rounds alternating app and lean, the summary of a side's rounds and its goal line,
// the signed-in API client and the byte-for-byte comparison. The CPU time per request moves far less
// than req/s on a shared machine. autocannon comes from the benches' own package (bench/package.json).
import { readFileSync } from "node:fs";
import autocannon from "autocannon";

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** CPU time (user + system) a server process has used, in ms; null without a pid (APP_PID / LEAN_PID from paired.sh). */
export function cpuMs(pid) {
  if (!pid) return null;
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** One side's autocannon rounds (each with its cpuMs): req/s over all, p50/p99 the median of the rounds, errors, CPU µs/req. */
export function summarize(rs) {
  const requests = rs.reduce((n, x) => n + x.requests.total, 0);
  const seconds = rs.reduce((n, x) => n + x.duration, 0);
  const cpu = rs.every((x) => x.cpuMs !== null) ? (1000 * rs.reduce((n, x) => n + x.cpuMs, 0)) / requests : null;
  return { rps: requests / seconds, p50: median(rs.map((x) => x.latency.p50)), p99: median(rs.map((x) => x.latency.p99)),
    bad: rs.reduce((n, x) => n + x.non2xx + x.errors + x.timeouts, 0), cpu };
}

/** One autocannon run (its options as autocannon takes them) with the CPU time the server `pid` spent meanwhile. */
export function load(options, pid) {
  return new Promise((res, rej) => {
    const before = cpuMs(pid);
    autocannon(options, (e, out) => {
      if (e) return rej(e);
      const after = cpuMs(pid);
      res({ ...out, cpuMs: before === null ? null : after - before });
    });
  });
}

/**
 * `rounds` runs of each side, app and lean alternately (app–lean, lean–app, …) so machine noise hits
 * both; the app alone without a hand-written side. `runOne(who)` makes one run.
 */
export async function alternate(rounds, withLean, runOne) {
  const out = { app: [], lean: [] };
  for (let round = 0; round < rounds; round++) {
    const order = !withLean ? ["app"] : round % 2 ? ["lean", "app"] : ["app", "lean"];
    for (const who of order) out[who].push(await runOne(who));
  }
  return out;
}

/** "app  1234 req/s p50 12 ms p99 40 ms cpu 800 µs/req": one side's summary on one line. */
export const figures = (who, x) =>
  `${who} ${x.rps.toFixed(0).padStart(6)} req/s p50 ${String(x.p50).padStart(4)} ms p99 ${String(x.p99).padStart(4)} ms` +
  (x.cpu === null ? "" : ` cpu ${x.cpu.toFixed(0).padStart(5)} µs/req`);

/** Null when two bodies are equal byte for byte, else where they first differ, with some context. */
export function difference(a, b) {
  if (a === b) return null;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `differ at byte ${i}: app …${a.slice(Math.max(0, i - 80), i + 80)}… lean …${b.slice(Math.max(0, i - 80), i + 80)}…`;
}

/** Calls the app's API as one signed-in person (the cookies it sets are kept): JSON in, JSON out, throws on 4xx/5xx. */
export function apiClient(base) {
  const jar = new Map();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  async function call(method, path, body) {
    const headers = {};
    if (jar.size) headers.cookie = cookie();
    if (body !== undefined) headers["content-type"] = "application/json";
    const r = await fetch(base + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    for (const c of r.headers.getSetCookie?.() ?? []) {
      const kv = c.split(";")[0];
      const i = kv.indexOf("=");
      jar.set(kv.slice(0, i), kv.slice(i + 1));
    }
    const text = await r.text();
    if (r.status >= 400) throw new Error(`${method} ${path} ${r.status} ${text.slice(0, 160)}`);
    return text ? JSON.parse(text) : null;
  }
  return { call, cookie };
}

/** A run's line and whether it meets the goal: app ≥ 0.8 × lean req/s, p99 ≤ 1.5 × lean, no errors (app only when leanRuns is null). */
export function verdict(name, appRuns, leanRuns) {
  const a = summarize(appRuns);
  if (!leanRuns) return { ok: a.bad === 0, line: `${name.padEnd(12)} ${figures("app", a)} errors ${a.bad}` };
  const l = summarize(leanRuns);
  const ratio = a.rps / l.rps, p99Ratio = a.p99 / l.p99;
  const ok = ratio >= 0.8 && a.p99 <= 1.5 * l.p99 && a.bad === 0 && l.bad === 0;
  return { ok, line: `${name.padEnd(12)} ${figures("app", a)} | ${figures("lean", l)} | app/lean ${ratio.toFixed(2)} p99 ${p99Ratio.toFixed(2)}× errors ${a.bad}/${l.bad} ${ok ? "ok" : "BELOW GOAL"}` };
}
