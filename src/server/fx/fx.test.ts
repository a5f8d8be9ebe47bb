// GET /api/fx against a loopback server that serves the ECB's file format
// (docs/product/budget-and-expenses.md): fetched once and kept by day, the last published day for a
// weekend, the database when the bank is down, 503 with nothing to go on.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createServer, type Server } from "node:http";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createTestApp, request, signUp, sqlRows, type SignedUp, type TestApp } from "../test/test-app";
import { sql } from "drizzle-orm";

const FIXTURE = readFileSync(join(__dirname, "fixtures/eurofxref-hist-90d.xml"), "utf8");

/** The bank: answers with `body` and `status`, counting the calls. */
let status = 200;
let body = FIXTURE;
let calls = 0;
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((_req, res) => {
    calls++;
    res.writeHead(status, { "content-type": "text/xml" }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}/stats/eurofxref/eurofxref-hist-90d.xml`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});
afterEach(() => {
  status = 200;
  body = FIXTURE;
  calls = 0;
});

describe("the reference rate", () => {
  let t: TestApp;
  let user: SignedUp;
  beforeAll(async () => {
    t = await createTestApp({ fxRatesUrl: url });
    user = await signUp(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it("is read from the bank's file, then kept in the database by day", async () => {
    const first = await request(t.app, "GET", "/api/fx?from=EUR&to=USD&date=2026-11-24", user);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ rate: "1.0825", date: "2026-11-24", source: "ECB" });
    const again = await request(t.app, "GET", "/api/fx?from=JPY&to=GBP&date=2026-11-23", user);
    expect(again.json()).toEqual({ rate: "0.005206", date: "2026-11-23", source: "cache" });
    expect(calls).toBe(1);
    const [count] = await sqlRows<{ n: number }>(t.database, sql`SELECT count(*)::int AS n FROM fx_rates`);
    expect(count!.n).toBe(30 + 5 + 5);
  });

  it("gives a weekend the last published day before it, and says which", async () => {
    const res = await request(t.app, "GET", "/api/fx?from=USD&to=EUR&date=2026-11-22", user);
    expect(res.json()).toEqual({ rate: "0.927988", date: "2026-11-20", source: "cache" });
  });

  it("refuses a currency that is not ISO 4217, and a malformed date, naming the field", async () => {
    const res = await request(t.app, "GET", "/api/fx?from=EUR&to=EUX", user);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ to: "Currency must be an ISO 4217 code, such as EUR or JPY" });
    const bad = await request(t.app, "GET", "/api/fx?from=EUR&to=USD&date=2026-13-01", user);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ date: "Date must be YYYY-MM-DD" });
  });

  it("is only for signed-in people", async () => {
    expect((await request(t.app, "GET", "/api/fx?from=EUR&to=USD")).statusCode).toBe(401);
  });
});

describe("when the bank cannot be reached", () => {
  it("answers 503 asking for the rate when nothing is stored, and writes nothing", async () => {
    status = 503;
    body = "<html>Service Unavailable</html>";
    const t = await createTestApp({ fxRatesUrl: url });
    try {
      const user = await signUp(t.app);
      const res = await request(t.app, "GET", "/api/fx?from=EUR&to=USD&date=2026-11-24", user);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ message: "Exchange rate unavailable — enter the rate" });
      expect(await sqlRows(t.database, sql`SELECT * FROM fx_rates`)).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it("answers from a stored day a weekend before, but not from a stale one", async () => {
    const t = await createTestApp({ fxRatesUrl: "http://127.0.0.1:9/unreachable.xml" });
    try {
      const user = await signUp(t.app);
      await t.database.db.execute(sql`INSERT INTO fx_rates (date, currency, rate) VALUES ('2026-11-20', 'USD', '1.0776')`);
      const monday = await request(t.app, "GET", "/api/fx?from=EUR&to=USD&date=2026-11-23", user);
      expect(monday.json()).toEqual({ rate: "1.0776", date: "2026-11-20", source: "cache" });
      const later = await request(t.app, "GET", "/api/fx?from=EUR&to=USD&date=2026-12-10", user);
      expect(later.statusCode).toBe(503);
    } finally {
      await t.close();
    }
  });

  it("answers 503 with no rates service set and nothing stored", async () => {
    const t = await createTestApp();
    try {
      const user = await signUp(t.app);
      const res = await request(t.app, "GET", "/api/fx?from=EUR&to=JPY", user);
      expect(res.statusCode).toBe(503);
    } finally {
      await t.close();
    }
  });
});
