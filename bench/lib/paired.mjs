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
