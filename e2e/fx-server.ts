// An app server of its own for the group-money journey: the built server (as
// the shared e2e server) with FX_RATES_URL pointing at a loopback server that
// serves the European Central Bank's file format (the fixture of
// src/server/fx), so the Add expense dialog's reference rates are real answers
// of the real code path and the same on every run. Stopped by `stop()`.
import { spawn } from "node:child_process";
import { createServer } from "node:http";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SERVER_ENTRY, freePort, waitForHealth } from "./global-setup";

const ECB_FIXTURE = readFileSync(join(__dirname, "../src/server/fx/fixtures/eurofxref-hist-90d.xml"));

export interface FxAppServer {
  base: string;
  /** How many times the app fetched the rates file. */
  fetches(): number;
  stop(): Promise<void>;
}

export async function startServerWithRates(): Promise<FxAppServer> {
  let fetches = 0;
  const ecb = createServer((_req, res) => {
    fetches++;
    res.writeHead(200, { "content-type": "text/xml; charset=utf-8" }).end(ECB_FIXTURE);
  });
  await new Promise<void>((resolve) => ecb.listen(0, "127.0.0.1", resolve));
  const ecbPort = (ecb.address() as { port: number }).port;
  const dataDir = mkdtempSync(join(tmpdir(), "roamwise-fx-e2e-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      CLIENT_DIR: process.env.E2E_CLIENT_DIR || "dist/client",
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      FX_RATES_URL: `http://127.0.0.1:${ecbPort}/eurofxref-hist-90d.xml`,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitForHealth(`${base}/api/health`, server, 60_000);
  return {
    base,
    fetches: () => fetches,
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((r) => server.once("exit", r));
        server.kill("SIGTERM");
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (server.exitCode === null) server.kill("SIGKILL");
      }
      await new Promise((r) => ecb.close(r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
