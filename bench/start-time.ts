// Start time of the production server (issue 17, ADR 021): on an existing
// build and an existing data directory, runs what `npm start` runs
// (`node <package.json config.node_flags> scripts/start.mjs`: the build check, then the compiled server)
// RUNS times and measures the time to the first healthy GET /api/health, and
// the CPU time the process used until then (wall time depends on what else
// the machine is doing; CPU time much less). Each run ends with SIGTERM and
// must exit 0. Run: npm run build && npx tsx bench/start-time.ts
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { freePort } from "../src/server/test/free-port";
import { join } from "node:path";

const RUNS = Number(process.env.RUNS ?? 7);
// The V8 options `npm start` passes (ADR 066).
const NODE_FLAGS = (JSON.parse(readFileSync("package.json", "utf8")) as { config: { node_flags: string } }).config.node_flags.split(" ");
const TARGET_MS = 2000;

if (!existsSync("dist/server/main.js")) {
  console.error("No build: run `npm run build` first (this bench measures starts on an existing build).");
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), "roamwise-start-bench-"));

interface Run {
  wallMs: number;
  cpuMs: number;
  rebuilt: boolean;
  stopMs: number;
}

async function startOnce(): Promise<Run> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...NODE_FLAGS, "scripts/start.mjs"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", DATABASE_URL: "" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before it was healthy:\n${out}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  const wallMs = performance.now() - started;
  const cpuMs = cpuTimeMs(child.pid!);
  const stopping = performance.now();
  child.kill("SIGTERM");
  const code = await exited;
  if (code !== 0) throw new Error(`the server exited with ${code} after SIGTERM`);
  return { wallMs, cpuMs, rebuilt: out.includes("Building"), stopMs: performance.now() - stopping };
}

/** User + system CPU time of a process so far, from /proc (Linux). */
function cpuTimeMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  // utime and stime are fields 14 and 15 of the line, in clock ticks (100 per second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}


const stats = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)]!, max: sorted[sorted.length - 1]! };
};

try {
  // The first start creates and migrates the data directory; it is not counted.
  const first = await startOnce();
  if (first.rebuilt) console.log("(the build was out of date; the first start rebuilt it)");
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await startOnce());
  if (runs.some((r) => r.rebuilt)) throw new Error("a measured start rebuilt the app: the build check is wrong");
  const wall = stats(runs.map((r) => r.wallMs));
  const cpu = stats(runs.map((r) => r.cpuMs));
  const stop = stats(runs.map((r) => r.stopMs));
  console.log(`Machine: ${cpus().length} × ${cpus()[0]?.model}, Node ${process.version}`);
  console.log(`Starts: ${RUNS} (plus one uncounted first start on a new data directory)`);
  console.log(`start → healthy, wall: median ${wall.median.toFixed(0)} ms, max ${wall.max.toFixed(0)} ms (target ≤ ${TARGET_MS} ms)`);
  console.log(`start → healthy, CPU:  median ${cpu.median.toFixed(0)} ms, max ${cpu.max.toFixed(0)} ms`);
  console.log(`SIGTERM → exit 0:      median ${stop.median.toFixed(0)} ms, max ${stop.max.toFixed(0)} ms`);
  console.log(`each run (wall ms): ${runs.map((r) => r.wallMs.toFixed(0)).join(", ")}`);
  process.exitCode = wall.median <= TARGET_MS ? 0 : 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
