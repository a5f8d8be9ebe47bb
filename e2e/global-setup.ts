// Starts the built app (the compiled server, dist/server/main.js, as `npm
// start` runs it, with the client from dist/client) on a free loopback port
// with a fresh embedded database, and finds Debian's Chromium. With no
// Chromium the run fails with a message saying how to install one.
import type { TestProject } from "vitest/node";
import { spawn, execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { freePort } from "../src/server/test/free-port";
import { tmpdir } from "node:os";
import { join } from "node:path";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    chromiumPath: string;
  }
}

/** How every test and bench starts Chromium: headless, offline from Google's services, in a container. */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function findChromium(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist.`);
    return fromEnv;
  }
  for (const name of ["chromium", "chromium-browser"]) {
    try {
      return execFileSync("which", [name], { encoding: "utf8" }).trim();
    } catch {
      // try the next name
    }
  }
  throw new Error(
    "End-to-end tests need Chromium and none was found. Install Debian's package " +
      "(`apt-get install -y chromium`) or set CHROMIUM_PATH to a Chromium binary.",
  );
}

export { freePort };

export async function waitForHealth(url: string, server: { exitCode: number | null }, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The app exited with code ${server.exitCode} before it was ready`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The app did not answer ${url} within ${timeoutMs} ms`);
}

/** The compiled server `npm run build` writes (ADR 021): the tests run what production runs. */
export const SERVER_ENTRY = "dist/server/main.js";

export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  // E2E_CLIENT_DIR lets several people in one work tree test their own build.
  const clientDir = process.env.E2E_CLIENT_DIR || "dist/client";
  if (!existsSync(join(clientDir, "index.html"))) throw new Error(`${clientDir} is missing: run \`npm run build\` first (npm run test:e2e does).`);
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` first (npm run test:e2e does).`);
  const dataDir = mkdtempSync(join(tmpdir(), "roamwise-e2e-"));
  const port = await freePort();
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      CLIENT_DIR: clientDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      // Far from UTC, so a server-side day shift would show in the browser.
      TZ: "Pacific/Kiritimati",
      // Every spec signs up from 127.0.0.1 within the hour; the limits themselves are API-tested.
      LIMIT_REGISTER_PER_HOUR: "100000",
      LIMIT_PASSWORD_RESET_PER_HOUR: "100000",
      LIMIT_AI_PER_MINUTE: "100000",
      LIMIT_SEARCH_PER_MINUTE: "100000",
      LIMIT_SIGN_IN_START_PER_MINUTE: "100000",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForHealth(`${baseURL}/api/health`, server, 60_000);
  project.provide("baseURL", baseURL);
  project.provide("chromiumPath", chromiumPath);
  return async () => {
    const exited = new Promise((r) => server.once("exit", r));
    server.kill("SIGTERM");
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (server.exitCode === null) server.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  };
}
