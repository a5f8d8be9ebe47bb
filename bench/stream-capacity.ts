// Capacity of live trip streams on one app instance (issue 10): starts the
// server as a child process on 127.0.0.1 (PGlite in a temporary folder, or
// DATABASE_URL if set), opens STREAMS concurrent SSE streams spread over
// TRIPS trips, makes WRITES writes, and reports write → delivery delay
// (median, p95, p99, max) and the server's RSS. Stops by itself within
// LIMIT_S seconds. Run: npx tsx bench/stream-capacity.ts
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { cpus, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { openSse, type SseStream } from "../src/server/realtime/sse-reader";
import { freePort, waitForHealth } from "../e2e/global-setup";

const STREAMS = Number(process.env.STREAMS ?? 1000);
const TRIPS = Number(process.env.TRIPS ?? 50);
const USERS = Number(process.env.USERS ?? 10);
const WRITES = Number(process.env.WRITES ?? 100);
const LIMIT_S = Number(process.env.LIMIT_S ?? 180);

const started = performance.now();
const dataDir = mkdtempSync(join(tmpdir(), "roamwise-bench-"));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", CLIENT_DIR: join(dataDir, "none") },
  stdio: ["ignore", "inherit", "inherit"],
});
const streams: SseStream[] = [];
const deadline = setTimeout(() => void finish(`gave up after ${LIMIT_S} s`, 1), LIMIT_S * 1000);

try {
  await waitForHealth(`${base}/api/health`, server, 30_000);
  const rssIdle = rssMb();
  log(`server up (pid ${server.pid}), RSS ${rssIdle} MB`);

  // Seed: users, trips with every user a member.
  const users: { cookie: string; email: string }[] = [];
  for (let i = 0; i < USERS; i++) users.push(await register(i));
  const owner = users[0]!;
  const trips: string[] = [];
  for (let i = 0; i < TRIPS; i++) {
    const trip = await api<{ id: string }>(owner.cookie, "POST", "/api/trips", { name: `Bench ${i}` });
    for (const u of users.slice(1)) await api(owner.cookie, "POST", `/api/trips/${trip.id}/members`, { userId: u.email, role: "editor" });
    trips.push(trip.id);
  }
  await api(owner.cookie, "GET", `/api/trips/${trips[0]}/members`);
  const rssSeeded = rssMb();
  log(`seeded ${USERS} users and ${TRIPS} trips, RSS ${rssSeeded} MB`);

  // Open the streams: stream k is user k % USERS on trip k % TRIPS.
  const t0 = performance.now();
  for (let k = 0; k < STREAMS; k += 100) {
    const batch = [];
    for (let j = k; j < Math.min(k + 100, STREAMS); j++) {
      batch.push(openSse(`${base}/api/trips/${trips[j % TRIPS]}/stream`, users[j % USERS]!.cookie));
    }
    for (const s of await Promise.all(batch)) {
      if (s.status !== 200) throw new Error(`stream refused: ${s.status}`);
      streams.push(s);
    }
  }
  // Every stream is registered once it has had a presence event.
  await Promise.all(streams.map((s) => s.next((m) => m.event === "presence", 60_000)));
  log(`${streams.length} streams open in ${Math.round(performance.now() - t0)} ms`);
  await pause(1000);
  const rssStreams = rssMb();

  // Writes, one after another, each to a different trip; every stream of that trip must receive it.
  const delays: number[] = [];
  const fromCommit: number[] = [];
  for (let w = 0; w < WRITES; w++) {
    const tripIndex = w % TRIPS;
    const listeners = streams.filter((_, k) => k % TRIPS === tripIndex);
    const sent = performance.now();
    const res = await api<{ id: string }>(owner.cookie, "POST", `/api/trips/${trips[tripIndex]}/reservations`, {
      name: `Table ${w}`,
      reservationDate: "2027-05-01",
    });
    const answered = performance.now();
    const got = await Promise.all(listeners.map((s) => s.next((m) => m.event === "change" && m.data.includes(res.id), 10_000)));
    for (const m of got) {
      delays.push(m.at - sent);
      fromCommit.push(m.at - answered);
    }
  }
  const rssAfter = rssMb();

  const q = (xs: number[], p: number) => {
    const s = [...xs].sort((a, b) => a - b);
    return s[Math.min(s.length - 1, Math.floor(p * s.length))]!.toFixed(1);
  };
  console.log(`
## Result (${new Date().toISOString().slice(0, 10)})
- machine: ${cpus().length} × ${cpus()[0]?.model ?? "cpu"}, ${Math.round(totalmem() / 2 ** 30)} GB RAM, Node ${process.version}, database ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}
- streams: ${streams.length} open on one instance (${TRIPS} trips × ${STREAMS / TRIPS} streams, ${USERS} users)
- writes: ${WRITES} (POST reservation), ${delays.length} deliveries, all received
- delay write sent → event received: median ${q(delays, 0.5)} ms, p95 ${q(delays, 0.95)} ms, p99 ${q(delays, 0.99)} ms, max ${Math.max(...delays).toFixed(1)} ms
- delay write answered → event received: median ${q(fromCommit, 0.5)} ms, p99 ${q(fromCommit, 0.99)} ms
- server RSS: idle ${rssIdle} MB, seeded ${rssSeeded} MB, with ${streams.length} streams ${rssStreams} MB, after writes ${rssAfter} MB (≈ ${(((rssStreams - rssSeeded) * 1024) / streams.length).toFixed(1)} KB per stream)`);
  await finish("done", 0);
} catch (err) {
  console.error(err);
  await finish("failed", 1);
}

async function finish(why: string, code: number): Promise<never> {
  clearTimeout(deadline);
  for (const s of streams) s.close();
  const stopAt = performance.now();
  if (server.exitCode === null) {
    server.kill("SIGTERM");
    await Promise.race([new Promise((r) => server.once("exit", r)), pause(10_000)]);
    if (server.exitCode === null) {
      server.kill("SIGKILL");
      why += " (server did not stop on SIGTERM)";
    }
  }
  log(`${why}; server stopped in ${Math.round(performance.now() - stopAt)} ms; total ${Math.round((performance.now() - started) / 1000)} s`);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}

function rssMb(): number {
  const status = readFileSync(`/proc/${server.pid}/status`, "utf8");
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024);
}

async function register(i: number) {
  const email = `bench-${i}-${Date.now()}@example.com`;
  const res = await fetch(`${base}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "correct horse", firstName: `User${i}`, lastName: "Bench" }),
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("rw_session="))!.split(";")[0]!;
  return { cookie, email };
}

async function api<T = unknown>(cookie: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { cookie, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

function pause(ms: number) {
  return new Promise((r) => setTimeout(r, ms));
}

function log(msg: string) {
  console.log(`[${((performance.now() - started) / 1000).toFixed(1)} s] ${msg}`);
}
