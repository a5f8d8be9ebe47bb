// Registration modes (docs/product/admin.md): open, by invitation, closed —
// what register answers in each, that an invite lets its holder in and joins
// the trip, that nothing is half-written when refused, and REGISTRATION's first value.
import { afterEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { createTestApp, createTestTrip, request, sessionCookie, signUp, sqlRows, TEST_PASSWORD, type SignedUp, type TestApp } from "../test/test-app";
import type { RegistrationMode } from "@shared/admin";

let t: TestApp;
afterEach(async () => {
  await t.close();
});

const register = (body: Record<string, unknown> = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: { email: `new-${randomUUID()}@example.com`, password: TEST_PASSWORD, firstName: "New", lastName: "Person", ...body },
  });
const setMode = async (admin: SignedUp, registration: RegistrationMode) =>
  expect((await request(t.app, "PUT", "/api/admin/settings", admin, { registration, requireTwoFactor: false, passwordSignIn: true })).statusCode).toBe(200);
const userCount = async () => (await sqlRows<{ n: number }>(t.database, sql`select count(*)::int as n from users`))[0]!.n;

describe("registration modes", () => {
  it("refuses everyone when closed, invitations included, and writes nothing", async () => {
    t = await createTestApp();
    const admin = await signUp(t.app);
    const trip = await createTestTrip(t.app, admin);
    const link = (await request(t.app, "POST", `/api/trips/${trip.id}/invite-links`, admin, {})).json();
    await setMode(admin, "closed");
    const before = await userCount();
    for (const body of [{}, { inviteToken: link.token ?? link.url.split("/").pop() }]) {
      const res = await register(body);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe("registration_closed");
    }
    expect(await userCount()).toBe(before);
    expect((await request(t.app, "GET", "/api/auth/methods")).json().registration).toBe("closed");
  });

  it("refuses inviting an address without an account when closed (409), and still adds an existing account", async () => {
    t = await createTestApp();
    const admin = await signUp(t.app);
    const bob = await signUp(t.app);
    const trip = await createTestTrip(t.app, admin);
    await setMode(admin, "closed");
    const res = await request(t.app, "POST", `/api/trips/${trip.id}/members`, admin, { userId: "nobody@example.com" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/closed/);
    expect((await request(t.app, "POST", `/api/trips/${trip.id}/members`, admin, { userId: bob.user.email })).statusCode).toBe(201);
  });

  it("lets in, when by invitation, only the holder of a live invite link or e-mail invitation, who then joins by it", async () => {
    t = await createTestApp();
    const admin = await signUp(t.app);
    const trip = await createTestTrip(t.app, admin);
    const link = (await request(t.app, "POST", `/api/trips/${trip.id}/invite-links`, admin, { role: "viewer", maxUses: 1 })).json();
    const token = link.url.split("/").pop() as string;
    const invited = await request(t.app, "POST", `/api/trips/${trip.id}/members`, admin, { userId: "cleo@example.com", role: "editor" });
    expect(invited.statusCode).toBe(201);
    const [mailed] = await sqlRows<{ token: string }>(t.database, sql`select token from invite_links where email = 'cleo@example.com'`);
    await setMode(admin, "invite");

    for (const body of [{}, { inviteToken: "x".repeat(43) }]) {
      const refused = await register(body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe("registration_closed");
    }
    const res = await register({ inviteToken: token });
    expect(res.statusCode, res.body).toBe(201);
    const newcomer = res.json();
    // As the invite page does next.
    const newcomerCookie = sessionCookie(res);
    expect((await request(t.app, "POST", `/api/invite-links/${token}/accept`, newcomerCookie)).statusCode).toBe(200);
    const members = (await request(t.app, "GET", `/api/trips/${trip.id}/members`, admin)).json() as { user: { id: string | null }; role: string }[];
    expect(members.find((m) => m.user.id === newcomer.id)?.role).toBe("viewer");
    // The one-use link is spent: the next person is refused and nothing is written; the member who used it is still let through.
    expect((await request(t.app, "POST", `/api/invite-links/${token}/accept`, newcomerCookie)).statusCode).toBe(200);
    const before = await userCount();
    expect((await register({ inviteToken: token })).statusCode).toBe(403);
    expect(await userCount()).toBe(before);

    const cleo = await register({ email: "cleo@example.com", inviteToken: mailed!.token });
    expect(cleo.statusCode, cleo.body).toBe(201);
    const cleoCookie = sessionCookie(cleo);
    expect((await request(t.app, "POST", `/api/invite-links/${mailed!.token}/accept`, cleoCookie)).statusCode).toBe(200);
    const after = (await request(t.app, "GET", `/api/trips/${trip.id}/members`, admin)).json() as { user: { id: string | null }; role: string }[];
    expect(after.find((m) => m.user.id === cleo.json().id)?.role).toBe("editor");
  });

  it("takes REGISTRATION as the first value, and keeps what an admin saved after", async () => {
    t = await createTestApp({ admin: { registration: "closed" } });
    expect((await request(t.app, "GET", "/api/auth/methods")).json().registration).toBe("closed");
    expect((await register()).statusCode).toBe(403);
    await t.database.db.execute(sql`update instance_settings set registration = 'open'`);
    // A restart with the setting still "closed" leaves the admins' choice alone.
    await t.app.close();
    const { buildApp } = await import("../app");
    const again = await buildApp({ database: t.database, admin: { registration: "closed" } });
    await again.ready();
    expect((await again.inject({ method: "GET", url: "/api/auth/methods" })).json().registration).toBe("open");
    await again.close();
    t = { ...t, close: () => t.database.close() };
  });
});
