// Two-step sign-in through the API (docs/security.md): setting up an
// authenticator app, signing in with a code or a backup code, the pending
// cookie's five minutes, the limits on wrong codes, switching it off, a
// password reset, and required two-step sign-in. Codes are computed here from
// the secret with otplib, as the person's app would; the clock (Date only) is
// moved so each sign-in has a code of its own step.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { generate } from "otplib";
import type { LightMyRequestResponse } from "fastify";
import { createTestApp, createTestTrip, request, signUp, sqlRows, TEST_PASSWORD, type SignedUp, type TestApp } from "../test/test-app";
import { MAX_FAILURES_PER_EMAIL_AND_IP } from "./rate-limit";
import { openSse, type SseStream } from "../realtime/sse-reader";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ trustProxy: true });
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

/** The value of a cookie the response set, or undefined. */
function setCookie(res: LightMyRequestResponse, name: string): string | undefined {
  const header = res.headers["set-cookie"];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  return all.find((c) => c.startsWith(`${name}=`));
}
const pair = (line: string | undefined) => line?.split(";")[0] ?? "";

/** Moves the server's and the test's clock (Date only: timers and the database keep theirs) on by whole 30-second steps. */
function nextStep(): void {
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 30_000 });
}

const codeFor = (secret: string) => generate({ secret });

/** Signs up, sets up and enables TOTP; answers the person, the secret and the backup codes. */
async function withTotp(ip = "203.0.113.10"): Promise<SignedUp & { secret: string; backupCodes: string[]; ip: string }> {
  const who = await signUp(t.app);
  const setup = await request(t.app, "POST", "/api/auth/2fa/totp/setup", who);
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const enable = await request(t.app, "POST", "/api/auth/2fa/totp/enable", who, { code: await codeFor(secret) });
  expect(enable.statusCode, enable.body).toBe(200);
  nextStep();
  return { ...who, secret, backupCodes: enable.json().backupCodes, ip };
}

const login = (email: string, password: string, ip: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password }, headers: { "x-forwarded-for": ip } });

const verify = (pending: string, code: string, ip: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/2fa/verify", payload: { code }, headers: { cookie: pending, "x-forwarded-for": ip } });

/** The first step: the password answers the pending cookie, and no session. */
async function firstStep(who: { user: { email: string }; password: string; ip: string }): Promise<string> {
  const res = await login(who.user.email, who.password, who.ip);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ twoFactorRequired: true, methods: ["totp", "backup_code"] });
  expect(setCookie(res, "rw_session")).toBeUndefined();
  const pending = setCookie(res, "rw_2fa");
  expect(pending).toMatch(/Max-Age=300/);
  expect(pending).toMatch(/HttpOnly/);
  return pair(pending);
}

describe("setting up an authenticator app", () => {
  it("answers a secret, its otpauth URL and an SVG QR code; on only once a right code is entered", async () => {
    const who = await signUp(t.app);
    const setup = await request(t.app, "POST", "/api/auth/2fa/totp/setup", who);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl, qrSvg } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toMatch(new RegExp(`^otpauth://totp/Roamwise:${encodeURIComponent(who.user.email)}\\?.*secret=${secret}`));
    expect(qrSvg).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s);
    // Not on yet: signing in asks for no code.
    expect((await request(t.app, "GET", "/api/auth/user", who)).json().twoFactor).toEqual({ totp: false, passkeys: 0 });

    const wrong = await request(t.app, "POST", "/api/auth/2fa/totp/enable", who, { code: "000000" });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().fields)).toEqual(["code"]);
    const missing = await request(t.app, "POST", "/api/auth/2fa/totp/enable", who, {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields)).toEqual(["code"]);

    const enable = await request(t.app, "POST", "/api/auth/2fa/totp/enable", who, { code: await codeFor(secret) });
    expect(enable.statusCode).toBe(200);
    const { backupCodes } = enable.json();
    expect(backupCodes).toHaveLength(10);
    expect(new Set(backupCodes).size).toBe(10);
    // Kept hashed only.
    const stored = await sqlRows<{ code_hash: string }>(t.database, sql`select code_hash from totp_backup_codes where user_id = ${who.user.id}`);
    expect(stored).toHaveLength(10);
    for (const code of backupCodes) expect(stored.map((r) => r.code_hash)).not.toContain(code);
    expect((await request(t.app, "GET", "/api/auth/user", who)).json().twoFactor).toEqual({ totp: true, passkeys: 0 });
    // A new setup would lock the person out of the app they have: refused while on.
    expect((await request(t.app, "POST", "/api/auth/2fa/totp/setup", who)).statusCode).toBe(409);

    const audit = await sqlRows<{ action: string; details: unknown }>(t.database, sql`select action, details from audit_log where actor_id = ${who.user.id} and action = 'auth.2fa_enabled'`);
    expect(audit).toEqual([{ action: "auth.2fa_enabled", details: { method: "totp" } }]);
  });

  it("refuses enabling before a setup (409)", async () => {
    const who = await signUp(t.app);
    expect((await request(t.app, "POST", "/api/auth/2fa/totp/enable", who, { code: "123456" })).statusCode).toBe(409);
  });
});

describe("signing in in two steps", () => {
  it("asks for the code after the password, and opens the session only with a right one", async () => {
    const who = await withTotp("203.0.113.11");
    const pending = await firstStep(who);
    // The pending cookie is no session.
    expect((await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: pending } })).statusCode).toBe(401);

    const res = await verify(pending, await codeFor(who.secret), who.ip);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: who.user.id, twoFactor: { totp: true } });
    const session = pair(setCookie(res, "rw_session"));
    expect((await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: session } })).statusCode).toBe(200);
    // The pending cookie is used up.
    expect(setCookie(res, "rw_2fa")).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect((await verify(pending, await codeFor(who.secret), who.ip)).statusCode).toBe(401);
    const audit = await sqlRows<{ details: unknown }>(t.database, sql`select details from audit_log where actor_id = ${who.user.id} and action = 'auth.login'`);
    expect(audit).toEqual([{ details: { method: "totp" } }]);
  });

  it("refuses a TOTP code used once already", async () => {
    const who = await withTotp("203.0.113.12");
    const code = await codeFor(who.secret);
    expect((await verify(await firstStep(who), code, who.ip)).statusCode).toBe(200);
    const again = await verify(await firstStep(who), code, who.ip);
    expect(again.statusCode).toBe(400);
    expect(again.json().fields.code).toBeTruthy();
  });

  it("accepts each backup code once, typed in any case and with or without its dash", async () => {
    const who = await withTotp("203.0.113.13");
    const [first, second] = who.backupCodes as [string, string];
    const res = await verify(await firstStep(who), first, who.ip);
    expect(res.statusCode, res.body).toBe(200);
    expect((await verify(await firstStep(who), first, who.ip)).statusCode).toBe(400);
    expect((await verify(await firstStep(who), ` ${second.replace("-", "").toUpperCase()} `, who.ip)).statusCode).toBe(200);
    const used = await sqlRows<{ n: number }>(t.database, sql`select count(*)::int as n from totp_backup_codes where user_id = ${who.user.id} and used_at is not null`);
    expect(used[0]!.n).toBe(2);
  });

  it("limits wrong codes like wrong passwords: 429 with Retry-After, even for the right code", async () => {
    const who = await withTotp("203.0.113.14");
    const pending = await firstStep(who);
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL_AND_IP; i++) {
      const wrong = await verify(pending, "999999", who.ip);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().fields.code).toBe("This code is wrong or was already used. Check the time on your phone and try the newest code.");
    }
    const blocked = await verify(pending, await codeFor(who.secret), who.ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    // The password is counted with the codes: the first step is refused too.
    expect((await login(who.user.email, who.password, who.ip)).statusCode).toBe(429);
  });

  it("lets the pending cookie lapse after 5 minutes", async () => {
    const who = await withTotp("203.0.113.15");
    const pending = await firstStep(who);
    const rows = await sqlRows<{ minutes: number }>(
      t.database,
      sql`select round(extract(epoch from (expires_at - created_at)) / 60)::int as minutes from two_factor_challenges where user_id = ${who.user.id}`,
    );
    expect(rows).toEqual([{ minutes: 5 }]);
    // The database's clock decides: the challenge's time is moved past its end instead of waiting.
    await sqlRows(t.database, sql`update two_factor_challenges set expires_at = now() - interval '1 second' where user_id = ${who.user.id}`);
    const late = await verify(pending, await codeFor(who.secret), who.ip);
    expect(late.statusCode).toBe(401);
    expect(late.json().code).toBe("two_factor_expired");
    expect(setCookie(late, "rw_session")).toBeUndefined();
  });

  it("answers 401 to a code without a pending cookie, and 400 naming code to an empty one", async () => {
    expect((await verify("rw_2fa=nothing", "123456", "203.0.113.16")).statusCode).toBe(401);
    const empty = await t.app.inject({ method: "POST", url: "/api/auth/2fa/verify", payload: { code: " " } });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().fields)).toEqual(["code"]);
  });
});

describe("switching it off", () => {
  it("needs the current password and a code", async () => {
    const who = await withTotp("203.0.113.17");
    const off = (body: unknown) => request(t.app, "POST", "/api/auth/2fa/totp/disable", who, body);
    const noPassword = await off({ code: await codeFor(who.secret) });
    expect(noPassword.statusCode).toBe(400);
    expect(Object.keys(noPassword.json().fields)).toEqual(["currentPassword"]);
    const wrongPassword = await off({ currentPassword: "not it", code: await codeFor(who.secret) });
    expect(Object.keys(wrongPassword.json().fields)).toEqual(["currentPassword"]);
    const wrongCode = await off({ currentPassword: TEST_PASSWORD, code: "111111" });
    expect(wrongCode.statusCode).toBe(400);
    expect(Object.keys(wrongCode.json().fields)).toEqual(["code"]);
    expect((await request(t.app, "GET", "/api/auth/user", who)).json().twoFactor.totp).toBe(true);

    const done = await off({ currentPassword: TEST_PASSWORD, code: await codeFor(who.secret) });
    expect(done.statusCode, done.body).toBe(204);
    expect((await request(t.app, "GET", "/api/auth/user", who)).json().twoFactor.totp).toBe(false);
    // The password alone signs in again; the backup codes are gone.
    const res = await login(who.user.email, who.password, who.ip);
    expect(res.json().id).toBe(who.user.id);
    expect(await sqlRows(t.database, sql`select 1 from totp_backup_codes where user_id = ${who.user.id}`)).toEqual([]);
    expect(await sqlRows(t.database, sql`select 1 from audit_log where actor_id = ${who.user.id} and action = 'auth.2fa_disabled'`)).toHaveLength(1);
  });
});

describe("a password reset", () => {
  it("keeps two-step sign-in on", async () => {
    const who = await withTotp("203.0.113.18");
    const token = "r".repeat(43);
    await sqlRows(t.database, sql`insert into password_reset_tokens (token_hash, user_id, expires_at) values (${sha256(token)}, ${who.user.id}, now() + interval '1 hour')`);
    const reset = await t.app.inject({ method: "POST", url: "/api/auth/reset-password", payload: { token, password: "a brand new passphrase" } });
    expect(reset.statusCode, reset.body).toBe(204);
    await firstStep({ ...who, password: "a brand new passphrase" });
  });
});

describe("required two-step sign-in", () => {
  it("answers 403 two_factor_setup_required to an account without it until it is set up", async () => {
    const fresh = await createTestApp();
    try {
      const admin = await signUp(fresh.app);
      const member = await signUp(fresh.app);
      expect((await request(fresh.app, "GET", "/api/trips", member)).statusCode).toBe(200);
      const on = await request(fresh.app, "PUT", "/api/admin/settings", admin, { registration: "open", requireTwoFactor: true, passwordSignIn: true });
      expect(on.statusCode).toBe(200);

      // Read just before, so the answer would come from the session cache if it were not told.
      const refused = await request(fresh.app, "GET", "/api/trips", member);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe("two_factor_setup_required");
      expect((await request(fresh.app, "GET", "/api/auth/sessions", member)).statusCode).toBe(403);
      const me = await request(fresh.app, "GET", "/api/auth/user", member);
      expect(me.statusCode).toBe(200);
      expect(me.json().twoFactorSetupRequired).toBe(true);

      const setup = await request(fresh.app, "POST", "/api/auth/2fa/totp/setup", member);
      expect(setup.statusCode).toBe(200);
      const enable = await request(fresh.app, "POST", "/api/auth/2fa/totp/enable", member, { code: await codeFor(setup.json().secret) });
      expect(enable.statusCode).toBe(200);
      expect((await request(fresh.app, "GET", "/api/trips", member)).statusCode).toBe(200);
      expect((await request(fresh.app, "GET", "/api/auth/user", member)).json().twoFactorSetupRequired).toBe(false);

      // Sign-out stays open to the admin, who has not set it up either.
      expect((await request(fresh.app, "GET", "/api/trips", admin)).statusCode).toBe(403);
      expect((await request(fresh.app, "POST", "/api/auth/logout", admin)).statusCode).toBe(204);
    } finally {
      await fresh.close();
    }
  });
});

describe("where you're signed in", () => {
  /** A second sign-in of the same account, from another browser. */
  async function anotherBrowser(who: SignedUp, userAgent: string): Promise<string> {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: who.user.email, password: who.password },
      headers: { "user-agent": userAgent, "x-forwarded-for": "198.51.100.7" },
    });
    expect(res.statusCode, res.body).toBe(200);
    return pair(setCookie(res, "rw_session"));
  }
  const android = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";

  it("lists each session with its device, address and times, never its token", async () => {
    const who = await signUp(t.app);
    const other = await anotherBrowser(who, android);
    const res = await request(t.app, "GET", "/api/auth/sessions", who);
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: string; current: boolean; userAgent: string | null; ip: string | null; createdAt: string; lastActiveAt: string }[];
    expect(list).toHaveLength(2);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    const phone = list.find((s) => !s.current)!;
    expect(phone).toMatchObject({ userAgent: android, ip: "198.51.100.7" });
    expect(phone.createdAt).toMatch(/Z$/);
    expect(phone.lastActiveAt).toMatch(/Z$/);
    const tokens = [who.cookie, other].map((c) => c.split("=")[1]!);
    for (const s of list) {
      expect(tokens).not.toContain(s.id);
      expect(tokens.map(sha256)).not.toContain(s.id);
    }
  });

  it("moves lastActiveAt at most once a minute", async () => {
    const who = await signUp(t.app);
    const hash = sha256(who.cookie.split("=")[1]!);
    const lastActive = async () => (await sqlRows<{ at: string }>(t.database, sql`select last_active_at::text as at from sessions where token_hash = ${hash}`))[0]!.at;
    await sqlRows(t.database, sql`update sessions set last_active_at = now() - interval '2 minutes' where token_hash = ${hash}`);
    const before = await lastActive();
    await request(t.app, "GET", "/api/trips", who);
    const moved = await lastActive();
    expect(moved > before).toBe(true);
    // Within the minute, reads write nothing (the cache's seconds are emptied to be sure every read goes to the database).
    t.app.sessionCache.clear();
    await request(t.app, "GET", "/api/trips", who);
    expect(await lastActive()).toBe(moved);
  });

  it("ends another session at once: its very next request is refused", async () => {
    const who = await signUp(t.app);
    const other = await anotherBrowser(who, android);
    // Read first, so the next answer would come from the session cache if it were not told.
    expect((await request(t.app, "GET", "/api/trips", other)).statusCode).toBe(200);
    const list = (await request(t.app, "GET", "/api/auth/sessions", who)).json() as { id: string; current: boolean }[];
    const target = list.find((s) => !s.current)!;
    const res = await request(t.app, "DELETE", `/api/auth/sessions/${target.id}`, who);
    expect(res.statusCode).toBe(204);
    expect((await request(t.app, "GET", "/api/trips", other)).statusCode).toBe(401);
    expect((await request(t.app, "GET", "/api/trips", who)).statusCode).toBe(200);
    expect(await sqlRows(t.database, sql`select 1 from audit_log where actor_id = ${who.user.id} and action = 'session.revoked' and target_id = ${target.id}`)).toHaveLength(1);
  });

  it("ends that session's live streams (the trip's and the notices') on the spot, and no other session's", async () => {
    const who = await signUp(t.app);
    const other = await anotherBrowser(who, android);
    const trip = await createTestTrip(t.app, who);
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const streams: SseStream[] = [];
    try {
      const open = async (path: string, cookie: string) => {
        const stream = await openSse(`${address}${path}`, cookie);
        expect(stream.status).toBe(200);
        streams.push(stream);
        return stream;
      };
      const [phoneTrip, phoneNotices] = [await open(`/api/trips/${trip.id}/stream`, other), await open("/api/notifications/stream", other)];
      const [laptopTrip, laptopNotices] = [await open(`/api/trips/${trip.id}/stream`, who.cookie), await open("/api/notifications/stream", who.cookie)];
      const phone = ((await request(t.app, "GET", "/api/auth/sessions", who)).json() as { id: string; current: boolean }[]).find((s) => !s.current)!;
      expect((await request(t.app, "DELETE", `/api/auth/sessions/${phone.id}`, who)).statusCode).toBe(204);
      for (const stream of [phoneTrip, phoneNotices]) {
        await stream.next((m) => m.event === "signed-out");
        await stream.ended;
      }
      // The laptop's streams still carry the trip's changes.
      expect((await request(t.app, "PATCH", `/api/trips/${trip.id}`, who, { name: "Renamed" })).statusCode).toBe(200);
      await laptopTrip.next((m) => m.event === "change");
      expect(laptopTrip.messages.some((m) => m.event === "signed-out")).toBe(false);
      expect(laptopNotices.messages.some((m) => m.event === "signed-out")).toBe(false);
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it("does not end another account's session (404), nor an unknown id", async () => {
    const who = await signUp(t.app);
    const stranger = await signUp(t.app);
    const theirs = (await request(t.app, "GET", "/api/auth/sessions", stranger)).json()[0].id as string;
    expect((await request(t.app, "DELETE", `/api/auth/sessions/${theirs}`, who)).statusCode).toBe(404);
    expect((await request(t.app, "DELETE", "/api/auth/sessions/not-a-uuid", who)).statusCode).toBe(404);
    expect((await request(t.app, "GET", "/api/trips", stranger)).statusCode).toBe(200);
  });

  it("signs out everywhere else, keeping this session", async () => {
    const who = await signUp(t.app);
    const others = [await anotherBrowser(who, android), await anotherBrowser(who, "curl/8")];
    for (const other of others) expect((await request(t.app, "GET", "/api/trips", other)).statusCode).toBe(200);
    expect((await request(t.app, "POST", "/api/auth/sessions/revoke-others", who)).statusCode).toBe(204);
    for (const other of others) expect((await request(t.app, "GET", "/api/trips", other)).statusCode).toBe(401);
    const list = (await request(t.app, "GET", "/api/auth/sessions", who)).json();
    expect(list).toHaveLength(1);
    expect(list[0].current).toBe(true);
  });
});
