// The days bench's measuring helpers beside bench/lib/paired.mjs (the API client, CPU time and the
// summary of rounds come from there): one autocannon run, one side's figures, where two bodies differ.
// autocannon comes from the bench's own node_modules, so it is passed in.
import { cpuMs } from "./paired.mjs";

export { apiClient, summarize as summary } from "./paired.mjs";

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
