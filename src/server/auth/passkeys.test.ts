// Passkeys through the API (docs/product/accounts-and-security.md): the options each ceremony hands
// out, what a verify refuses (a forged or malformed credential, a used or stale challenge),
// and that each person lists and removes only their own. The ceremonies themselves, with a real
// authenticator, run in the browser (e2e/passkeys.spec.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomBytes, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { createTestApp, request, signUp, sqlRows, ISO_TIMESTAMP, type SignedUp, type TestApp } from "../test/test-app";
import { englishError } from "@shared/i18n/english-errors";
import { hasSecondFactor, hasTotp } from "./second-factor";

let t: TestApp;
let ana: SignedUp;
let ben: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  [ana, ben] = await Promise.all([signUp(t.app, { firstName: "Ana" }), signUp(t.app, { firstName: "Ben" })]);
});
afterAll(async () => {
  await t?.close();
});

const b64 = (value: string | Buffer) => Buffer.from(value).toString("base64url");

/** A passkey row as a registration leaves it (the key is not a real one: these tests never get past the signature). */
async function storedPasskey(who: SignedUp, name: string): Promise<{ id: string; credentialId: string }> {
  const credentialId = b64(randomBytes(16));
  const [row] = await sqlRows<{ id: string }>(
    t.database,
    sql`insert into passkeys (user_id, name, credential_id, public_key, transports) values (${who.user.id}, ${name}, ${credentialId}, ${b64(randomBytes(77))}, '{internal}') returning id`,
  );
  return { id: row!.id, credentialId };
}

/** An assertion that names a real challenge and credential but is signed by nobody. */
function forgedAssertion(challenge: string, credentialId: string) {
  return {
    id: credentialId,
    rawId: credentialId,
    type: "public-key",
    clientExtensionResults: {},
    response: {
      clientDataJSON: b64(JSON.stringify({ type: "webauthn.get", challenge, origin: "http://localhost" })),
      authenticatorData: b64(randomBytes(37)),
      signature: b64(randomBytes(70)),
    },
  };
}

const loginOptions = (email?: string) => request(t.app, "POST", "/api/auth/passkeys/login/options", undefined, email === undefined ? {} : { email });
const loginVerify = (response: unknown) => request(t.app, "POST", "/api/auth/passkeys/login/verify", undefined, { response });

describe("passkey options", () => {
  it("asks to add a discoverable, user-verified passkey for this site, and keeps the challenge server-side for five minutes", async () => {
    const res = await request(t.app, "POST", "/api/auth/passkeys/register/options", ana);
    expect(res.statusCode, res.body).toBe(200);
    const options = res.json();
    expect(options).toMatchObject({
      rp: { id: "localhost", name: "Roamwise" },
      user: { id: b64(ana.user.id), name: ana.user.email, displayName: "Ana User" },
      authenticatorSelection: { residentKey: "required", userVerification: "required" },
      attestation: "none",
      excludeCredentials: [],
    });
    expect(options.challenge).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    const [kept] = await sqlRows<{ purpose: string; user_id: string; minutes: number }>(
      t.database,
      sql`select purpose, user_id, round(extract(epoch from expires_at - now()) / 60)::int as minutes from webauthn_challenges where challenge = ${options.challenge}`,
    );
    expect(kept).toEqual({ purpose: "register", user_id: ana.user.id, minutes: 5 });
  });

  it("excludes the passkeys one already has, so one authenticator is not added twice", async () => {
    const who = await signUp(t.app);
    const { credentialId } = await storedPasskey(who, "Laptop");
    const options = (await request(t.app, "POST", "/api/auth/passkeys/register/options", who)).json();
    expect(options.excludeCredentials).toEqual([{ id: credentialId, type: "public-key", transports: ["internal"] }]);
  });

  it("offers the account's passkeys for a typed address, and any the device holds without one; an unknown address looks like one without passkeys", async () => {
    const who = await signUp(t.app);
    const { credentialId } = await storedPasskey(who, "Phone");
    const typed = await loginOptions(who.user.email.toUpperCase());
    expect(typed.statusCode, typed.body).toBe(200);
    expect(typed.json()).toMatchObject({ rpId: "localhost", userVerification: "required", allowCredentials: [{ id: credentialId, type: "public-key", transports: ["internal"] }] });
    const discoverable = (await loginOptions()).json();
    expect(discoverable).toMatchObject({ rpId: "localhost", userVerification: "required", allowCredentials: [] });
    const unknown = (await loginOptions(`nobody-${randomUUID()}@example.com`)).json();
    expect(Object.keys(unknown).sort()).toEqual(Object.keys(discoverable).sort());
    expect(unknown.allowCredentials).toEqual([]);
  });

  it("refuses an address that is not one, naming the field", async () => {
    const res = await loginOptions("not an address");
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ email: englishError("errors.auth.invalidEmail") });
  });
});

describe("passkey verify", () => {
  it("refuses a body that is not a browser's credential with a 400 naming the field, and writes nothing", async () => {
    const before = (await request(t.app, "GET", "/api/auth/passkeys", ana)).json();
    const noName = await request(t.app, "POST", "/api/auth/passkeys/register/verify", ana, { name: "  ", response: {} });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().fields).toMatchObject({ name: englishError("errors.passkeys.nameRequired") });
    const garbage = await request(t.app, "POST", "/api/auth/passkeys/register/verify", ana, { name: "Laptop", response: "garbage" });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().fields).toEqual({ response: englishError("errors.passkeys.notACredential") });
    const noSignature = await loginVerify({ ...forgedAssertion("x", "abc"), response: { clientDataJSON: "abc", authenticatorData: "abc" } });
    expect(noSignature.statusCode).toBe(400);
    expect(noSignature.json().fields).toEqual({ "response.response.signature": englishError("errors.passkeys.notACredential") });
    const notJson = await loginVerify({ ...forgedAssertion("x", "abc"), response: { clientDataJSON: b64("{nope"), authenticatorData: "abc", signature: "abc" } });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().fields).toEqual({ "response.response.clientDataJSON": englishError("errors.passkeys.notACredential") });
    expect((await request(t.app, "GET", "/api/auth/passkeys", ana)).json()).toEqual(before);
  });

  it("refuses a forged registration: the challenge is used up and no passkey is added", async () => {
    const { challenge } = (await request(t.app, "POST", "/api/auth/passkeys/register/options", ana)).json();
    const forged = {
      id: b64(randomBytes(16)),
      rawId: b64(randomBytes(16)),
      type: "public-key",
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64(JSON.stringify({ type: "webauthn.create", challenge, origin: "http://localhost" })),
        attestationObject: b64(randomBytes(64)),
      },
    };
    const first = await request(t.app, "POST", "/api/auth/passkeys/register/verify", ana, { name: "Forged", response: forged });
    expect(first.statusCode, first.body).toBe(400);
    expect(first.json().fields).toEqual({ response: englishError("errors.passkeys.refused") });
    const again = await request(t.app, "POST", "/api/auth/passkeys/register/verify", ana, { name: "Forged", response: forged });
    expect(again.json().fields).toEqual({ response: englishError("errors.passkeys.challengeUsed") });
    expect((await request(t.app, "GET", "/api/auth/passkeys", ana)).json()).toEqual([]);
  });

  it("does not let one person finish a registration another began", async () => {
    const { challenge } = (await request(t.app, "POST", "/api/auth/passkeys/register/options", ana)).json();
    const res = await request(t.app, "POST", "/api/auth/passkeys/register/verify", ben, {
      name: "Not mine",
      response: { id: "abc", rawId: "abc", type: "public-key", clientExtensionResults: {}, response: { clientDataJSON: b64(JSON.stringify({ type: "webauthn.create", challenge, origin: "http://localhost" })), attestationObject: "abc" } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ response: englishError("errors.passkeys.challengeUsed") });
  });

  it("refuses a forged sign-in without a session, and a replay of its challenge as used", async () => {
    const who = await signUp(t.app);
    const { credentialId } = await storedPasskey(who, "Phone");
    const { challenge } = (await loginOptions(who.user.email)).json();
    const forged = forgedAssertion(challenge, credentialId);
    const first = await loginVerify(forged);
    expect(first.statusCode, first.body).toBe(400);
    expect(first.json().fields).toEqual({ response: englishError("errors.passkeys.refused") });
    expect(first.headers["set-cookie"]).toBeUndefined();
    const replay = await loginVerify(forged);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().fields).toEqual({ response: englishError("errors.passkeys.challengeUsed") });
  });

  it("refuses a challenge older than five minutes, and one made for adding a passkey", async () => {
    const who = await signUp(t.app);
    const { credentialId } = await storedPasskey(who, "Phone");
    const { challenge } = (await loginOptions()).json();
    await sqlRows(t.database, sql`update webauthn_challenges set expires_at = now() - interval '1 second' where challenge = ${challenge}`);
    expect((await loginVerify(forgedAssertion(challenge, credentialId))).json().fields).toEqual({ response: englishError("errors.passkeys.challengeUsed") });
    const registering = (await request(t.app, "POST", "/api/auth/passkeys/register/options", who)).json().challenge as string;
    expect((await loginVerify(forgedAssertion(registering, credentialId))).json().fields).toEqual({ response: englishError("errors.passkeys.challengeUsed") });
  });

  it("refuses another account's passkey when an address was typed", async () => {
    const { credentialId } = await storedPasskey(await signUp(t.app), "Someone else's");
    const { challenge } = (await loginOptions(ana.user.email)).json();
    expect((await loginVerify(forgedAssertion(challenge, credentialId))).json().fields).toEqual({ response: englishError("errors.passkeys.refused") });
  });
});

describe("one's own passkeys", () => {
  it("lists only one's own, oldest first, without keys", async () => {
    const who = await signUp(t.app);
    const laptop = await storedPasskey(who, "Laptop");
    const phone = await storedPasskey(who, "Phone");
    // Made a minute apart, so "oldest first" does not rest on two inserts in one millisecond.
    await sqlRows(t.database, sql`update passkeys set created_at = created_at - interval '1 minute' where id = ${laptop.id}`);
    await storedPasskey(ben, "Ben's");
    const res = await request(t.app, "GET", "/api/auth/passkeys", who);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: laptop.id, name: "Laptop", createdAt: expect.stringMatching(ISO_TIMESTAMP), lastUsedAt: null },
      { id: phone.id, name: "Phone", createdAt: expect.stringMatching(ISO_TIMESTAMP), lastUsedAt: null },
    ]);
    expect(res.body).not.toContain(laptop.credentialId);
  });

  it("removes one's own (audited), and answers 404 for another person's, which stays", async () => {
    const mine = await storedPasskey(ana, "Old laptop");
    const bens = await storedPasskey(ben, "Ben's phone");
    const other = await request(t.app, "DELETE", `/api/auth/passkeys/${bens.id}`, ana);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(englishError("errors.passkeys.notFound"));
    expect((await request(t.app, "GET", "/api/auth/passkeys", ben)).json().map((p: { id: string }) => p.id)).toContain(bens.id);
    expect((await request(t.app, "DELETE", `/api/auth/passkeys/not-a-uuid`, ana)).statusCode).toBe(404);
    expect((await request(t.app, "DELETE", `/api/auth/passkeys/${mine.id}`, ana)).statusCode).toBe(204);
    expect((await request(t.app, "GET", "/api/auth/passkeys", ana)).json().map((p: { id: string }) => p.id)).not.toContain(mine.id);
    const [entry] = await sqlRows<{ actor_id: string; details: unknown }>(
      t.database,
      sql`select actor_id, details from audit_log where action = 'auth.passkey_removed' and target_id = ${mine.id}`,
    );
    expect(entry).toEqual({ actor_id: ana.user.id, details: { name: "Old laptop" } });
  });

  it("lets a member held by required two-step sign-in add a passkey, which meets it at once", async () => {
    const fresh = await createTestApp();
    try {
      const admin = await signUp(fresh.app);
      const member = await signUp(fresh.app);
      expect((await request(fresh.app, "PUT", "/api/admin/settings", admin, { registration: "open", requireTwoFactor: true, passwordSignIn: true })).statusCode).toBe(200);
      expect((await request(fresh.app, "GET", "/api/trips", member)).statusCode).toBe(403);
      // The ceremony's first call is open to them; the browser then signs and verify stores the key.
      expect((await request(fresh.app, "POST", "/api/auth/passkeys/register/options", member)).statusCode).toBe(200);
      await sqlRows(
        fresh.database,
        sql`insert into passkeys (user_id, name, credential_id, public_key, transports) values (${member.user.id}, ${"Phone"}, ${b64(randomBytes(16))}, ${b64(randomBytes(77))}, '{internal}')`,
      );
      // Read just before, so a stale session cache would still refuse.
      expect((await request(fresh.app, "GET", "/api/trips", member)).statusCode).toBe(200);
      expect((await request(fresh.app, "GET", "/api/auth/user", member)).json()).toMatchObject({ twoFactorSetupRequired: false, twoFactor: { totp: false, passkeys: 1 } });
    } finally {
      await fresh.close();
    }
  });

  it("counts a passkey as a second factor, but never asks a password sign-in for a code because of it", async () => {
    const who = await signUp(t.app);
    expect(await hasSecondFactor(t.database.db, who.user.id)).toBe(false);
    const { id } = await storedPasskey(who, "Key");
    expect(await hasSecondFactor(t.database.db, who.user.id)).toBe(true);
    expect(await hasTotp(t.database.db, who.user.id)).toBe(false);
    const me = await request(t.app, "GET", "/api/auth/user", who);
    expect(me.json().twoFactor).toEqual({ totp: false, passkeys: 1 });
    await request(t.app, "DELETE", `/api/auth/passkeys/${id}`, who);
    expect(await hasSecondFactor(t.database.db, who.user.id)).toBe(false);
  });

  it("is managed from a signed-in browser only: an access token gets 403", async () => {
    const token = (await request(t.app, "POST", "/api/profile/tokens", ana, { name: "script" })).json().token as string;
    const res = await t.app.inject({ method: "GET", url: "/api/auth/passkeys", headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(403);
  });
});

describe("the relying party", () => {
  it("is PUBLIC_URL's host; an instance reached by an IP address, or without PUBLIC_URL away from localhost, offers no passkeys and says why", async () => {
    const hosted = await createTestApp({ publicUrl: "https://trips.example.com" });
    const byIp = await createTestApp({ publicUrl: "http://192.168.1.20:3000" });
    try {
      const who = await signUp(hosted.app);
      expect((await request(hosted.app, "POST", "/api/auth/passkeys/register/options", who)).json().rp.id).toBe("trips.example.com");
      expect((await request(hosted.app, "GET", "/api/auth/methods")).json().passkeys).toBe(true);
      expect((await request(byIp.app, "GET", "/api/auth/methods")).json().passkeys).toBe(false);
      const refused = await byIp.app.inject({ method: "POST", url: "/api/auth/passkeys/login/options", payload: {} });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({ code: "passkeys_unavailable", message: englishError("errors.passkeys.unavailable") });
      // No PUBLIC_URL: only a request addressed to localhost gets one, from its own address.
      const elsewhere = await t.app.inject({ method: "POST", url: "/api/auth/passkeys/login/options", payload: {}, headers: { host: "trips.example.com" } });
      expect(elsewhere.statusCode).toBe(503);
      expect((await t.app.inject({ method: "GET", url: "/api/auth/methods", headers: { host: "trips.example.com" } })).json().passkeys).toBe(false);
    } finally {
      await hosted.close();
      await byIp.close();
    }
  });
});
