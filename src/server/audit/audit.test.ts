// The audit log (docs/product/admin.md): the actions of today written by the
// services that do them, read newest first with filters and a `next` cursor,
// pruned after AUDIT_DAYS, and never holding a secret.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestApp, createTestTrip, request, signUp, sqlRows, TEST_PASSWORD, type SignedUp, type TestApp } from "../test/test-app";
import type { AuditEntry } from "@shared/admin";
import { pruneAudit } from "./audit";

let t: TestApp;
let admin: SignedUp;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUp(t.app);
});
afterAll(async () => {
  await t.close();
});

const audit = async (query = "") => {
  const res = await request(t.app, "GET", `/api/admin/audit${query}`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: AuditEntry[]; next: string | null };
};

describe("the audit log", () => {
  it("records today's actions, by whom, newest first, with no secret in them", async () => {
    const bob = await signUp(t.app, { email: "bob-audit@example.com" });
    const login = (password: string) => t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: "bob-audit@example.com", password } });
    expect((await login("wrong password")).statusCode).toBe(401);
    expect((await login(TEST_PASSWORD)).statusCode).toBe(200);
    const trip = await createTestTrip(t.app, admin);
    const added = await request(t.app, "POST", `/api/trips/${trip.id}/members`, admin, { userId: bob.user.email, role: "viewer" });
    await request(t.app, "PATCH", `/api/trips/${trip.id}/members/${added.json().id}`, admin, { role: "editor" });
    await request(t.app, "DELETE", `/api/trips/${trip.id}/members/${added.json().id}`, admin);
    await request(t.app, "POST", `/api/trips/${trip.id}/share`, admin);
    await request(t.app, "DELETE", `/api/trips/${trip.id}/share`, admin);
    const made = (await request(t.app, "POST", "/api/profile/tokens", bob, { name: "script" })).json();
    await request(t.app, "DELETE", `/api/profile/tokens/${made.id}`, bob);
    await request(t.app, "POST", "/api/auth/change-password", bob, { currentPassword: TEST_PASSWORD, newPassword: "brass-compass-77" });
    await request(t.app, "PATCH", `/api/admin/users/${bob.user.id}`, admin, { disabled: true });
    await request(t.app, "PUT", "/api/admin/settings", admin, { registration: "invite", requireTwoFactor: false, passwordSignIn: true });
    await request(t.app, "POST", "/api/auth/logout", admin);
    admin = { ...admin, cookie: (await import("../test/test-app")).sessionCookie(await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: admin.user.email, password: TEST_PASSWORD } })) };

    const { items } = await audit();
    const actions = items.map((e) => e.action);
    for (const action of [
      "auth.login_failed",
      "auth.login",
      "member.added",
      "member.role_changed",
      "member.removed",
      "share.published",
      "share.revoked",
      "token.created",
      "token.revoked",
      "auth.password_changed",
      "admin.user_updated",
      "admin.settings_changed",
      "auth.logout",
    ]) {
      expect(actions, action).toContain(action);
    }
    expect(items[0]!.action).toBe("auth.login");
    const failed = items.find((e) => e.action === "auth.login_failed")!;
    expect(failed).toMatchObject({ actorId: bob.user.id, actorEmail: "bob-audit@example.com", ip: "127.0.0.1" });
    expect(items.find((e) => e.action === "admin.user_updated")).toMatchObject({
      actorId: admin.user.id,
      actorEmail: admin.user.email,
      targetType: "user",
      targetId: bob.user.id,
      details: { disabled: { from: false, to: true } },
    });
    const text = JSON.stringify(items);
    for (const secret of [TEST_PASSWORD, "wrong password", "brass-compass-77", made.token]) expect(text).not.toContain(secret);
    const stored = await sqlRows(t.database, sql`select * from audit_log`);
    expect(JSON.stringify(stored)).not.toContain(made.token);

    // Filters: by action, and by user (as actor or target).
    expect((await audit("?action=token.created")).items.map((e) => e.action)).toEqual(["token.created"]);
    const bobs = (await audit(`?userId=${bob.user.id}`)).items;
    expect(bobs.length).toBeGreaterThan(3);
    expect(bobs.every((e) => e.actorId === bob.user.id || e.targetId === bob.user.id)).toBe(true);
  });

  it("pages 100 at a time with a next cursor, and refuses a made-up one", async () => {
    await t.database.db.execute(
      sql`insert into audit_log (action, at) select 'auth.logout', now() - make_interval(secs => g) from generate_series(1, 150) g`,
    );
    const first = await audit("?action=auth.logout");
    expect(first.items).toHaveLength(100);
    const second = await audit(`?action=auth.logout&before=${first.next}`);
    const all = [...first.items, ...second.items];
    expect(new Set(all.map((e) => e.id)).size).toBe(all.length);
    expect(all.length).toBeGreaterThanOrEqual(151);
    expect(second.next).toBeNull();
    const times = all.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
    const bad = await request(t.app, "GET", "/api/admin/audit?before=nonsense", admin);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(["before"]);
  });

  it("drops entries older than AUDIT_DAYS", async () => {
    await t.database.db.execute(sql`insert into audit_log (action, at) values ('auth.login', now() - interval '181 days'), ('auth.login', now() - interval '179 days')`);
    expect(await pruneAudit(t.database.db, 180)).toBe(1);
    const [{ n } = { n: -1 }] = await sqlRows<{ n: number }>(t.database, sql`select count(*)::int as n from audit_log where at < now() - interval '178 days'`);
    expect(n).toBe(1);
  });
});
