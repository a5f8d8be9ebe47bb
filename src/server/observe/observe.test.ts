// Watching it run (docs/product/admin.md): readiness, Prometheus metrics behind
// METRICS_TOKEN (404 without the setting), and one JSON log line per request
// with a request id and the user's id, never an address.
import { afterEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestApp, logCollector, request, signUp, type TestApp } from "../test/test-app";

const TOKEN = "metrics-token-0123456789";
let t: TestApp;
afterEach(async () => {
  await t.close();
});

const scrape = (authorization?: string) => t.app.inject({ method: "GET", url: "/metrics", headers: authorization ? { authorization } : {} });

describe("watching it run", () => {
  it("answers /api/ready while the database answers and is migrated, 503 when it is behind", async () => {
    t = await createTestApp();
    const ready = await request(t.app, "GET", "/api/ready");
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ database: "ok", migrations: "current" });
    await t.database.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
    const behind = await request(t.app, "GET", "/api/ready");
    expect(behind.statusCode).toBe(503);
    expect(behind.json()).toMatchObject({ database: "ok", migrations: "behind" });
  });

  it("is 404 at /metrics without METRICS_TOKEN, even with a bearer", async () => {
    t = await createTestApp();
    expect((await scrape()).statusCode).toBe(404);
    expect((await scrape(`Bearer ${TOKEN}`)).statusCode).toBe(404);
  });

  it("scrapes with the token, and refuses without it or with another", async () => {
    t = await createTestApp({ metricsToken: TOKEN, limits: { register: 1 } });
    const ada = await signUp(t.app);
    await request(t.app, "GET", "/api/trips", ada);
    // A second registration from the same address is over the limit of one.
    expect((await t.app.inject({ method: "POST", url: "/api/auth/register", payload: { email: "x@example.com", password: "correct horse", firstName: "X", lastName: "Y" } })).statusCode).toBe(429);
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape("Bearer wrong-token-0123456789")).statusCode).toBe(401);
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    const text = res.body;
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/trips",status="200"\} 1/);
    expect(text).toMatch(/db_pool_connections\{state="idle"\} \d/);
    expect(text).toMatch(/^sse_connections 0$/m);
    expect(text).toMatch(/^mail_outbox_pending \d+$/m);
    expect(text).toMatch(/rate_limited_total\{limit="register"\} 1/);
    expect(text).toContain("# TYPE notifications_sent_total counter");
    expect(text).toContain("process_cpu_user_seconds_total");
  });

  it("logs one JSON line per request with its id, route pattern, status, duration and user id — no address", async () => {
    const logs = logCollector();
    t = await createTestApp({ logger: logs.logger });
    const ada = await signUp(t.app, { email: "ada-logs@example.com" });
    const tripRes = await request(t.app, "POST", "/api/trips", ada, { name: "Logged" });
    const res = await request(t.app, "GET", `/api/trips/${tripRes.json().id}`, ada);
    const id = res.headers["x-request-id"];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const parsed = logs.lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const line = parsed.find((l) => l.reqId === id && l.msg === "request")!;
    expect(line).toMatchObject({ route: "/api/trips/:tripId", status: 200, userId: ada.user.id, method: "GET" });
    expect(typeof line.ms).toBe("number");
    expect(parsed.filter((l) => l.reqId === id && l.msg === "request")).toHaveLength(1);
    expect(logs.lines.join("")).not.toContain("ada-logs@example.com");
  });
});
