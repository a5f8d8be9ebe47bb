// What the paired benches (bench/reads, bench/writes) share: CPU time of a server process and the
// summary of a side's rounds. The CPU time per request moves far less than req/s on a shared machine.
import { readFileSync } from "node:fs";

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

export const cpuText = (x) => (x.cpu === null ? "" : ` cpu ${x.cpu.toFixed(0).padStart(4)} µs/req`);

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
  const side = (who, x) => `${who} ${x.rps.toFixed(0).padStart(6)} req/s p50 ${String(x.p50).padStart(4)} ms p99 ${String(x.p99).padStart(4)} ms${cpuText(x)}`;
  const a = summarize(appRuns);
  if (!leanRuns) return { ok: a.bad === 0, line: `${name.padEnd(12)} ${side("app", a)} errors ${a.bad}` };
  const l = summarize(leanRuns);
  const ratio = a.rps / l.rps, p99Ratio = a.p99 / l.p99;
  const ok = ratio >= 0.8 && a.p99 <= 1.5 * l.p99 && a.bad === 0 && l.bad === 0;
  return { ok, line: `${name.padEnd(12)} ${side("app", a)} | ${side("lean", l)} | app/lean ${ratio.toFixed(2)} p99 ${p99Ratio.toFixed(2)}× errors ${a.bad}/${l.bad} ${ok ? "ok" : "BELOW GOAL"}` };
}
