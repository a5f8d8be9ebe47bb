// API tests for accounts and sessions: register, login, logout, current user,
// cookie attributes, stored token hashes, sliding expiry and validation.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { buildApp } from "../app";
import { createTestApp, logCollector, sessionCookie, sessionSetCookie, signUp, sqlRows, TEST_PASSWORD, type TestApp } from "../test/test-app";
import { createTestDatabase } from "../test/test-db";

let t: TestApp;
beforeAll(async () => {
  // The tests give each client its own X-Forwarded-For, as a proxy in front would.
  t = await createTestApp({ trustProxy: true });
});
afterAll(async () => {
  await t.close();
});

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");
const tokenOf = (cookie: string) => cookie.slice("rw_session=".length);
const uniqueEmail = (tag: string) => `${tag}-${Math.random().toString(36).slice(2)}@example.com`;

async function me(cookie?: string) {
  return t.app.inject({ method: "GET", url: "/api/auth/user", headers: cookie ? { cookie } : {} });
}

async function register(payload: unknown) {
  return t.app.inject({ method: "POST", url: "/api/auth/register", payload: payload as object });
}

async function login(payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: "POST", url: "/api/auth/login", payload: payload as object, headers });
}

async function sessionRow(token: string) {
  const rows = await sqlRows<{ token_hash: string; expires_at: string; user_id: string }>(
    t.database,
    sql`select token_hash, expires_at::text as expires_at, user_id from sessions where token_hash = ${sha256(token)}`,
  );
  return rows[0];
}

async function daysLeft(token: string): Promise<number> {
  const rows = await sqlRows<{ days: string | number }>(
    t.database,
    sql`select extract(epoch from (expires_at - now())) / 86400 as days from sessions where token_hash = ${sha256(token)}`,
  );
  return Number(rows[0]!.days);
}

describe("POST /api/auth/register", () => {
  it("creates the account, answers 201 with the public user and signs in", async () => {
    const email = uniqueEmail("reg");
    const res = await register({ email, password: "sunny-atlas-1", firstName: "Ada", lastName: "Lovelace" });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(["email", "emailVerified", "firstName", "id", "isAdmin", "lastName", "twoFactor", "twoFactorSetupRequired"]);
    expect(body).toMatchObject({ email, firstName: "Ada", lastName: "Lovelace" });
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);

    const cookie = sessionCookie(res);
    const current = await me(cookie);
    expect(current.statusCode).toBe(200);
    expect(current.json()).toEqual(body);
  });

  it("sets an HttpOnly, SameSite=Lax, path=/ cookie for 30 days, not Secure unless configured", async () => {
    const res = await register({ email: uniqueEmail("cookie"), password: "sunny-atlas-1", firstName: "A", lastName: "B" });
    const line = sessionSetCookie(res)!;
    expect(line).toMatch(/^rw_session=[A-Za-z0-9_-]{43};/);
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Lax/);
    expect(line).toMatch(/; Path=\//);
    expect(line).toMatch(/; Max-Age=2592000/);
    expect(line).not.toMatch(/Secure/);
  });

  it("marks the cookie Secure when the app is configured for HTTPS", async () => {
    const secure = await createTestApp({ publicUrl: "https://trips.example.com" });
    try {
      const { cookie } = await signUp(secure.app);
      const login = await secure.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: (await secure.app.inject({ url: "/api/auth/user", headers: { cookie } })).json().email, password: TEST_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      expect(sessionSetCookie(login)).toMatch(/; Secure/);
      const out = await secure.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
      expect(sessionSetCookie(out)).toMatch(/; Secure/);
    } finally {
      await secure.close();
    }
  });

  it("stores only the SHA-256 of the session token", async () => {
    const { cookie, user } = await signUp(t.app);
    const token = tokenOf(cookie);
    const row = await sessionRow(token);
    expect(row).toBeDefined();
    expect(row!.user_id).toBe(user.id);
    expect(row!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    const leaked = await sqlRows(t.database, sql`select 1 from sessions where token_hash = ${token}`);
    expect(leaked).toHaveLength(0);
  });

  it("hashes the password with argon2id", async () => {
    const { user } = await signUp(t.app);
    const rows = await sqlRows<{ password_hash: string }>(t.database, sql`select password_hash from users where id = ${user.id}`);
    expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$/);
    expect(rows[0]!.password_hash).not.toContain(TEST_PASSWORD);
  });

  it("trims and lower-cases the email, on register and login", async () => {
    const local = uniqueEmail("MiXeD").toUpperCase();
    const res = await register({ email: `  ${local}  `, password: "sunny-atlas-1", firstName: "A", lastName: "B" });
    expect(res.statusCode).toBe(201);
    expect(res.json().email).toBe(local.toLowerCase());
    const again = await login({ email: ` ${local} `, password: "sunny-atlas-1" });
    expect(again.statusCode).toBe(200);
    expect(again.json().email).toBe(local.toLowerCase());
  });

  it("answers 409 for a taken email, whatever its case", async () => {
    const email = uniqueEmail("dup");
    expect((await register({ email, password: "sunny-atlas-1", firstName: "A", lastName: "B" })).statusCode).toBe(201);
    const dup = await register({ email: email.toUpperCase(), password: "sunny-atlas-2", firstName: "C", lastName: "D" });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: "An account with this email already exists", code: "conflict" });
    expect(sessionSetCookie(dup)).toBeUndefined();
  });

  it("lets exactly one of two simultaneous registrations for one email win", async () => {
    const email = uniqueEmail("race");
    const body = { email, password: "sunny-atlas-1", firstName: "A", lastName: "B" };
    const results = await Promise.all([register(body), register(body), register(body)]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409]);
    for (const r of results.filter((r) => r.statusCode === 409)) {
      expect(r.json().message).toBe("An account with this email already exists");
    }
    const rows = await sqlRows(t.database, sql`select id from users where email = ${email}`);
    expect(rows).toHaveLength(1);
  });

  it.each([
    ["email", { email: "not-an-email" }, "Invalid email address"],
    ["email", { email: undefined }, "Invalid email address"],
    ["password", { password: "1234567" }, "Password must be at least 8 characters"],
    ["password", { password: undefined }, "Password must be at least 8 characters"],
    ["firstName", { firstName: "   " }, "First name is required"],
    ["firstName", { firstName: undefined }, "First name is required"],
    ["lastName", { lastName: "" }, "Last name is required"],
    ["lastName", { lastName: undefined }, "Last name is required"],
  ])("answers 400 naming %s for %o", async (field, change, message) => {
    const res = await register({ email: uniqueEmail("bad"), password: "sunny-atlas-1", firstName: "A", lastName: "B", ...change });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe("bad_request");
    expect(body.message).toBe(message);
    expect(body.fields).toEqual({ [field]: message });
  });

  it("answers 400 for a body that is not a JSON object", async () => {
    for (const payload of [[], "text", 42, null]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/register",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify(payload),
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe("Request body must be a JSON object");
    }
    const broken = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(broken.statusCode).toBe(400);
  });
});

describe("POST /api/auth/login", () => {
  it("answers 200 with the user and a new session token on every login", async () => {
    const { user, cookie: first } = await signUp(t.app);
    const a = await login({ email: user.email, password: TEST_PASSWORD });
    const b = await login({ email: user.email, password: TEST_PASSWORD });
    expect(a.statusCode).toBe(200);
    expect(a.json()).toEqual(user);
    const tokens = new Set([tokenOf(first), tokenOf(sessionCookie(a)), tokenOf(sessionCookie(b))]);
    expect(tokens.size).toBe(3);
    // Separate browsers keep separate sessions.
    for (const c of [first, sessionCookie(a), sessionCookie(b)]) expect((await me(c)).statusCode).toBe(200);
  });

  it("replaces the session the same browser held before", async () => {
    const { user, cookie: old } = await signUp(t.app);
    const res = await login({ email: user.email, password: TEST_PASSWORD }, { cookie: old });
    expect(res.statusCode).toBe(200);
    expect(sessionCookie(res)).not.toBe(old);
    expect((await me(old)).statusCode).toBe(401);
    expect(await sessionRow(tokenOf(old))).toBeUndefined();
  });

  it("answers 401 with one message for a wrong password and for an unknown email", async () => {
    const { user } = await signUp(t.app);
    const wrong = await login({ email: user.email, password: "not the password" }, { "x-forwarded-for": "198.51.100.7" });
    const unknown = await login({ email: uniqueEmail("nobody"), password: TEST_PASSWORD }, { "x-forwarded-for": "198.51.100.7" });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe("Invalid email or password");
      expect(sessionSetCookie(res)).toBeUndefined();
    }
    expect(wrong.json()).toEqual(unknown.json());
  });

  it.each([
    ["email", { email: "nope" }, "Invalid email address"],
    ["password", { password: "" }, "Password is required"],
    ["password", { password: undefined }, "Password is required"],
  ])("answers 400 naming %s for %o", async (field, change, message) => {
    const res = await login({ email: "someone@example.com", password: "x", ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().fields).toEqual({ [field]: message });
  });
});

describe("GET /api/auth/user", () => {
  it("answers 401 Unauthorized when signed out or with an unknown token", async () => {
    for (const cookie of [undefined, "rw_session=", "rw_session=abc", `rw_session=${"A".repeat(43)}`]) {
      const res = await me(cookie);
      expect(res.statusCode, String(cookie)).toBe(401);
      expect(res.json()).toEqual({ message: "Unauthorized", code: "unauthorized" });
    }
  });

  it("does not rewrite a fresh session on each request", async () => {
    const { cookie } = await signUp(t.app);
    const before = await sessionRow(tokenOf(cookie));
    const res = await me(cookie);
    expect(res.statusCode).toBe(200);
    expect(sessionSetCookie(res)).toBeUndefined();
    expect((await sessionRow(tokenOf(cookie)))!.expires_at).toBe(before!.expires_at);
  });

  it("slides the expiry forward and re-sends the cookie when less than 29 days remain", async () => {
    const { cookie } = await signUp(t.app);
    const token = tokenOf(cookie);
    await t.database.db.execute(sql`update sessions set expires_at = now() + interval '2 days' where token_hash = ${sha256(token)}`);
    expect(await daysLeft(token)).toBeLessThan(3);
    const res = await me(cookie);
    expect(res.statusCode).toBe(200);
    expect(await daysLeft(token)).toBeGreaterThan(29.9);
    const line = sessionSetCookie(res)!;
    expect(line).toContain(`${cookie};`);
    expect(line).toMatch(/Max-Age=2592000/);
    expect(line).toMatch(/HttpOnly/);
  });

  it("rejects and deletes an expired session", async () => {
    const { cookie } = await signUp(t.app);
    const token = tokenOf(cookie);
    await t.database.db.execute(sql`update sessions set expires_at = now() - interval '1 minute' where token_hash = ${sha256(token)}`);
    const res = await me(cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Unauthorized", code: "unauthorized" });
    expect(await sessionRow(token)).toBeUndefined();
    expect(sessionSetCookie(res)).toMatch(/Max-Age=0/);
  });
});

describe("logout", () => {
  it("POST /api/auth/logout deletes the session, clears the cookie and answers 204", async () => {
    const { cookie } = await signUp(t.app);
    const res = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    const line = sessionSetCookie(res)!;
    expect(line).toMatch(/^rw_session=;/);
    expect(line).toMatch(/Max-Age=0/);
    expect(line).toMatch(/Path=\//);
    expect(await sessionRow(tokenOf(cookie))).toBeUndefined();
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it("POST /api/auth/logout answers 204 when already signed out", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/auth/logout" });
    expect(res.statusCode).toBe(204);
  });

  it("GET /api/logout ends the session and redirects to /login", async () => {
    const { cookie } = await signUp(t.app);
    const res = await t.app.inject({ method: "GET", url: "/api/logout", headers: { cookie } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/login");
    expect(sessionSetCookie(res)).toMatch(/Max-Age=0/);
    expect(await sessionRow(tokenOf(cookie))).toBeUndefined();
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it.each([
    ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
    ["an Origin of another site", { origin: "https://evil.example" }],
    ["a Referer from another site", { referer: "https://evil.example/page" }],
  ])("GET /api/logout from a cross-site navigation (%s) only redirects: the session stays", async (_what, headers) => {
    const { cookie } = await signUp(t.app);
    const res = await t.app.inject({ method: "GET", url: "/api/logout", headers: { cookie, ...headers } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/login");
    expect(sessionSetCookie(res)).toBeUndefined();
    expect(await sessionRow(tokenOf(cookie))).toBeDefined();
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it("GET /api/logout from a link on the app's own pages signs out", async () => {
    const { cookie } = await signUp(t.app);
    const res = await t.app.inject({ method: "GET", url: "/api/logout", headers: { cookie, "sec-fetch-site": "same-origin", referer: "http://localhost:80/trips" } });
    expect(res.statusCode).toBe(302);
    expect(await sessionRow(tokenOf(cookie))).toBeUndefined();
  });

  it("GET /api/login redirects to /login", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/login" });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/login");
  });
});

describe("secrets stay out of responses and logs", () => {
  it("never returns the password hash", async () => {
    const email = uniqueEmail("nohash");
    const reg = await register({ email, password: "sunny-atlas-1", firstName: "A", lastName: "B" });
    const cookie = sessionCookie(reg);
    const responses = [reg, await login({ email, password: "sunny-atlas-1" }), await me(cookie)];
    for (const res of responses) {
      expect(res.body).not.toMatch(/password/i);
      expect(res.body).not.toContain("$argon2");
    }
  });

  it("logs requests without passwords or session tokens", async () => {
    const { lines, logger } = logCollector();
    const database = await createTestDatabase();
    const app = await buildApp({ database, logger });
    try {
      const password = "very-secret-password-123";
      const reg = await app.inject({
        method: "POST",
        url: "/api/auth/register",
        payload: { email: uniqueEmail("log"), password, firstName: "A", lastName: "B" },
      });
      const cookie = sessionCookie(reg);
      await app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
      await app.inject({ method: "POST", url: "/api/auth/login", payload: { email: "x@example.com", password } });
      const log = lines.join("");
      expect(log).toContain("/api/auth/register");
      expect(log).not.toContain(password);
      expect(log).not.toContain(tokenOf(cookie));
      // One line per request: three requests, three lines.
      const requestLines = lines.filter((l) => (JSON.parse(l) as { msg?: string }).msg === "request");
      expect(requestLines).toHaveLength(3);
      expect(JSON.parse(requestLines[0]!)).toMatchObject({ method: "POST", route: "/api/auth/register", status: 201 });
    } finally {
      await app.close();
      await database.close();
    }
  });
});
