// Hostile load (issue 35): starts the built server (`dist/server/main.js`,
// PGlite in a temporary folder) and, for DURATION_S seconds, keeps sending
// the two requests that used to stall it — an unauthenticated login whose
// 1 MB body is ~260,000 short strings inside 3,000 brackets, and a 1 MB
// wallet pass whose pass.json declares 500 bytes but inflates to 1 GiB,
// uploaded as a reservation's file — each from HOSTILE clients at once, while
// another client asks GET /api/health every 50 ms. Prints the health answer
// times (median, p95, p99, max) and what the hostile requests got. Exit code
// 1 when a health answer took over 100 ms.
// Run: npm run build && npx tsx bench/hostile-load.ts
// APP_DIR runs another build (e.g. an unpacked copy of main), with its own node_modules.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { freePort, waitForHealth } from "../e2e/global-setup";
import { zipOf } from "../src/server/test/lying-zip";

const DURATION_S = Number(process.env.DURATION_S ?? 20);
const HOSTILE = Number(process.env.HOSTILE ?? 2);
const TARGET_MS = 100;
const appDir = resolve(process.env.APP_DIR ?? ".");

if (!existsSync(join(appDir, "dist/server/main.js"))) {
  console.error(`No build in ${appDir}: run \`npm run build\` first.`);
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), "roamwise-hostile-"));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ["dist/server/main.js"], {
  cwd: appDir,
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", DATABASE_URL: "" },
  stdio: ["ignore", "inherit", "inherit"],
});
const exited = new Promise<void>((done) => server.once("exit", () => done()));

/** 1 MB: short strings inside 3,000 brackets. */
const nestedBody = "[".repeat(3000) + '"ab",'.repeat(208_000) + '"ab"' + "]".repeat(3000);
/** ~1 MB zip whose pass.json declares 500 bytes and inflates to 1 GiB of zeros. */
const bomb = zipOf([{ name: "pass.json", data: { zerosMb: 1024 }, declaredSize: 500 }]);

const ms = (start: number) => performance.now() - start;

/** GET the URL every 50 ms for the given milliseconds; prints the answer times as JSON. */
const HEALTH_CLIENT = `
const [url, duration] = process.argv.slice(1);
const until = performance.now() + Number(duration);
const times = [];
while (performance.now() < until) {
  const start = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  times.push(performance.now() - start);
  await new Promise((r) => setTimeout(r, 50));
}
process.stdout.write(JSON.stringify(times));
`;
/** User + system CPU time of a process so far, from /proc (Linux), in ms. */
function cpuTimeMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

try {
  await waitForHealth(`${base}/api/health`, server, 60_000);
  const registered = await fetch(`${base}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: `bench-${Date.now()}@example.com`, password: "brass-compass-77", firstName: "Bench", lastName: "Hostile" }),
  });
  const cookie = registered.headers.get("set-cookie")!.split(";")[0]!;
  const json = { "content-type": "application/json", cookie };
  const trip = (await (await fetch(`${base}/api/trips`, { method: "POST", headers: json, body: JSON.stringify({ name: "Bench" }) })).json()) as { id: string };
  const reservation = (await (
    await fetch(`${base}/api/trips/${trip.id}/reservations`, { method: "POST", headers: json, body: JSON.stringify({ name: "Hotel", reservationDate: "2027-05-01" }) })
  ).json()) as { id: string };

  const cpuBefore = cpuTimeMs(server.pid!);
  const until = performance.now() + DURATION_S * 1000;
  const outcomes = new Map<string, { count: number; totalMs: number }>();
  const note = (what: string, status: number | string, took: number) => {
    const key = `${what} → ${status}`;
    const o = outcomes.get(key) ?? { count: 0, totalMs: 0 };
    o.count++;
    o.totalMs += took;
    outcomes.set(key, o);
  };
  const hostile = async (what: string, send: () => Promise<Response>) => {
    while (performance.now() < until) {
      const start = performance.now();
      try {
        const res = await send();
        await res.arrayBuffer();
        note(what, res.status, ms(start));
      } catch (err) {
        note(what, (err as Error).message, ms(start));
      }
    }
  };
  const nested = () => fetch(`${base}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: nestedBody });
  const upload = () => {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(bomb)]), "boarding.pkpass");
    return fetch(`${base}/api/reservations/${reservation.id}/files`, { method: "POST", headers: { cookie }, body: form });
  };
  // The health client is a process of its own, so the hostile clients' work in this one never delays its clock.
  const healthClient = spawn(process.execPath, ["--input-type=module", "-e", HEALTH_CLIENT, `${base}/api/health`, String(DURATION_S * 1000)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  let healthOut = "";
  healthClient.stdout.on("data", (chunk: Buffer) => (healthOut += chunk.toString()));
  const healthDone = new Promise<void>((done) => healthClient.once("exit", () => done()));
  await Promise.all([
    ...Array.from({ length: HOSTILE }, () => hostile("nested 1 MB login", nested)),
    ...Array.from({ length: HOSTILE }, () => hostile("1 GiB zip bomb upload", upload)),
    healthDone,
  ]);
  const health = JSON.parse(healthOut) as number[];
  const serverCpu = (cpuTimeMs(server.pid!) - cpuBefore) / (DURATION_S * 1000);
  const files = (await (await fetch(`${base}/api/reservations/${reservation.id}/files`, { headers: { cookie } })).json()) as unknown[];

  const sorted = [...health].sort((a, b) => a - b);
  const over = health.filter((t) => t > TARGET_MS).length;
  console.log(`machine: ${cpus().length} × ${cpus()[0]?.model ?? "?"}, Node ${process.version}, load ${loadavg().map((l) => l.toFixed(1)).join(" ")}`);
  console.log(`app: ${appDir}; ${DURATION_S} s, ${HOSTILE} client(s) per hostile request; server CPU ${(serverCpu * 100).toFixed(0)} % of a core`);
  for (const [key, o] of outcomes) console.log(`  ${key}: ${o.count} answered, mean ${(o.totalMs / o.count).toFixed(0)} ms`);
  console.log(`  files kept on the reservation: ${files.length}`);
  console.log(
    `GET /api/health: ${health.length} answers, median ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, ` +
      `p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${sorted[sorted.length - 1]!.toFixed(1)} ms; over ${TARGET_MS} ms: ${over}`,
  );
  process.exitCode = over > 0 || health.length === 0 ? 1 : 0;
} finally {
  server.kill("SIGTERM");
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (server.exitCode === null) server.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
}
