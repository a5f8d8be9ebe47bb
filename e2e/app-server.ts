// An app server of its own for a journey that needs other settings than the
// shared e2e server (an SMTP server, a rates server): the built server on a
// free loopback port with a fresh PGlite folder and the settings given.
// Stopped by `stop()` (SIGTERM, then SIGKILL after 5 s), its folder removed;
// `restart()` stops it and starts it again on the same port and data, as a
// deploy does (the static files are listed when the server starts).
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SERVER_ENTRY, freePort, waitForHealth } from "./global-setup";

export interface AppServer {
  base: string;
  stop(): Promise<void>;
  restart(): Promise<void>;
}

/** `settings` may use the server's own address (e.g. as PUBLIC_URL). */
export async function startAppServer(name: string, settings: (base: string) => Record<string, string>): Promise<AppServer> {
  const dataDir = mkdtempSync(join(tmpdir(), `roamwise-${name}-e2e-`));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const start = () => {
    const server = spawn(process.execPath, [SERVER_ENTRY], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        CLIENT_DIR: process.env.E2E_CLIENT_DIR || "dist/client",
        DATABASE_URL: "",
        LOG_LEVEL: "warn",
        ...settings(base),
      },
      stdio: ["ignore", "inherit", "inherit"],
    });
    return waitForHealth(`${base}/api/health`, server, 60_000).then(() => server);
  };
  const halt = async (server: ChildProcess) => {
    if (server.exitCode !== null) return;
    const exited = new Promise((r) => server.once("exit", r));
    server.kill("SIGTERM");
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (server.exitCode === null) server.kill("SIGKILL");
  };
  let server = await start();
  return {
    base,
    async stop() {
      await halt(server);
      rmSync(dataDir, { recursive: true, force: true });
    },
    async restart() {
      await halt(server);
      server = await start();
    },
  };
}
