// Instance admins and the Admin screen's calls (docs/product/admin.md), through
// the real API on a fresh database: who is admin, the users list, disabling
// with immediate effect, the last admin, deletion, and the sign-up settings.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestApp, createTestTrip, request, signUp, sqlRows, TEST_PASSWORD, type SignedUp, type TestApp } from "../test/test-app";
import { openSse } from "../realtime/sse-reader";

let t: TestApp;
let admin: SignedUp;

beforeEach(async () => {
  t = await createTestApp({ admin: { emails: ["boss@example.com"] } });
  admin = await signUp(t.app, { firstName: "Ada", lastName: "Admin" });
});
afterEach(async () => {
  await t.close();
});

const patch = (who: SignedUp, userId: string, body: unknown) => request(t.app, "PATCH", `/api/admin/users/${userId}`, who, body);
const login = (email: string, password = TEST_PASSWORD) => t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });

describe("instance admins", () => {
  it("makes the first account admin and no later one; the user says so", async () => {
    const bob = await signUp(t.app);
    expect(admin.user.isAdmin).toBe(true);
    expect(bob.user.isAdmin).toBe(false);
    const me = await request(t.app, "GET", "/api/auth/user", bob);
    expect(me.json()).toEqual({ ...bob.user, isAdmin: false, emailVerified: false, twoFactor: { totp: false, passkeys: 0 } });
    expect((await request(t.app, "GET", "/api/auth/user", admin)).json()).toMatchObject({ isAdmin: true });
  });

  it("tells signed-out pages what is offered", async () => {
    const res = await request(t.app, "GET", "/api/auth/methods");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ password: true, registration: "open", oidc: null, passkeys: true });
  });

  it("answers every admin call 401 signed out and 403 to a member who is not admin, or who uses an access token", async () => {
    const bob = await signUp(t.app);
    const token = (await request(t.app, "POST", "/api/profile/tokens", admin, { name: "script" })).json().token as string;
    for (const [method, url] of [
      ["GET", "/api/admin/users"],
      ["PATCH", `/api/admin/users/${bob.user.id}`],
      ["DELETE", `/api/admin/users/${bob.user.id}`],
      ["GET", "/api/admin/settings"],
      ["PUT", "/api/admin/settings"],
      ["GET", "/api/admin/audit"],
      ["GET", "/api/admin/about"],
    ] as const) {
      expect((await request(t.app, method, url)).statusCode, `${method} ${url}`).toBe(401);
      expect((await request(t.app, method, url, bob)).statusCode, `${method} ${url}`).toBe(403);
      const viaToken = await t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });
      expect(viaToken.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it("lists users oldest first, searched by name or address, paged", async () => {
    const bob = await signUp(t.app, { firstName: "Bob", lastName: "Stone", email: "bob@example.com" });
    await signUp(t.app, { firstName: "Cleo", lastName: "Rivers" });
    await createTestTrip(t.app, bob);
    const all = (await request(t.app, "GET", "/api/admin/users", admin)).json();
    expect(all.total).toBe(3);
    expect(all.items.map((u: { firstName: string }) => u.firstName)).toEqual(["Ada", "Bob", "Cleo"]);
    expect(all.items[1]).toMatchObject({
      id: bob.user.id,
      email: "bob@example.com",
      isAdmin: false,
      disabled: false,
      emailVerified: false,
      twoFactor: { totp: false, passkeys: 0 },
      tripCount: 1,
    });
    expect(all.items[1].lastActiveAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    for (const q of ["bob stone", "BOB@EXAMPLE", "ston"]) {
      const found = (await request(t.app, "GET", `/api/admin/users?q=${encodeURIComponent(q)}`, admin)).json();
      expect(found.items.map((u: { id: string }) => u.id), q).toEqual([bob.user.id]);
    }
    // A typed % is a letter, not "anything".
    expect((await request(t.app, "GET", "/api/admin/users?q=%25", admin)).json().total).toBe(0);
    const page2 = (await request(t.app, "GET", "/api/admin/users?page=2&pageSize=2", admin)).json();
    expect(page2).toMatchObject({ total: 3, items: [{ firstName: "Cleo" }] });
    for (const bad of ["pageSize=201", "pageSize=0", "page=0", "page=x"]) {
      const res = await request(t.app, "GET", `/api/admin/users?${bad}`, admin);
      expect(res.statusCode, bad).toBe(400);
      expect(Object.keys(res.json().fields), bad).toEqual([bad.split("=")[0]]);
    }
  });

  it("disables an account at once: its session, token and live stream end, and sign-in says so only to the right password", async () => {
    const bob = await signUp(t.app, { email: "bob@example.com" });
    const trip = await createTestTrip(t.app, bob);
    const token = (await request(t.app, "POST", "/api/profile/tokens", bob, { name: "script" })).json().token as string;
    // Read first, so the session cache holds Bob.
    expect((await request(t.app, "GET", "/api/auth/user", bob)).statusCode).toBe(200);
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as { port: number };
    const stream = await openSse(`http://127.0.0.1:${port}/api/trips/${trip.id}/stream`, bob.cookie);
    expect(stream.status).toBe(200);

    const res = await patch(admin, bob.user.id, { disabled: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: bob.user.id, disabled: true, isAdmin: false });

    expect((await request(t.app, "GET", "/api/auth/user", bob)).statusCode).toBe(401);
    expect((await request(t.app, "GET", `/api/trips/${trip.id}`, bob)).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/trips", headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
    await stream.next((m) => m.event === "signed-out");
    await stream.ended;

    const wrong = await login("bob@example.com", "not the password");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe("invalid_credentials");
    const right = await login("bob@example.com");
    expect(right.statusCode).toBe(403);
    expect(right.json().code).toBe("account_disabled");
    expect(right.headers["set-cookie"]).toBeUndefined();
    const [{ n } = { n: -1 }] = await sqlRows<{ n: number }>(t.database, sql`select count(*)::int as n from sessions where user_id = ${bob.user.id}`);
    expect(n).toBe(0);

    expect((await patch(admin, bob.user.id, { disabled: false })).json().disabled).toBe(false);
    expect((await login("bob@example.com")).statusCode).toBe(200);
  });

  it("makes an account admin with immediate effect on its open session", async () => {
    const bob = await signUp(t.app);
    expect((await request(t.app, "GET", "/api/admin/users", bob)).statusCode).toBe(403);
    expect((await patch(admin, bob.user.id, { isAdmin: true })).json().isAdmin).toBe(true);
    expect((await request(t.app, "GET", "/api/admin/users", bob)).statusCode).toBe(200);
    expect((await patch(bob, admin.user.id, { isAdmin: false })).json().isAdmin).toBe(false);
    expect((await request(t.app, "GET", "/api/admin/users", admin)).statusCode).toBe(403);
  });

  it("never demotes, disables or deletes the last enabled admin (409)", async () => {
    const bob = await signUp(t.app);
    for (const body of [{ isAdmin: false }, { disabled: true }]) {
      const res = await patch(admin, admin.user.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(409);
    }
    expect((await request(t.app, "DELETE", `/api/admin/users/${admin.user.id}`, admin)).statusCode).toBe(409);
    // A disabled admin does not count as one who can run the instance.
    await patch(admin, bob.user.id, { isAdmin: true });
    await patch(admin, bob.user.id, { disabled: true });
    expect((await patch(admin, admin.user.id, { isAdmin: false })).statusCode).toBe(409);
    await patch(admin, bob.user.id, { disabled: false });
    expect((await patch(admin, admin.user.id, { isAdmin: false })).statusCode).toBe(200);
  });

  it("refuses to demote an address listed in ADMIN_EMAILS (409)", async () => {
    const boss = await signUp(t.app, { email: "boss@example.com" });
    await patch(admin, boss.user.id, { isAdmin: true });
    const res = await patch(admin, boss.user.id, { isAdmin: false });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/server's settings/);
  });

  it("makes an ADMIN_EMAILS address admin at its first sign-in with the address verified", async () => {
    await signUp(t.app, { email: "boss@example.com" });
    expect((await login("boss@example.com")).json().isAdmin).toBe(false);
    await t.database.db.execute(sql`update users set email_verified_at = now() where email = 'boss@example.com'`);
    const res = await login("boss@example.com");
    expect(res.json()).toMatchObject({ isAdmin: true, emailVerified: true });
  });

  it("answers 404 for an unknown user and 400 naming a bad field", async () => {
    expect((await patch(admin, "00000000-0000-4000-8000-000000000000", { disabled: true })).statusCode).toBe(404);
    expect((await patch(admin, "nope", { disabled: true })).statusCode).toBe(404);
    const bad = await patch(admin, admin.user.id, { disabled: "yes" });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(["disabled"]);
  });

  it("deletes an account as its owner would: a shared trip stays with its other member, a lone one goes", async () => {
    const bob = await signUp(t.app);
    const cleo = await signUp(t.app);
    const lone = await createTestTrip(t.app, bob);
    const shared = await createTestTrip(t.app, bob);
    await t.database.db.execute(sql`insert into trip_members (trip_id, user_id, role) values (${shared.id}, ${cleo.user.id}, 'viewer')`);
    const res = await request(t.app, "DELETE", `/api/admin/users/${bob.user.id}`, admin);
    expect(res.statusCode, res.body).toBe(204);
    expect((await request(t.app, "GET", "/api/auth/user", bob)).statusCode).toBe(401);
    expect((await request(t.app, "GET", `/api/trips/${lone.id}`, admin)).statusCode).toBe(404);
    const kept = await request(t.app, "GET", `/api/trips/${shared.id}`, cleo);
    expect(kept.statusCode).toBe(200);
    expect((await request(t.app, "GET", `/api/trips/${shared.id}/members`, cleo)).json()).toMatchObject([{ user: { id: cleo.user.id }, role: "admin" }]);
    expect((await request(t.app, "DELETE", `/api/admin/users/${bob.user.id}`, admin)).statusCode).toBe(404);
  });

  it("keeps settings: defaults, a change, and password sign-in kept on while it is the only way in", async () => {
    expect((await request(t.app, "GET", "/api/admin/settings", admin)).json()).toEqual({ registration: "open", requireTwoFactor: false, passwordSignIn: true });
    const saved = await request(t.app, "PUT", "/api/admin/settings", admin, { registration: "invite", requireTwoFactor: true, passwordSignIn: true });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ registration: "invite", requireTwoFactor: true, passwordSignIn: true });
    // The admin has no second factor either: the next call asks them to set one up (auth/two-factor.test.ts).
    expect((await request(t.app, "GET", "/api/admin/settings", admin)).json().code).toBe("two_factor_setup_required");
    await sqlRows(t.database, sql`update instance_settings set require_two_factor = false`);
    expect((await request(t.app, "GET", "/api/admin/settings", admin)).json()).toEqual({ registration: "invite", requireTwoFactor: false, passwordSignIn: true });
    expect((await request(t.app, "GET", "/api/auth/methods")).json().registration).toBe("invite");
    const off = await request(t.app, "PUT", "/api/admin/settings", admin, { registration: "open", requireTwoFactor: false, passwordSignIn: false });
    expect(off.statusCode).toBe(409);
    expect((await request(t.app, "GET", "/api/admin/settings", admin)).json().registration).toBe("invite");
    const bad = await request(t.app, "PUT", "/api/admin/settings", admin, { registration: "sometimes", requireTwoFactor: false, passwordSignIn: true });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(["registration"]);
  });

  it("tells about the instance", async () => {
    await createTestTrip(t.app, admin);
    const res = await request(t.app, "GET", "/api/admin/about", admin);
    expect(res.json()).toMatchObject({ database: expect.stringMatching(/^(pglite|postgresql)$/), users: 1, trips: 1, files: 0, storageBytes: 0 });
    expect(res.json().version).toMatch(/^\d+\.\d+\.\d+/);
  });
});
