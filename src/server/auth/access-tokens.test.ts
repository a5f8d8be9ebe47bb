// Personal access tokens through the API (docs/product/tokens-and-mcp.md, ADR 031): made and
// revoked from a signed-in browser, shown once, kept hashed, usable as
// `Authorization: Bearer` with exactly the owner's roles, 401 once revoked.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { MAX_ACCESS_TOKENS, TOKEN_NAME_REQUIRED } from "@shared/profile";
import { SESSION_ONLY } from "../access/route-access";
import { addTripMember, createTestApp, createTestTrip, request, signUp, sqlRows, ISO_TIMESTAMP, type SignedUp, type TestApp } from "../test/test-app";
import { englishError } from "@shared/i18n/english-errors";

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

const withToken = (token: string, method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}`, ...headers }, ...(payload !== undefined ? { payload: payload as object } : {}) });

async function makeToken(who: SignedUp, name = "My script"): Promise<{ id: string; token: string }> {
  const res = await request(t.app, "POST", "/api/profile/tokens", who, { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe("personal access tokens", () => {
  it("is shown once, kept only as its SHA-256, and listed without the secret", async () => {
    const res = await request(t.app, "POST", "/api/profile/tokens", ana, { name: "  Claude desktop  " });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json();
    expect(made).toEqual({ id: expect.any(String), name: "Claude desktop", token: expect.stringMatching(/^rw_pat_[A-Za-z0-9_-]{43}$/), createdAt: expect.stringMatching(ISO_TIMESTAMP) });
    const stored = await sqlRows<{ token_hash: string }>(t.database, sql`select token_hash from access_tokens where id = ${made.id}`);
    expect(stored[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(made.token.slice(7));
    const list = await request(t.app, "GET", "/api/profile/tokens", ana);
    expect(list.json()).toContainEqual({ id: made.id, name: "Claude desktop", createdAt: made.createdAt, lastUsedAt: null });
    expect(list.body).not.toContain(made.token);
    // Ben sees none of Ana's.
    expect((await request(t.app, "GET", "/api/profile/tokens", ben)).json()).toEqual([]);
  });

  it("calls the API as its owner and records when it was last used", async () => {
    const { id, token } = await makeToken(ana);
    const me = await withToken(token, "GET", "/api/auth/user");
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: ana.user.id, email: ana.user.email });
    // No session is made or slid for a token.
    expect(me.headers["set-cookie"]).toBeUndefined();
    const listed = (await request(t.app, "GET", "/api/profile/tokens", ana)).json() as { id: string; lastUsedAt: string | null }[];
    expect(listed.find((x) => x.id === id)!.lastUsedAt).toMatch(ISO_TIMESTAMP);
  });

  it("acts with exactly the owner's roles: a viewer reads but cannot write, a stranger's trip is not found", async () => {
    const trip = await createTestTrip(t.app, ana, { name: "Porto" });
    await addTripMember(t.database, trip.id, ben.user.id, "viewer");
    const { token } = await makeToken(ben);
    expect((await withToken(token, "GET", `/api/trips/${trip.id}/reservations`)).statusCode).toBe(200);
    const write = await withToken(token, "POST", `/api/trips/${trip.id}/reservations`, { name: "Hotel", reservationDate: "2027-06-01" });
    expect(write.statusCode).toBe(403);
    const other = await createTestTrip(t.app, ana, { name: "Private" });
    expect((await withToken(token, "GET", `/api/trips/${other.id}/reservations`)).statusCode).toBe(404);
    // Ana's token writes in her trip, and no other site can have attached it: an Origin does not matter.
    const anas = await makeToken(ana);
    const made = await withToken(anas.token, "POST", `/api/trips/${trip.id}/reservations`, { name: "Hotel", reservationDate: "2027-06-01" }, { origin: "https://elsewhere.example" });
    expect(made.statusCode, made.body).toBe(201);
  });

  it("answers 401 once revoked, and for a wrong token even beside a valid session cookie", async () => {
    const { id, token } = await makeToken(ana);
    expect((await withToken(token, "GET", "/api/trips")).statusCode).toBe(200);
    expect((await request(t.app, "DELETE", `/api/profile/tokens/${id}`, ana)).statusCode).toBe(204);
    expect((await withToken(token, "GET", "/api/trips")).statusCode).toBe(401);
    expect((await request(t.app, "DELETE", `/api/profile/tokens/${id}`, ana)).statusCode).toBe(404);
    const wrong = await t.app.inject({ method: "GET", url: "/api/trips", headers: { authorization: `Bearer rw_pat_${"A".repeat(43)}`, cookie: ana.cookie } });
    expect(wrong.statusCode).toBe(401);
  });

  it("cannot be revoked by another user, nor with a malformed id", async () => {
    const { id, token } = await makeToken(ana);
    expect((await request(t.app, "DELETE", `/api/profile/tokens/${id}`, ben)).statusCode).toBe(404);
    expect((await request(t.app, "DELETE", `/api/profile/tokens/not-a-uuid`, ana)).statusCode).toBe(404);
    expect((await request(t.app, "DELETE", `/api/profile/tokens/${randomUUID()}`, ana)).statusCode).toBe(404);
    expect((await withToken(token, "GET", "/api/trips")).statusCode).toBe(200);
  });

  it("cannot manage tokens, change the password or delete the account (403): those need the signed-in browser", async () => {
    const { id, token } = await makeToken(ana);
    for (const [method, url, payload] of [
      ["GET", "/api/profile/tokens", undefined],
      ["POST", "/api/profile/tokens", { name: "More" }],
      ["DELETE", `/api/profile/tokens/${id}`, undefined],
      ["POST", "/api/auth/change-password", { currentPassword: ana.password, newPassword: "brass-compass-77" }],
      ["DELETE", "/api/auth/account", { confirmation: ana.user.email }],
    ] as const) {
      const res = await withToken(token, method, url, payload);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(englishError(SESSION_ONLY));
    }
    expect((await withToken(token, "GET", "/api/auth/user")).statusCode).toBe(200);
  });

  it("refuses a missing or long name with a 400 naming it, and more than the limit with a 409", async () => {
    const carl = await signUp(t.app);
    for (const body of [{}, { name: "   " }, { name: 7 }]) {
      const res = await request(t.app, "POST", "/api/profile/tokens", carl, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ name: englishError(TOKEN_NAME_REQUIRED) });
    }
    const long = await request(t.app, "POST", "/api/profile/tokens", carl, { name: "x".repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json().fields)).toEqual(["name"]);
    await Promise.all(Array.from({ length: MAX_ACCESS_TOKENS }, (_, i) => makeToken(carl, `Token ${i}`)));
    const over = await request(t.app, "POST", "/api/profile/tokens", carl, { name: "One more" });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(`You already have ${MAX_ACCESS_TOKENS} access tokens — revoke one first`);
    expect((await request(t.app, "GET", "/api/profile/tokens", carl)).json()).toHaveLength(MAX_ACCESS_TOKENS);
  });

  it("goes with its account", async () => {
    const dora = await signUp(t.app);
    const { token } = await makeToken(dora);
    expect((await request(t.app, "DELETE", "/api/auth/account", dora, { confirmation: dora.user.email })).statusCode).toBe(204);
    expect((await withToken(token, "GET", "/api/auth/user")).statusCode).toBe(401);
    expect(await sqlRows(t.database, sql`select 1 from access_tokens where user_id = ${dora.user.id}`)).toEqual([]);
  });
});
