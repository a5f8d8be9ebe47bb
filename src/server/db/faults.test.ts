// A database that is closed, down or hung answers 503 within 5 s, never a 500
// or a hang, and what is logged of the fault names no e-mail, password or hash.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp, type App } from "../app";

import { createTestDatabase, testEngine } from "../test/test-db";
import { logCollector, signUp, request, type SignedUp } from "../test/test-app";
import { freePort } from "../test/free-port";
import { openPostgres, type Database } from "./client";

describe("a closed database", () => {
  it("answers 503 with a message to retry, and logs neither the e-mail nor the password", async () => {
    const { lines, logger } = logCollector();
    const database = await createTestDatabase();
    const app = await buildApp({ database, logger });
    try {
      const user = await signUp(app);
      await database.close();
      const email = "closed-db-person@example.com";
      const password = "a-password-nobody-logs";
      const reg = await app.inject({
        method: "POST",
        url: "/api/auth/register",
        payload: { email, password, firstName: "Ann", lastName: "Lee" },
      });
      expect(reg.statusCode).toBe(503);
      expect(reg.json()).toEqual({ message: "The database is not answering — try again", code: "database_unavailable" });
      expect(reg.headers["retry-after"]).toBe("5");
      const read = await request(app, "GET", "/api/trips", user);
      expect(read.statusCode).toBe(503);
      const log = lines.join("");
      expect(log).toContain("database unavailable");
      expect(log).not.toContain(email);
      expect(log).not.toContain(user.user.email);
      expect(log).not.toContain(password);
      expect(log).not.toMatch(/params:/);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

/** PostgreSQL's server binaries, where Debian puts them. */
function pgBin(): string | null {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  for (const v of readdirSync(root).sort().reverse()) {
    const dir = join(root, v, "bin");
    if (existsSync(join(dir, "initdb")) && existsSync(join(dir, "pg_ctl"))) return dir;
  }
  return null;
}

// A cluster of its own, since this test stops and pauses it; run with the other
// PostgreSQL tests (the api-pg project), where CI provides the binaries.
describe.runIf(testEngine === "postgres")("a PostgreSQL server that stops or hangs", () => {
  const bin = pgBin();
  let dir = "";
  let port = 0;
  let database: Database;
  let app: App;
  let user: SignedUp;
  const asPostgres = (cmd: string, args: string[]) => {
    const res = spawnSync("runuser", ["-u", "postgres", "--", join(bin!, cmd), ...args], { encoding: "utf8" });
    if (res.status !== 0) throw new Error(`${cmd} failed: ${res.stderr}`);
  };
  /** The postmaster (first line of postmaster.pid) and every backend it started. */
  const clusterPids = () => {
    const pidFile = `${dir}/data/postmaster.pid`;
    if (!existsSync(pidFile)) return [];
    const postmaster = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
    const children = spawnSync("pgrep", ["-P", String(postmaster)], { encoding: "utf8" });
    return [postmaster, ...children.stdout.split("\n").filter(Boolean).map(Number)];
  };
  const start = () => asPostgres("pg_ctl", ["-D", `${dir}/data`, "-l", `${dir}/log`, "-w", "-o", `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, "start"]);
  /** The app answers again within 5 s, with no restart. */
  const expectRecovery = () =>
    expect.poll(async () => (await request(app, "GET", "/api/trips", user)).statusCode, { timeout: 5_000, interval: 250 }).toBe(200);
  const timed = async (fn: () => Promise<{ statusCode: number }>) => {
    const t0 = Date.now();
    const res = await fn();
    return { status: res.statusCode, ms: Date.now() - t0 };
  };

  beforeAll(async () => {
    if (!bin) throw new Error("PostgreSQL server binaries are missing (apt-get install postgresql)");
    dir = mkdtempSync(join(tmpdir(), "roamwise-fault-pg-"));
    chmodSync(dir, 0o777);
    port = await freePort();
    asPostgres("initdb", ["-D", `${dir}/data`, "-U", "postgres", "--auth=trust", "-E", "UTF8"]);
    start();
    database = await openPostgres(`postgres://postgres@127.0.0.1:${port}/postgres`);
    app = await buildApp({ database });
    user = await signUp(app);
  }, 60_000);

  afterAll(async () => {
    if (dir) {
      for (const pid of clusterPids()) process.kill(pid, "SIGCONT");
      spawnSync("runuser", ["-u", "postgres", "--", join(bin!, "pg_ctl"), "-D", `${dir}/data`, "-m", "immediate", "stop"]);
    }
    await app?.close();
    await database?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it("answers 503 within 5 s while the server is paused, and recovers when it resumes", async () => {
    expect((await request(app, "GET", "/api/trips", user)).statusCode).toBe(200);
    const pids = clusterPids();
    for (const pid of pids) process.kill(pid, "SIGSTOP");
    try {
      const read = await timed(() => request(app, "GET", "/api/trips", user));
      expect(read.status).toBe(503);
      expect(read.ms).toBeLessThan(5_000);
      const write = await timed(() => request(app, "POST", "/api/trips", user, { name: "Paused" }));
      expect(write.status).toBe(503);
      expect(write.ms).toBeLessThan(5_000);
    } finally {
      for (const pid of pids) process.kill(pid, "SIGCONT");
    }
    // The pool drops the connections that timed out and opens new ones.
    await expectRecovery();
  }, 40_000);

  it("answers 503 within 5 s while the server is stopped, and recovers when it is back", async () => {
    asPostgres("pg_ctl", ["-D", `${dir}/data`, "-m", "fast", "-w", "stop"]);
    const read = await timed(() => request(app, "GET", "/api/trips", user));
    expect(read.status).toBe(503);
    expect(read.ms).toBeLessThan(5_000);
    start();
    await expectRecovery();
  }, 40_000);
});
