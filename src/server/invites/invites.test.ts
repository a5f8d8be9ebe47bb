// API tests for invite links (docs/product/trips-and-members.md): create (viewer by default, 256-bit
// token, url from PUBLIC_URL or the request's Host), list, revoke, and accept:
// joining with the link's role, a member keeping theirs, used-up, revoked and
// unknown links 404, expired ones 410, one-use links admitting one person at once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { InviteLink } from "@shared/invites";
import type { Trip } from "@shared/trips";
import { addTripMember, createTestApp, createTestTrip, request, signUp, sqlRows, type SignedUp, type TestApp } from "../test/test-app";

const PUBLIC_URL = "https://trips.example.com";
let t: TestApp;
let admin: SignedUp;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: PUBLIC_URL });
  admin = await signUp(t.app, { firstName: "Ada", lastName: "Admin" });
});
afterAll(async () => {
  await t?.close();
});

async function newLink(tripId: string, body: Record<string, unknown> = {}): Promise<InviteLink> {
  const res = await request(t.app, "POST", `/api/trips/${tripId}/invite-links`, admin, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const accept = (token: string, who?: SignedUp) => request(t.app, "POST", `/api/invite-links/${token}/accept`, who);

describe("POST /api/trips/:tripId/invite-links", () => {
  it("creates a viewer link by default, with a 256-bit token and a url from PUBLIC_URL", async () => {
    const trip = await createTestTrip(t.app, admin);
    const link = await newLink(trip.id);
    expect(link).toEqual({
      id: expect.any(String),
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      url: `${PUBLIC_URL}/invite/${link.token}`,
      role: "viewer",
      expiresAt: null,
      maxUses: null,
      uses: 0,
      email: null,
    });
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    expect(await newLink(trip.id, { role: "editor", expiresAt, maxUses: 5 })).toMatchObject({ role: "editor", expiresAt, maxUses: 5 });
  });

  it("takes the url's origin from the request when PUBLIC_URL is not set", async () => {
    const own = await createTestApp();
    try {
      const who = await signUp(own.app);
      const trip = await createTestTrip(own.app, who);
      const res = await own.app.inject({
        method: "POST",
        url: `/api/trips/${trip.id}/invite-links`,
        headers: { cookie: who.cookie, host: "roamwise.local:8080" },
        payload: {},
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().url).toBe(`http://roamwise.local:8080/invite/${res.json().token}`);
    } finally {
      await own.close();
    }
  });

  it("answers 400 naming the field for a past expiry, a bad max uses or role", async () => {
    const trip = await createTestTrip(t.app, admin);
    for (const [body, field] of [
      [{ expiresAt: "2020-01-01T00:00:00.000Z" }, "expiresAt"],
      [{ expiresAt: "tomorrow" }, "expiresAt"],
      [{ maxUses: 0 }, "maxUses"],
      [{ maxUses: 1.5 }, "maxUses"],
      [{ role: "owner" }, "role"],
    ] as const) {
      const res = await request(t.app, "POST", `/api/trips/${trip.id}/invite-links`, admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), JSON.stringify(body)).toContain(field);
    }
  });
});

describe("GET and DELETE", () => {
  it("lists links with their url and uses, pending e-mail invitations included; a revoked link is gone and 404s", async () => {
    const trip = await createTestTrip(t.app, admin);
    const link = await newLink(trip.id, { role: "editor" });
    const email = `pending-${randomUUID()}@example.com`;
    expect((await request(t.app, "POST", `/api/trips/${trip.id}/members`, admin, { userId: email })).statusCode).toBe(201);
    const joiner = await signUp(t.app);
    expect((await accept(link.token, joiner)).statusCode).toBe(200);

    const list: InviteLink[] = (await request(t.app, "GET", `/api/trips/${trip.id}/invite-links`, admin)).json();
    expect(list.map((l) => [l.id, l.role, l.uses, l.maxUses, l.email])).toEqual([
      [link.id, "editor", 1, null, null],
      [expect.any(String), "viewer", 0, 1, email],
    ]);
    expect(list.every((l) => l.url === `${PUBLIC_URL}/invite/${l.token}`)).toBe(true);

    expect((await request(t.app, "DELETE", `/api/invite-links/${link.id}`, admin)).statusCode).toBe(204);
    expect((await request(t.app, "DELETE", `/api/invite-links/${link.id}`, admin)).statusCode).toBe(404);
    expect((await request(t.app, "DELETE", `/api/invite-links/not-an-id`, admin)).statusCode).toBe(404);
    expect((await accept(link.token, await signUp(t.app))).statusCode).toBe(404);
    // Revoking the e-mail invitation's link is cancelling it: it leaves the member list.
    const pending = list[1]!;
    expect((await request(t.app, "DELETE", `/api/invite-links/${pending.id}`, admin)).statusCode).toBe(204);
    const members = (await request(t.app, "GET", `/api/trips/${trip.id}/members`, admin)).json() as { status: string }[];
    expect(members.some((m) => m.status === "invited")).toBe(false);
  });
});

describe("POST /api/invite-links/:token/accept", () => {
  it("joins with the link's role and answers the trip; a member already keeps their role and uses nothing", async () => {
    const trip = await createTestTrip(t.app, admin, { name: "Alps" });
    const link = await newLink(trip.id, { role: "editor" });
    const joiner = await signUp(t.app);
    const res = await accept(link.token, joiner);
    expect(res.statusCode, res.body).toBe(200);
    const joined: Trip = res.json();
    expect(joined).toMatchObject({ id: trip.id, name: "Alps", myRole: "editor" });

    const viewer = await signUp(t.app);
    await addTripMember(t.database, trip.id, viewer.user.id, "viewer");
    const again = await accept(link.token, viewer);
    expect(again.statusCode).toBe(200);
    expect(again.json().myRole).toBe("viewer");
    expect((await accept(link.token, admin)).json().myRole).toBe("admin");
    const [row] = await sqlRows<{ uses: number }>(t.database, sql`select uses from invite_links where id = ${link.id}`);
    expect(row!.uses).toBe(1);
  });

  it("admits max uses people, then 404; an expired link is 410; unknown 404; signed out 401", async () => {
    const trip = await createTestTrip(t.app, admin);
    const two = await newLink(trip.id, { maxUses: 2 });
    expect((await accept(two.token, await signUp(t.app))).statusCode).toBe(200);
    expect((await accept(two.token, await signUp(t.app))).statusCode).toBe(200);
    const third = await accept(two.token, await signUp(t.app));
    expect(third.statusCode).toBe(404);
    expect(third.json().code).toBe("not_found");

    const expiring = await newLink(trip.id, { expiresAt: new Date(Date.now() + 60_000).toISOString() });
    await sqlRows(t.database, sql`update invite_links set expires_at = now() - interval '1 minute' where id = ${expiring.id}`);
    const late = await signUp(t.app);
    const expired = await accept(expiring.token, late);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toMatch(/expired/);
    expect((await request(t.app, "GET", `/api/trips/${trip.id}`, late)).statusCode).toBe(404);

    expect((await accept("x".repeat(43), late)).statusCode).toBe(404);
    expect((await accept(two.token)).statusCode).toBe(401);
  });

  it("lets one of two people racing for a one-use link in, and answers the other 404", async () => {
    const trip = await createTestTrip(t.app, admin);
    const once = await newLink(trip.id, { maxUses: 1 });
    const [p, q] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const codes = (await Promise.all([accept(once.token, p), accept(once.token, q)])).map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 404]);
    const members = (await request(t.app, "GET", `/api/trips/${trip.id}/members`, admin)).json() as unknown[];
    expect(members).toHaveLength(2);
  });
});
