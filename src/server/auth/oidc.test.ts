// Single sign-on against a real OpenID provider (oidc-provider) on 127.0.0.1:
// the whole round trip as a browser makes it — the app's start, the provider's
// own login form, the callback — for a first sign-in, a return, linking by a
// verified address only, a wrong state, a replayed code, a wrong nonce, the
// registration modes and the password-off (single sign-on only) mode.
import { generate } from "otplib";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { createTestApp, createTestTrip, request, signUp, sqlRows, TEST_PASSWORD, type SignedUp, type TestApp } from "../test/test-app";
import { startOidcProvider, type TestOidcProvider } from "../test/oidc-provider";
import type { RegistrationMode } from "@shared/admin";
import { OIDC_STATE_COOKIE } from "./oidc";
import { loadConfig, oidcSettings } from "../config";
import { resetRequestsSettled } from "./password-reset";

const PUBLIC_URL = "http://roamwise.test";
const CALLBACK = `${PUBLIC_URL}/api/auth/oidc/callback`;

let provider: TestOidcProvider;
let t: TestApp;
let admin: SignedUp;

beforeAll(async () => {
  provider = await startOidcProvider({ redirectUris: [CALLBACK] });
});
afterAll(async () => {
  await provider?.close();
});
afterEach(async () => {
  await t?.close();
});

async function startApp(oidc = true) {
  t = await createTestApp({
    publicUrl: PUBLIC_URL,
    ...(oidc ? { oidc: { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret, name: "Club ID", scopes: "openid email profile" } } : {}),
  });
  // The first account is the instance's admin.
  admin = await signUp(t.app, { firstName: "Ada", lastName: "Admin" });
}

/** A person at the provider under a fresh login name. */
function person(details: { email?: string; emailVerified?: boolean; givenName?: string; familyName?: string } = {}) {
  const login = `person-${randomUUID()}`;
  provider.people.set(login, { email: `${login}@example.com`, emailVerified: true, givenName: "Pia", familyName: "Provider", ...details });
  return login;
}

/**
 * A browser with cookies per host: the app is reached through inject (at PUBLIC_URL),
 * the provider over HTTP. Redirects are followed by hand, so each step can be seen.
 */
class TestBrowser {
  private jars = new Map<string, Map<string, string>>();

  private jar(host: string) {
    let jar = this.jars.get(host);
    if (!jar) this.jars.set(host, (jar = new Map()));
    return jar;
  }

  cookie(host: string, name: string) {
    return this.jar(host).get(name);
  }

  setCookie(host: string, name: string, value: string) {
    this.jar(host).set(name, value);
  }

  private keep(host: string, setCookie: string[]) {
    for (const line of setCookie) {
      const [pair, ...attributes] = line.split(";");
      const at = pair!.indexOf("=");
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      const gone = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split("=")[1]!) < Date.now()));
      if (gone || value === "") this.jar(host).delete(name);
      else this.jar(host).set(name, value);
    }
  }

  private header(host: string) {
    return [...this.jar(host)].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  /** One request, no redirect followed: the status, the Location and the body. */
  async go(url: string, form?: Record<string, string>): Promise<{ status: number; location: string | null; body: string }> {
    const target = new URL(url, PUBLIC_URL);
    if (target.origin === PUBLIC_URL) {
      const cookie = this.header(target.host);
      const res = await t.app.inject({ method: "GET", url: `${target.pathname}${target.search}`, headers: cookie ? { cookie } : {} });
      const set = res.headers["set-cookie"];
      this.keep(target.host, Array.isArray(set) ? set : set ? [set] : []);
      const location = res.headers.location;
      return { status: res.statusCode, location: typeof location === "string" ? new URL(location, PUBLIC_URL).href : null, body: res.body };
    }
    const res = await fetch(target, {
      method: form ? "POST" : "GET",
      redirect: "manual",
      headers: { cookie: this.header(target.host), ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
      ...(form ? { body: new URLSearchParams(form).toString() } : {}),
    });
    this.keep(target.host, res.headers.getSetCookie());
    const location = res.headers.get("location");
    return { status: res.status, location: location ? new URL(location, target).href : null, body: await res.text() };
  }
}

interface SignInOptions {
  next?: string;
  /** Changes the provider's authorization URL before the browser opens it (as an attacker in the middle would). */
  rewriteAuthorizationUrl?: (url: URL) => void;
  /** Stops at the callback's address instead of opening it. */
  stopAtCallback?: boolean;
}

/**
 * Clicks "Sign in with …", fills in the provider's own login form as `login`
 * and follows the redirects back to the app. Answers the app's last redirect
 * (where the person lands) and the callback address the provider sent them to.
 */
async function signInAt(browser: TestBrowser, login: string, options: SignInOptions = {}) {
  const start = await browser.go(`/api/auth/oidc/start${options.next !== undefined ? `?next=${encodeURIComponent(options.next)}` : ""}`);
  expect(start.status, start.body).toBe(302);
  const authorization = new URL(start.location!);
  expect(authorization.origin).toBe(provider.issuer);
  options.rewriteAuthorizationUrl?.(authorization);
  let step = await browser.go(authorization.href);
  for (let hops = 0; hops < 10; hops++) {
    if (step.location?.startsWith(CALLBACK)) break;
    if (step.status === 200 && step.body.includes('name="prompt" value="login"')) {
      const action = /<form[^>]*action="([^"]+)"/.exec(step.body)![1]!;
      step = await browser.go(new URL(action, provider.issuer).href, { prompt: "login", login, password: "any" });
      continue;
    }
    expect(step.location, `provider step ${step.status}: ${step.body.slice(0, 300)}`).toBeTruthy();
    step = await browser.go(step.location!);
  }
  const callback = step.location!;
  expect(callback.startsWith(CALLBACK), callback).toBe(true);
  if (options.stopAtCallback) return { callback, landed: null };
  const landed = await browser.go(callback);
  expect(landed.status).toBe(302);
  return { callback, landed: new URL(landed.location!) };
}

const sessionOf = (browser: TestBrowser) => browser.cookie("roamwise.test", "rw_session");
const userOf = async (browser: TestBrowser) => {
  const session = sessionOf(browser);
  return session ? request(t.app, "GET", "/api/auth/user", `rw_session=${session}`) : null;
};
const identities = () => sqlRows<{ issuer: string; subject: string; user_id: string }>(t.database, sql`select issuer, subject, user_id from oidc_identities`);
const userByEmail = async (email: string) =>
  (await sqlRows<{ id: string; password_hash: string | null; email_verified_at: string | null }>(t.database, sql`select id, password_hash, email_verified_at from users where email = ${email}`))[0];
const auditOf = (action: string) => sqlRows<{ actor_id: string; details: Record<string, unknown> }>(t.database, sql`select actor_id, details from audit_log where action = ${action} order by at`);
const setSettings = (settings: { registration?: RegistrationMode; passwordSignIn?: boolean }) =>
  request(t.app, "PUT", "/api/admin/settings", admin, { registration: "open", requireTwoFactor: false, passwordSignIn: true, ...settings });

describe("single sign-on", () => {
  it("makes the account at the first sign-in (verified, no password until forgot-password sets one), lands on next, and signs the same person in again by issuer and subject", async () => {
    await startApp();
    const login = person({ givenName: "Pia", familyName: "Provider" });
    const browser = new TestBrowser();
    const { landed } = await signInAt(browser, login, { next: "/trips?tab=past" });
    expect(`${landed!.pathname}${landed!.search}`).toBe("/trips?tab=past");
    expect(browser.cookie("roamwise.test", OIDC_STATE_COOKIE)).toBeUndefined();
    const me = await userOf(browser);
    expect(me!.statusCode).toBe(200);
    expect(me!.json()).toMatchObject({ email: `${login}@example.com`, firstName: "Pia", lastName: "Provider", emailVerified: true, isAdmin: false });
    const row = await userByEmail(`${login}@example.com`);
    expect(row!.password_hash).toBeNull();
    expect(await identities()).toEqual([{ issuer: provider.issuer, subject: login, user_id: row!.id }]);
    // No password: a password sign-in fails as a wrong one does.
    const byPassword = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: `${login}@example.com`, password: TEST_PASSWORD } });
    expect(byPassword.statusCode).toBe(401);
    expect(await auditOf("auth.login")).toContainEqual(expect.objectContaining({ actor_id: row!.id, details: { method: "oidc" } }));
    // "Forgot password" gives it one.
    expect((await t.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email: `${login}@example.com` } })).statusCode).toBe(202);
    await resetRequestsSettled();
    const [mail] = await sqlRows<{ data: { token: string } }>(t.database, sql`select data from mail_outbox where recipient = ${`${login}@example.com`} and template = 'password-reset'`);
    const reset = await t.app.inject({ method: "POST", url: "/api/auth/reset-password", payload: { token: mail!.data.token, password: "brass-compass-77" } });
    expect(reset.statusCode, reset.body).toBe(204);
    expect((await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: `${login}@example.com`, password: "brass-compass-77" } })).statusCode).toBe(200);

    // The provider's address changed: the identity still finds the same account, and no other is made.
    provider.people.set(login, { email: `renamed-${login}@example.com`, emailVerified: true });
    const again = new TestBrowser();
    const second = await signInAt(again, login);
    expect(second.landed!.pathname).toBe("/");
    expect((await userOf(again))!.json().id).toBe(row!.id);
    expect(await identities()).toHaveLength(1);
  });

  it("links an existing account when the provider and the account both have the address verified, and audits it", async () => {
    await startApp();
    const bea = await signUp(t.app, { firstName: "Bea" });
    await t.database.db.execute(sql`update users set email_verified_at = now() where id = ${bea.user.id}`);
    const login = person({ email: bea.user.email, emailVerified: true });
    const browser = new TestBrowser();
    await signInAt(browser, login);
    expect((await userOf(browser))!.json()).toMatchObject({ id: bea.user.id, firstName: "Bea" });
    expect(await identities()).toEqual([{ issuer: provider.issuer, subject: login, user_id: bea.user.id }]);
    expect(await auditOf("auth.oidc_linked")).toEqual([{ actor_id: bea.user.id, details: { issuer: provider.issuer } }]);
    // Her password still works.
    expect((await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: bea.user.email, password: TEST_PASSWORD } })).statusCode).toBe(200);
  });

  it("asks an account with two-step sign-in on for its code after the provider, and opens the session only then", async () => {
    await startApp();
    const login = person();
    const first = new TestBrowser();
    await signInAt(first, login);
    const cookie = `rw_session=${sessionOf(first)}`;
    const setup = await request(t.app, "POST", "/api/auth/2fa/totp/setup", cookie);
    const secret = setup.json().secret as string;
    expect((await request(t.app, "POST", "/api/auth/2fa/totp/enable", cookie, { code: await generate({ secret }) })).statusCode).toBe(200);

    const browser = new TestBrowser();
    const { landed } = await signInAt(browser, login, { next: "/trips" });
    expect(`${landed!.pathname}${landed!.search}`).toBe("/login?step=code&next=%2Ftrips");
    expect(sessionOf(browser)).toBeUndefined();
    const pending = browser.cookie("roamwise.test", "rw_2fa");
    expect(pending).toBeTruthy();
    // The next step's code: the one that turned TOTP on is used.
    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const verified = await t.app.inject({ method: "POST", url: "/api/auth/2fa/verify", payload: { code }, headers: { cookie: `rw_2fa=${pending}` } });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().twoFactor.totp).toBe(true);
  });

  it("does not link when the provider's address is unverified and equals an existing account's, nor when the account never verified it", async () => {
    await startApp();
    const cleo = await signUp(t.app, { firstName: "Cleo" });
    await t.database.db.execute(sql`update users set email_verified_at = now() where id = ${cleo.user.id}`);
    const unverifiedAtProvider = new TestBrowser();
    const { landed } = await signInAt(unverifiedAtProvider, person({ email: cleo.user.email, emailVerified: false }));
    expect(landed!.pathname).toBe("/login");
    expect(landed!.searchParams.get("sso")).toBe("accountExists");
    expect(sessionOf(unverifiedAtProvider)).toBeUndefined();

    const dan = await signUp(t.app, { firstName: "Dan" });
    const unverifiedHere = new TestBrowser();
    const refused = await signInAt(unverifiedHere, person({ email: dan.user.email, emailVerified: true }));
    expect(refused.landed!.searchParams.get("sso")).toBe("accountExists");
    expect(sessionOf(unverifiedHere)).toBeUndefined();
    expect(await identities()).toEqual([]);
    expect(await auditOf("auth.oidc_linked")).toEqual([]);
  });

  it("refuses a callback whose state is not this browser's, and one without the state cookie", async () => {
    await startApp();
    const login = person();
    const browser = new TestBrowser();
    const { callback } = await signInAt(browser, login, { stopAtCallback: true });
    const wrong = new URL(callback);
    wrong.searchParams.set("state", "someone-elses-state");
    const landed = await browser.go(wrong.href);
    expect(new URL(landed.location!).searchParams.get("sso")).toBe("failed");
    expect(sessionOf(browser)).toBeUndefined();

    // The right state from another browser (no cookie): someone else's sign-in, not taken over.
    const other = new TestBrowser();
    const stolen = await other.go(callback);
    expect(new URL(stolen.location!).searchParams.get("sso")).toBe("failed");
    expect(sessionOf(other)).toBeUndefined();
    expect(await userByEmail(`${login}@example.com`)).toBeUndefined();
  });

  it("refuses a replayed callback and a used code under a new state", async () => {
    await startApp();
    const login = person();
    const browser = new TestBrowser();
    const first = await signInAt(browser, login);
    expect(first.landed!.pathname).toBe("/");
    const state = new URL(first.callback).searchParams.get("state")!;

    // The same callback again, cookie and all: its sign-in was used up.
    const replay = new TestBrowser();
    replay.setCookie("roamwise.test", OIDC_STATE_COOKIE, state);
    const again = await replay.go(first.callback);
    expect(new URL(again.location!).searchParams.get("sso")).toBe("failed");
    expect(sessionOf(replay)).toBeUndefined();

    // The used code carried by a fresh sign-in's state: the provider refuses to exchange it twice.
    const fresh = new TestBrowser();
    const started = await fresh.go("/api/auth/oidc/start");
    const freshState = new URL(started.location!).searchParams.get("state")!;
    const forged = new URL(first.callback);
    forged.searchParams.set("state", freshState);
    const refused = await fresh.go(forged.href);
    expect(new URL(refused.location!).searchParams.get("sso")).toBe("failed");
    expect(sessionOf(fresh)).toBeUndefined();
    expect(await auditOf("auth.login")).toHaveLength(1);
  });

  it("refuses an ID token whose nonce is not the one the sign-in sent", async () => {
    await startApp();
    const login = person();
    const browser = new TestBrowser();
    const { landed } = await signInAt(browser, login, { rewriteAuthorizationUrl: (url) => url.searchParams.set("nonce", "a-nonce-of-another-sign-in") });
    expect(landed!.pathname).toBe("/login");
    expect(landed!.searchParams.get("sso")).toBe("failed");
    expect(sessionOf(browser)).toBeUndefined();
    expect(await userByEmail(`${login}@example.com`)).toBeUndefined();
  });

  it("admits a new account by invitation only with a live invite token in next, and none when closed", async () => {
    await startApp();
    const trip = await createTestTrip(t.app, admin);
    const link = (await request(t.app, "POST", `/api/trips/${trip.id}/invite-links`, admin, { role: "viewer" })).json();
    const token = link.url.split("/").pop() as string;
    expect((await setSettings({ registration: "invite" })).statusCode).toBe(200);

    const uninvited = new TestBrowser();
    const login = person();
    const refused = await signInAt(uninvited, login, { next: "/trips" });
    expect(refused.landed!.pathname).toBe("/login");
    expect(refused.landed!.searchParams.get("sso")).toBe("inviteOnly");
    expect(refused.landed!.searchParams.get("next")).toBe("/trips");
    expect(await userByEmail(`${login}@example.com`)).toBeUndefined();
    const forged = await signInAt(new TestBrowser(), login, { next: "/invite/not-a-live-token" });
    expect(forged.landed!.searchParams.get("sso")).toBe("inviteOnly");

    const invited = new TestBrowser();
    const admitted = await signInAt(invited, login, { next: `/invite/${token}` });
    expect(admitted.landed!.pathname).toBe(`/invite/${token}`);
    const session = `rw_session=${sessionOf(invited)}`;
    // The invite page accepts the link next, as for anyone signed in.
    expect((await request(t.app, "POST", `/api/invite-links/${token}/accept`, session)).statusCode).toBeLessThan(300);
    expect((await request(t.app, "GET", `/api/trips/${trip.id}`, session)).statusCode).toBe(200);

    expect((await setSettings({ registration: "closed" })).statusCode).toBe(200);
    const newcomer = person();
    const closed = await signInAt(new TestBrowser(), newcomer, { next: `/invite/${token}` });
    expect(closed.landed!.searchParams.get("sso")).toBe("closed");
    expect(await userByEmail(`${newcomer}@example.com`)).toBeUndefined();
    // Someone with an account still signs in while registration is closed.
    const returning = new TestBrowser();
    expect((await signInAt(returning, login)).landed!.pathname).toBe("/");
    expect(sessionOf(returning)).toBeDefined();
  });

  it("turns password sign-in and registration off only with single sign-on set up, and then refuses them (403)", async () => {
    await startApp(false);
    const off = await setSettings({ passwordSignIn: false });
    expect(off.statusCode).toBe(409);
    expect(Object.keys(off.json().fields)).toEqual(["passwordSignIn"]);
    expect((await request(t.app, "GET", "/api/auth/methods")).json()).toMatchObject({ password: true, oidc: null });
    await t.close();

    await startApp();
    expect((await request(t.app, "GET", "/api/auth/methods")).json()).toMatchObject({ password: true, oidc: { name: "Club ID" } });
    expect((await setSettings({ passwordSignIn: false })).statusCode).toBe(200);
    expect((await request(t.app, "GET", "/api/auth/methods")).json()).toMatchObject({ password: false, registration: "open", oidc: { name: "Club ID" } });

    const byPassword = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: admin.user.email, password: TEST_PASSWORD } });
    expect(byPassword.statusCode).toBe(403);
    expect(byPassword.json().code).toBe("password_sign_in_off");
    const before = await sqlRows<{ n: number }>(t.database, sql`select count(*)::int as n from users`);
    const register = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email: `new-${randomUUID()}@example.com`, password: TEST_PASSWORD, firstName: "New", lastName: "Person" },
    });
    expect(register.statusCode).toBe(403);
    expect(register.json().code).toBe("password_sign_in_off");
    expect(await sqlRows(t.database, sql`select count(*)::int as n from users`)).toEqual(before);

    // Single sign-on still makes and signs in accounts.
    const browser = new TestBrowser();
    expect((await signInAt(browser, person())).landed!.pathname).toBe("/");
    expect((await userOf(browser))!.statusCode).toBe(200);
  });

  it("sends a disabled account, a cancelled sign-in and a provider that is off to the sign-in page with the reason", async () => {
    await startApp();
    const login = person();
    await signInAt(new TestBrowser(), login);
    const row = await userByEmail(`${login}@example.com`);
    expect((await request(t.app, "PATCH", `/api/admin/users/${row!.id}`, admin, { disabled: true })).statusCode).toBe(200);
    const disabled = await signInAt(new TestBrowser(), login);
    expect(disabled.landed!.searchParams.get("sso")).toBe("disabled");

    // The person said no at the provider: it sends them back with access_denied.
    const browser = new TestBrowser();
    const { callback } = await signInAt(browser, person(), { stopAtCallback: true });
    const denied = new URL(CALLBACK);
    denied.searchParams.set("state", new URL(callback).searchParams.get("state")!);
    denied.searchParams.set("error", "access_denied");
    expect(new URL((await browser.go(denied.href)).location!).searchParams.get("sso")).toBe("cancelled");
    await t.close();

    await startApp(false);
    const start = await new TestBrowser().go("/api/auth/oidc/start?next=/trips");
    expect(start.status).toBe(302);
    expect(new URL(start.location!).searchParams.get("sso")).toBe("unavailable");
  });

  it("goes home instead of to a next address on another site, and names `next` when it is too long", async () => {
    await startApp();
    const browser = new TestBrowser();
    const { landed } = await signInAt(browser, person(), { next: "https://evil.example/steal" });
    expect(landed!.href).toBe(`${PUBLIC_URL}/`);
    const tooLong = await t.app.inject({ method: "GET", url: `/api/auth/oidc/start?next=/${"x".repeat(2100)}` });
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(tooLong.json().fields)).toEqual(["next"]);
  });
});

describe("OIDC settings", () => {
  it("take an https issuer anywhere and a plain http one only on a loopback address, and need a client id", () => {
    const settings = (env: Record<string, string>) => oidcSettings(loadConfig(env));
    expect(settings({})).toBeNull();
    expect(settings({ OIDC_ISSUER: "https://id.example.com/realms/club", OIDC_CLIENT_ID: "roamwise" })).toEqual({
      issuer: "https://id.example.com/realms/club",
      clientId: "roamwise",
      clientSecret: undefined,
      name: "Single sign-on",
      scopes: "openid email profile",
    });
    for (const issuer of ["http://127.0.0.1:9000", "http://localhost:9000", "http://[::1]:9000"]) {
      expect(settings({ OIDC_ISSUER: issuer, OIDC_CLIENT_ID: "roamwise" })?.issuer, issuer).toBe(issuer);
    }
    expect(() => loadConfig({ OIDC_ISSUER: "http://id.example.com", OIDC_CLIENT_ID: "roamwise" })).toThrow(/OIDC_ISSUER must be an https URL/);
    expect(() => loadConfig({ OIDC_ISSUER: "https://id.example.com" })).toThrow(/OIDC_ISSUER needs OIDC_CLIENT_ID/);
  });
});
