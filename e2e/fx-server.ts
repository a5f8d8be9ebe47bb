// An app server of its own for the group-money journey: the built server (as
// the shared e2e server) with FX_RATES_URL pointing at a loopback server that
// serves the European Central Bank's file format (the fixture of
// src/server/fx), so the Add expense dialog's reference rates are real answers
// of the real code path and the same on every run. Stopped by `stop()`.
import { createServer } from "node:http";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { startAppServer } from "./app-server";

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
  const app = await startAppServer("fx", () => ({ FX_RATES_URL: `http://127.0.0.1:${ecbPort}/eurofxref-hist-90d.xml` }));
  return {
    base: app.base,
    fetches: () => fetches,
    async stop() {
      await app.stop();
      await new Promise((r) => ecb.close(r));
    },
  };
}
