// What a paired bench's measuring script shares: an API client with its cookie jar, the CPU a server
// process has used, one autocannon run and the summary of several, and where two bodies first differ.
// Imported by bench/<name>/<name>.mjs (autocannon comes from that bench's own node_modules).
import { readFileSync } from "node:fs";

/** Calls the app's API as one signed-in person (the session cookie kept between calls). */
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

// CPU time (user + system) a server process has used, in ms: APP_PID / LEAN_PID from bench/lib/paired.sh.
// CPU per request moves far less than req/s on a shared machine, so it shows what a change saved.
const TICK_MS = 10; // USER_HZ is 100 on Linux
export function cpuMs(pid) {
  if (!pid) return null;
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/** One autocannon run against `url` as `cookie`, with the CPU the server `pid` spent meanwhile. */
export function run(autocannon, { url, pid, cookie, connections, seconds }) {
  return new Promise((res, rej) => {
    const before = cpuMs(pid);
    autocannon({ url, connections, duration: seconds, headers: { cookie } }, (e, out) => {
      if (e) return rej(e);
      const after = cpuMs(pid);
      res({ ...out, cpuMs: before === null ? null : after - before });
    });
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Several runs of one side as one figure: req/s over all, median p50 and p99, failures, CPU µs per request. */
export function summary(runs) {
  const requests = runs.reduce((n, x) => n + x.requests.total, 0);
  const seconds = runs.reduce((n, x) => n + x.duration, 0);
  const cpu = runs.every((x) => x.cpuMs !== null) ? (1000 * runs.reduce((n, x) => n + x.cpuMs, 0)) / requests : null;
  return { rps: requests / seconds, p50: median(runs.map((x) => x.latency.p50)), p99: median(runs.map((x) => x.latency.p99)),
    bad: runs.reduce((n, x) => n + x.non2xx + x.errors + x.timeouts, 0), cpu };
}

/** "app  1234 req/s p50 12 ms p99 40 ms cpu 800 µs/req": one side's summary on one line. */
export const figures = (who, s) =>
  `${who} ${s.rps.toFixed(0).padStart(6)} req/s p50 ${String(s.p50).padStart(4)} ms p99 ${String(s.p99).padStart(4)} ms` +
  (s.cpu === null ? "" : ` cpu ${s.cpu.toFixed(0).padStart(5)} µs/req`);

/** Null when the bodies are equal byte for byte, else where they first differ with some context. */
export function difference(a, b) {
  if (a === b) return null;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `differ at byte ${i}: app …${a.slice(Math.max(0, i - 80), i + 80)}… lean …${b.slice(Math.max(0, i - 80), i + 80)}…`;
}
