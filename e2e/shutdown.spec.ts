// SIGTERM or SIGINT to `npm start` ends the server gracefully: the request in
// flight completes, open live streams are told, the exit code is 0 and no
// process is left behind (issue 18). No browser: the processes are the subject.
import { afterAll, beforeAll, expect, it } from "vitest";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startFakeOpenAi, type FakeOpenAi } from "../src/server/test/fake-openai";
import { freePort, waitForHealth } from "./global-setup";

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(async () => {
  await fake?.close();
});

/** Every process below pid (children, grandchildren…). */
function descendants(pid: number): number[] {
  const out = spawnSync("pgrep", ["-P", String(pid)], { encoding: "utf8" }).stdout.split("\n").filter(Boolean).map(Number);
  return out.flatMap((child) => [child, ...descendants(child)]);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

it.each(["SIGTERM", "SIGINT"] as const)("ends npm start gracefully on %s", async (signal) => {
  const dataDir = mkdtempSync(join(tmpdir(), "roamwise-shutdown-"));
  const port = await freePort();
  const npm: ChildProcess = spawn("npm", ["start", "--silent"], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      AI_BASE_URL: fake.baseURL,
      AI_API_KEY: "key",
      AI_MODEL: "slow-model",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    npm.once("exit", (code, sig) => resolve({ code, signal: sig })),
  );
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(`${base}/api/health`, npm, 90_000);
    const processes = [npm.pid!, ...descendants(npm.pid!)];

    const reg = await fetch(`${base}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: `stop-${Date.now()}@example.com`, password: "quiet-harbour-12", firstName: "A", lastName: "B" }),
    });
    const cookie = reg.headers.getSetCookie().find((c) => c.startsWith("rw_session="))!.split(";")[0]!;
    const trip = await (
      await fetch(`${base}/api/trips`, { method: "POST", headers: { cookie, "content-type": "application/json" }, body: JSON.stringify({ name: "Last call" }) })
    ).json();

    // A live stream, read to its end.
    const stream = await fetch(`${base}/api/trips/${trip.id}/stream`, { headers: { cookie } });
    expect(stream.status).toBe(200);
    const streamText = stream.text();

    // A request in flight: the model takes 1.5 s to answer.
    fake.queue({ content: JSON.stringify({ reply: "Still here.", suggestions: [] }), delayMs: 1500 });
    const inFlight = fetch(`${base}/api/trips/${trip.id}/chat`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ content: "Are you there?" }),
    });
    await expect.poll(() => fake.requests.length, { timeout: 10_000 }).toBeGreaterThan(0);
    npm.kill(signal);

    const answer = await inFlight;
    expect(answer.status).toBe(201);
    const { messages } = (await answer.json()) as { messages: { content: string }[] };
    expect(messages.map((m) => m.content)).toContain("Still here.");
    expect(await streamText).toContain("event: shutdown");
    expect(await exited).toEqual({ code: 0, signal: null });
    await expect.poll(() => processes.filter(alive), { timeout: 5_000 }).toEqual([]);
  } finally {
    if (npm.exitCode === null) npm.kill("SIGKILL");
    fake.reset();
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 120_000);

it("says where to open the app: the PUBLIC_URL given, in a few lines, not a page of build output", async () => {
  const dataDir = mkdtempSync(join(tmpdir(), "roamwise-start-"));
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const npm: ChildProcess = spawn("npm", ["start", "--silent"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "info", PUBLIC_URL: publicUrl },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let printed = "";
  npm.stdout!.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => npm.once("exit", (code) => resolve(code)));
  try {
    await waitForHealth(`${publicUrl}/api/health`, npm, 90_000);
    await expect.poll(() => printed, { timeout: 10_000 }).toContain(`Roamwise on ${publicUrl} `);
    // The server runs with the V8 options package.json names (ADR 066), in the process npm started.
    const { config } = JSON.parse(readFileSync("package.json", "utf8")) as { config: { node_flags: string } };
    const server = [npm.pid!, ...descendants(npm.pid!)]
      .map((pid) => readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0"))
      .find((argv) => argv.includes("scripts/start.mjs"));
    expect(server?.slice(1, server.indexOf("scripts/start.mjs"))).toEqual(config.node_flags.split(" "));
    // What came before the address: the start's own lines (the build is fresh here), not chunk listings.
    const before = printed.slice(0, printed.indexOf("Roamwise on")).split("\n").filter(Boolean);
    expect(before.length).toBeLessThan(10);
    expect(printed).not.toContain("Roamwise on http://localhost");
    npm.kill("SIGTERM");
    expect(await exited).toBe(0);
  } finally {
    if (npm.exitCode === null) npm.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 120_000);
