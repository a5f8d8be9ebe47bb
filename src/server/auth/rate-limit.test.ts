// API tests for the failed sign-in limits: per email and IP, per email, per client IP, shared
// through the login_failures table, cleared by a success, reset by time.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestApp, signUp, sqlRows, TEST_PASSWORD, type TestApp } from "../test/test-app";
import { buildApp } from "../app";
import { MAX_TOKEN_FAILURES_PER_IP } from "./rate-limit";

let t: TestApp;
beforeAll(async () => {
  // The tests give each client its own X-Forwarded-For, as a proxy in front would.
  t = await createTestApp({ trustProxy: true });
});
afterAll(async () => {
  await t.close();
});

const MESSAGE = "Too many failed sign-in attempts. Please wait 15 minutes and try again.";

function attempt(email: string, password: string, ip: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password },
    headers: { "x-forwarded-for": ip },
  });
}

async function failTimes(n: number, email: (i: number) => string, ip: string) {
  for (let i = 0; i < n; i++) {
    const res = await attempt(email(i), "wrong password", ip);
    expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
  }
}

describe("failed sign-in limits", () => {
  it("blocks an address from one IP after 10 failures, even with the right password, with Retry-After", async () => {
    const { user } = await signUp(t.app);
    await failTimes(10, () => user.email, "203.0.113.7");
    const blocked = await attempt(user.email, TEST_PASSWORD, "203.0.113.7");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: MESSAGE, code: "rate_limited" });
    const retryAfter = Number(blocked.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(blocked.headers["set-cookie"]).toBeUndefined();

    const rows = await sqlRows<{ count: number }>(t.database, sql`select count from login_failures where key = ${`pair:${user.email}|203.0.113.7`}`);
    expect(Number(rows[0]!.count)).toBe(10);

    // Another account from the same IP is not affected.
    const other = await signUp(t.app);
    expect((await attempt(other.user.email, TEST_PASSWORD, "203.0.113.7")).statusCode).toBe(200);
  });

  it("does not let a stranger lock the owner out: the owner still signs in from another IP", async () => {
    const { user } = await signUp(t.app);
    await failTimes(10, () => user.email, "203.0.113.66");
    expect((await attempt(user.email, TEST_PASSWORD, "203.0.113.66")).statusCode).toBe(429);
    expect((await attempt(user.email, TEST_PASSWORD, "198.51.100.9")).statusCode).toBe(200);
  });

  it("blocks an address after 100 failures spread over many IPs", async () => {
    const { user } = await signUp(t.app);
    // 98 failures from elsewhere, counted as the app counts them (each sign-in costs an argon2 check).
    await t.database.db.execute(sql`insert into login_failures (key, count, window_start) values (${`email:${user.email}`}, 98, now())`);
    expect((await attempt(user.email, "wrong password", "100.64.0.1")).statusCode).toBe(401);
    expect((await attempt(user.email, TEST_PASSWORD, "100.64.0.2")).statusCode).toBe(200);
    // The success forgave the count; 99 again, then the 100th failure closes the address to every IP.
    await t.database.db.execute(sql`insert into login_failures (key, count, window_start) values (${`email:${user.email}`}, 99, now()) on conflict (key) do update set count = 99`);
    expect((await attempt(user.email, "wrong password", "100.64.0.3")).statusCode).toBe(401);
    expect((await attempt(user.email, TEST_PASSWORD, "100.65.0.1")).statusCode).toBe(429);
  });

  it("counts the email case-insensitively", async () => {
    const { user } = await signUp(t.app);
    await failTimes(10, (i) => (i % 2 ? user.email.toUpperCase() : ` ${user.email}`), "203.0.114.1");
    expect((await attempt(user.email, TEST_PASSWORD, "203.0.114.1")).statusCode).toBe(429);
  });

  it("blocks an IP after 30 failures, whichever emails it tried; other IPs still sign in", async () => {
    const { user } = await signUp(t.app);
    await failTimes(30, (i) => `guess-${i}@example.com`, "192.0.2.50");
    const blocked = await attempt(user.email, TEST_PASSWORD, "192.0.2.50");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe("rate_limited");
    expect(blocked.headers["retry-after"]).toBeDefined();
    expect((await attempt(user.email, TEST_PASSWORD, "192.0.2.51")).statusCode).toBe(200);
  });

  it("ignores X-Forwarded-For unless a proxy is trusted, so a client cannot dodge the IP limit", async () => {
    const direct = await buildApp({ database: t.database });
    try {
      for (let i = 0; i < 30; i++) {
        const res = await direct.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { email: `spoof-${i}@example.com`, password: "wrong password" },
          headers: { "x-forwarded-for": `203.0.113.${i}` },
          remoteAddress: "10.1.1.1",
        });
        expect(res.statusCode).toBe(401);
      }
      const res = await direct.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: "spoof-last@example.com", password: "wrong password" },
        headers: { "x-forwarded-for": "203.0.113.250" },
        remoteAddress: "10.1.1.1",
      });
      expect(res.statusCode).toBe(429);
    } finally {
      await direct.close();
    }
  });

  it("uses the socket address when no proxy header is sent", async () => {
    const { user } = await signUp(t.app);
    const from = (remoteAddress: string, password: string) =>
      t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: user.email, password }, remoteAddress });
    for (let i = 0; i < 30; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: `socket-${i}@example.com`, password: "wrong password" },
        remoteAddress: "10.9.8.7",
      });
      expect(res.statusCode).toBe(401);
    }
    expect((await from("10.9.8.7", TEST_PASSWORD)).statusCode).toBe(429);
    expect((await from("10.9.8.6", TEST_PASSWORD)).statusCode).toBe(200);
  });

  it("a successful sign-in clears the email's failures", async () => {
    const { user } = await signUp(t.app);
    await failTimes(9, () => user.email, "198.18.0.1");
    expect((await attempt(user.email, TEST_PASSWORD, "198.18.0.1")).statusCode).toBe(200);
    const rows = await sqlRows(t.database, sql`select 1 from login_failures where key = ${`email:${user.email}`}`);
    expect(rows).toHaveLength(0);
    // Without the reset these would make 18 failures and block the next sign-in.
    await failTimes(9, () => user.email, "198.18.0.2");
    expect((await attempt(user.email, TEST_PASSWORD, "198.18.0.2")).statusCode).toBe(200);
  });

  it("lets the caller try again once the 15-minute window has passed", async () => {
    const { user } = await signUp(t.app);
    await failTimes(10, () => user.email, "198.18.1.1");
    expect((await attempt(user.email, TEST_PASSWORD, "198.18.1.1")).statusCode).toBe(429);
    await t.database.db.execute(
      sql`update login_failures set window_start = now() - interval '16 minutes' where key in (${`email:${user.email}`}, ${`pair:${user.email}|198.18.1.1`})`,
    );
    // A failure after the window starts a new count at 1 rather than adding to 10.
    expect((await attempt(user.email, "wrong password", "198.18.1.1")).statusCode).toBe(401);
    const rows = await sqlRows<{ count: number }>(t.database, sql`select count from login_failures where key = ${`pair:${user.email}|198.18.1.1`}`);
    expect(Number(rows[0]!.count)).toBe(1);
    expect((await attempt(user.email, TEST_PASSWORD, "198.18.1.1")).statusCode).toBe(200);
  });

  it("shares the counts between app instances on one database", async () => {
    const second = await buildApp({ database: t.database, trustProxy: true });
    try {
      const { user } = await signUp(t.app);
      for (let i = 0; i < 10; i++) {
        const app = i % 2 ? second : t.app;
        const res = await app.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { email: user.email, password: "wrong password" },
          headers: { "x-forwarded-for": "198.18.2.9" },
        });
        expect(res.statusCode).toBe(401);
      }
      const res = await second.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: user.email, password: TEST_PASSWORD },
        headers: { "x-forwarded-for": "198.18.2.9" },
      });
      expect(res.statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});

describe("failed access-token attempts", () => {
  const guess = (ip: string, token = `rw_pat_${"A".repeat(43)}`) =>
    t.app.inject({ method: "GET", url: "/api/trips", headers: { authorization: `Bearer ${token}`, "x-forwarded-for": ip } });

  it("blocks an address after 30 wrong tokens with 429 and Retry-After; other addresses and real tokens go on", async () => {
    const owner = await signUp(t.app);
    const made = await t.app.inject({ method: "POST", url: "/api/profile/tokens", headers: { cookie: owner.cookie }, payload: { name: "script" } });
    const token = made.json<{ token: string }>().token;
    for (let i = 0; i < MAX_TOKEN_FAILURES_PER_IP; i++) expect((await guess("203.0.113.99")).statusCode, `attempt ${i + 1}`).toBe(401);
    const blocked = await guess("203.0.113.99");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: "Too many wrong access tokens from this address. Please wait 15 minutes and try again.", code: "rate_limited" });
    const retryAfter = Number(blocked.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Another address still gets its 401; a right token is never refused.
    expect((await guess("198.51.100.20")).statusCode).toBe(401);
    expect((await guess("203.0.113.99", token)).statusCode).toBe(200);
    // Wrong tokens are counted apart from wrong passwords: the address still signs in.
    expect((await attempt(owner.user.email, TEST_PASSWORD, "203.0.113.99")).statusCode).toBe(200);
  });
});
