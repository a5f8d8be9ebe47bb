// API tests for trip members: invite (account at once, unknown email as a
// pending one-person invite link; the address alone grants nothing), list, role
// changes, removal and leaving, cancelling invitations, the last-admin rule
// (also under concurrent requests) and who may do each.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { MemberEntry } from "@shared/members";
import type { Role, Trip } from "@shared/trips";
import { createTestApp, signUp, sqlRows, TEST_PASSWORD, sessionCookie, type SignedUp, type TestApp, request, ISO_TIMESTAMP } from "../test/test-app";

let t: TestApp;
let admin: SignedUp;
let other: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUp(t.app, { firstName: "Ada", lastName: "Admin" });
  other = await signUp(t.app, { firstName: "Otto", lastName: "Other" });
});
afterAll(async () => {
  await t.close();
});

const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, who?: SignedUp | string, payload?: unknown) =>
  request(t.app, method, url, who, payload);

async function newTrip(who: SignedUp = admin): Promise<Trip> {
  const res = await call("POST", "/api/trips", who, { name: "Family trip" });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function addMember(tripId: string, who: SignedUp, role: Role): Promise<string> {
  const [row] = await sqlRows<{ id: string }>(
    t.database,
    sql`insert into trip_members (trip_id, user_id, role) values (${tripId}, ${who.user.id}, ${role}) returning id`,
  );
  return row!.id;
}

async function members(tripId: string, who: SignedUp = admin): Promise<MemberEntry[]> {
  const res = await call("GET", `/api/trips/${tripId}/members`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const freshEmail = () => `invitee-${randomUUID()}@example.com`;

describe("POST /api/trips/:tripId/members (invite)", () => {
  it("makes an existing account a member at once, by email (any case) and as viewer by default", async () => {
    const trip = await newTrip();
    const res = await call("POST", `/api/trips/${trip.id}/members`, admin, { userId: `  ${other.user.email.toUpperCase()} ` });
    expect(res.statusCode, res.body).toBe(201);
    const entry: MemberEntry = res.json();
    expect(entry).toMatchObject({
      status: "active",
      role: "viewer",
      invitedAt: null,
      user: { id: other.user.id, firstName: "Otto", lastName: "Other", email: other.user.email },
    });
    expect(entry.joinedAt).toMatch(ISO_TIMESTAMP);
    const rows = await sqlRows(t.database, sql`select user_id, role from trip_members where trip_id = ${trip.id} order by role`);
    expect(rows).toEqual([
      { user_id: admin.user.id, role: "admin" },
      { user_id: other.user.id, role: "viewer" },
    ]);
    // The new member sees the trip with their role.
    const seen = await call("GET", `/api/trips/${trip.id}`, other);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().myRole).toBe("viewer");
  });

  it("makes an existing account a member by user id with the given role", async () => {
    const trip = await newTrip();
    const res = await call("POST", `/api/trips/${trip.id}/members`, admin, { userId: other.user.id, role: "editor" });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: "active", role: "editor", user: { id: other.user.id } });
  });

  it("answers 404 with a clear message for an unknown user id", async () => {
    const trip = await newTrip();
    const res = await call("POST", `/api/trips/${trip.id}/members`, admin, { userId: randomUUID() });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/No user with this ID/);
    expect(await sqlRows(t.database, sql`select 1 from invite_links where trip_id = ${trip.id}`)).toEqual([]);
  });

  it("answers 409 Already a member for a current member, including the admin themself", async () => {
    const trip = await newTrip();
    await addMember(trip.id, other, "viewer");
    for (const userId of [other.user.email, other.user.id, admin.user.email]) {
      const res = await call("POST", `/api/trips/${trip.id}/members`, admin, { userId, role: "editor" });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: "Already a member", code: "conflict" });
    }
    // Nothing changed: the role stays viewer.
    expect((await members(trip.id)).find((m) => m.user.id === other.user.id)?.role).toBe("viewer");
  });

  it("stores an unknown email as a pending invitation listed as invited", async () => {
    const trip = await newTrip();
    const email = freshEmail();
    const res = await call("POST", `/api/trips/${trip.id}/members`, admin, { userId: email.toUpperCase(), role: "editor" });
    expect(res.statusCode, res.body).toBe(201);
    const entry: MemberEntry = res.json();
    expect(entry).toMatchObject({
      status: "invited",
      role: "editor",
      joinedAt: null,
      user: { id: null, firstName: null, lastName: null, email },
    });
    expect(entry.invitedAt).toMatch(ISO_TIMESTAMP);
    const rows = await sqlRows(
      t.database,
      sql`select email, role, created_by as invited_by from invite_links where trip_id = ${trip.id}`,
    );
    expect(rows).toEqual([{ email, role: "editor", invited_by: admin.user.id }]);
    const list = await members(trip.id);
    expect(list.map((m) => [m.status, m.user.email])).toEqual([
      ["active", admin.user.email],
      ["invited", email],
    ]);
    // An invitation is not a membership: the trip's own member list is unchanged.
    expect((await call("GET", `/api/trips/${trip.id}`, admin)).json().members).toHaveLength(1);

    const again = await call("POST", `/api/trips/${trip.id}/members`, admin, { userId: email });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Already invited");
  });

  it("answers 400 naming userId for an empty, missing or malformed value, and for a bad role", async () => {
    const trip = await newTrip();
    const cases: [unknown, string, string][] = [
      [{ userId: "" }, "userId", "Please enter a user ID or email"],
      [{ userId: "   " }, "userId", "Please enter a user ID or email"],
      [{}, "userId", "Please enter a user ID or email"],
      [{ userId: 42 }, "userId", "Please enter a user ID or email"],
      [{ userId: "not an email" }, "userId", "Please enter a valid email address or user ID"],
      [{ userId: "1234-abcd" }, "userId", "Please enter a valid email address or user ID"],
      [{ userId: other.user.email, role: "owner" }, "role", ""],
    ];
    for (const [body, field, message] of cases) {
      const res = await call("POST", `/api/trips/${trip.id}/members`, admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual([field]);
      if (message) expect(res.json().fields[field]).toBe(message);
    }
    expect(await members(trip.id)).toHaveLength(1);
  });

  it("lets only admins invite: editor and viewer 403, non-member 404, signed out 401", async () => {
    const trip = await newTrip();
    const editor = await signUp(t.app);
    const viewer = await signUp(t.app);
    await addMember(trip.id, editor, "editor");
    await addMember(trip.id, viewer, "viewer");
    const body = { userId: freshEmail() };
    expect((await call("POST", `/api/trips/${trip.id}/members`, editor, body)).statusCode).toBe(403);
    expect((await call("POST", `/api/trips/${trip.id}/members`, viewer, body)).statusCode).toBe(403);
    expect((await call("POST", `/api/trips/${trip.id}/members`, other, body)).statusCode).toBe(404);
    expect((await call("POST", `/api/trips/${trip.id}/members`, undefined, body)).statusCode).toBe(401);
    expect((await call("POST", `/api/trips/not-a-uuid/members`, admin, body)).statusCode).toBe(404);
    expect((await call("POST", `/api/trips/${randomUUID()}/members`, admin, body)).statusCode).toBe(404);
    expect(await sqlRows(t.database, sql`select 1 from invite_links where trip_id = ${trip.id}`)).toEqual([]);
    // The session is checked before the body.
    expect((await call("POST", `/api/trips/${trip.id}/members`, undefined, { userId: "" })).statusCode).toBe(401);
  });

  it("answers one 201 and one 409 to two concurrent invites of the same email", async () => {
    const trip = await newTrip();
    const email = freshEmail();
    const results = await Promise.all([
      call("POST", `/api/trips/${trip.id}/members`, admin, { userId: email }),
      call("POST", `/api/trips/${trip.id}/members`, admin, { userId: email }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await sqlRows(t.database, sql`select 1 from invite_links where trip_id = ${trip.id}`)).toHaveLength(1);
  });
});

describe("accepting invitations", () => {
  // Issue 18: whoever registered an invited address first used to join as the invited role.
  it("grants nothing to whoever registers or signs in with an invited address: the invitation stays pending", async () => {
    const trip = await newTrip();
    const email = freshEmail();
    expect((await call("POST", `/api/trips/${trip.id}/members`, admin, { userId: email, role: "admin" })).statusCode).toBe(201);

    const squatter = await signUp(t.app, { email: email.toUpperCase(), firstName: "Sam", lastName: "Squatter" });
    expect((await call("GET", "/api/trips", squatter)).json()).toEqual([]);
    expect((await call("GET", `/api/trips/${trip.id}`, squatter)).statusCode).toBe(404);
    const again = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password: TEST_PASSWORD } });
    expect(again.statusCode).toBe(200);
    expect((await call("GET", "/api/trips", sessionCookie(again))).json()).toEqual([]);
    expect((await members(trip.id)).map((m) => [m.status, m.role, m.user.email])).toEqual([
      ["active", "admin", admin.user.email],
      ["invited", "admin", email],
    ]);
  });

  it("joins through the e-mailed one-person link with the invited role, and the invitation leaves the pending list", async () => {
    const tripA = await newTrip();
    const email = freshEmail();
    const invitation: MemberEntry = (await call("POST", `/api/trips/${tripA.id}/members`, admin, { userId: email, role: "editor" })).json();
    const [link] = await sqlRows<{ token: string; max_uses: number }>(
      t.database,
      sql`select token, max_uses from invite_links where id = ${invitation.id} and email = ${email}`,
    );
    expect(link!.max_uses).toBe(1);

    // The link is not tied to the address: whoever the invitee signs up as joins.
    const invitee = await signUp(t.app, { firstName: "Ivy", lastName: "Invitee" });
    const joined = await call("POST", `/api/invite-links/${link!.token}/accept`, invitee);
    expect(joined.statusCode, joined.body).toBe(200);
    expect((joined.json() as Trip).myRole).toBe("editor");
    const list = await members(tripA.id);
    expect(list.map((m) => [m.status, m.role, m.user.email])).toEqual([
      ["active", "admin", admin.user.email],
      ["active", "editor", invitee.user.email],
    ]);
    // Used once: nobody else gets in with it.
    expect((await call("POST", `/api/invite-links/${link!.token}/accept`, other)).statusCode).toBe(404);
  });

  it("leaves the invitation in place when registration fails", async () => {
    const trip = await newTrip();
    const res = await call("POST", `/api/trips/${trip.id}/members`, admin, { userId: other.user.email.replace("@", "+x@") });
    expect(res.statusCode).toBe(201);
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email: other.user.email.replace("@", "+x@"), password: "short", firstName: "A", lastName: "B" },
    });
    expect(bad.statusCode).toBe(400);
    expect(await sqlRows(t.database, sql`select 1 from invite_links where trip_id = ${trip.id}`)).toHaveLength(1);
  });

  it("drops invitations with their trip", async () => {
    const trip = await newTrip();
    await call("POST", `/api/trips/${trip.id}/members`, admin, { userId: freshEmail() });
    expect((await call("DELETE", `/api/trips/${trip.id}`, admin)).statusCode).toBe(204);
    expect(await sqlRows(t.database, sql`select 1 from invite_links where trip_id = ${trip.id}`)).toEqual([]);
  });
});

describe("GET /api/trips/:tripId/members", () => {
  it("lists admins first, then by join time, then invitations; any member may read", async () => {
    const trip = await newTrip();
    const viewer = await signUp(t.app, { firstName: "Vic", lastName: "Viewer" });
    const coAdmin = await signUp(t.app);
    await addMember(trip.id, viewer, "viewer");
    await addMember(trip.id, coAdmin, "admin");
    const email = freshEmail();
    await call("POST", `/api/trips/${trip.id}/members`, admin, { userId: email });
    const list = await members(trip.id, viewer);
    expect(list.map((m) => m.user.email)).toEqual([admin.user.email, coAdmin.user.email, viewer.user.email, email]);
    expect(list[2]).toMatchObject({ status: "active", role: "viewer", user: { firstName: "Vic", lastName: "Viewer" } });
    expect(JSON.stringify(list)).not.toMatch(/password/i);
  });

  it("is 404 for non-members and unknown trips, 401 signed out", async () => {
    const trip = await newTrip();
    expect((await call("GET", `/api/trips/${trip.id}/members`, other)).statusCode).toBe(404);
    expect((await call("GET", `/api/trips/nope/members`, admin)).statusCode).toBe(404);
    expect((await call("GET", `/api/trips/${trip.id}/members`)).statusCode).toBe(401);
  });
});

describe("PATCH /api/trips/:tripId/members/:memberId", () => {
  it("lets an admin change a role", async () => {
    const trip = await newTrip();
    const memberId = await addMember(trip.id, other, "viewer");
    const res = await call("PATCH", `/api/trips/${trip.id}/members/${memberId}`, admin, { role: "editor" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: memberId, status: "active", role: "editor", user: { id: other.user.id } });
    expect((await call("GET", `/api/trips/${trip.id}`, other)).json().myRole).toBe("editor");
  });

  it("refuses to demote the last admin (409) but allows it when another admin exists", async () => {
    const trip = await newTrip();
    const adminMemberId = (await members(trip.id))[0]!.id;
    const res = await call("PATCH", `/api/trips/${trip.id}/members/${adminMemberId}`, admin, { role: "viewer" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("A trip needs at least one admin. Make another member an admin first.");
    // Re-affirming admin is not a demotion.
    expect((await call("PATCH", `/api/trips/${trip.id}/members/${adminMemberId}`, admin, { role: "admin" })).statusCode).toBe(200);

    const otherId = await addMember(trip.id, other, "admin");
    expect((await call("PATCH", `/api/trips/${trip.id}/members/${adminMemberId}`, admin, { role: "editor" })).statusCode).toBe(200);
    // Now other is the last admin, and the former admin can no longer manage.
    expect((await call("PATCH", `/api/trips/${trip.id}/members/${otherId}`, admin, { role: "viewer" })).statusCode).toBe(403);
    expect((await call("PATCH", `/api/trips/${trip.id}/members/${otherId}`, other, { role: "viewer" })).statusCode).toBe(409);
  });

  it("lets only one of two admins demoting each other at once succeed", async () => {
    const trip = await newTrip();
    const aId = (await members(trip.id))[0]!.id;
    const bId = await addMember(trip.id, other, "admin");
    const results = await Promise.all([
      call("PATCH", `/api/trips/${trip.id}/members/${bId}`, admin, { role: "viewer" }),
      call("PATCH", `/api/trips/${trip.id}/members/${aId}`, other, { role: "viewer" }),
    ]);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    // The loser either lost the right to manage (403) or met the last-admin rule (409).
    expect([403, 409]).toContain(results.find((r) => r.statusCode !== 200)!.statusCode);
    const admins = await sqlRows(t.database, sql`select 1 from trip_members where trip_id = ${trip.id} and role = 'admin'`);
    expect(admins).toHaveLength(1);
  });

  it("checks role, body and ids: 403 editor/viewer, 404 unknown or other trip's member, 400 bad role", async () => {
    const trip = await newTrip();
    const editor = await signUp(t.app);
    const editorId = await addMember(trip.id, editor, "editor");
    const viewerId = await addMember(trip.id, other, "viewer");
    expect((await call("PATCH", `/api/trips/${trip.id}/members/${viewerId}`, editor, { role: "editor" })).statusCode).toBe(403);
    // Nobody promotes themself without the right.
    expect((await call("PATCH", `/api/trips/${trip.id}/members/${viewerId}`, other, { role: "admin" })).statusCode).toBe(403);
    expect((await call("PATCH", `/api/trips/${trip.id}/members/${editorId}`, editor, { role: "admin" })).statusCode).toBe(403);
    expect((await call("PATCH", `/api/trips/${trip.id}/members/${randomUUID()}`, admin, { role: "editor" })).statusCode).toBe(404);
    expect((await call("PATCH", `/api/trips/${trip.id}/members/nope`, admin, { role: "editor" })).statusCode).toBe(404);
    const elsewhere = await newTrip(other);
    const elsewhereId = (await members(elsewhere.id, other))[0]!.id;
    expect((await call("PATCH", `/api/trips/${trip.id}/members/${elsewhereId}`, admin, { role: "viewer" })).statusCode).toBe(404);
    const bad = await call("PATCH", `/api/trips/${trip.id}/members/${viewerId}`, admin, { role: "owner" });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(["role"]);
    expect((await call("PATCH", `/api/trips/${trip.id}/members/${viewerId}`, undefined, { role: "editor" })).statusCode).toBe(401);
    const roles = await sqlRows(t.database, sql`select role from trip_members where id in (${editorId}, ${viewerId}) order by role`);
    expect(roles).toEqual([{ role: "editor" }, { role: "viewer" }]);
  });
});

describe("DELETE /api/trips/:tripId/members/:memberId", () => {
  it("lets an admin remove a member, who then no longer sees the trip", async () => {
    const trip = await newTrip();
    const memberId = await addMember(trip.id, other, "editor");
    expect((await call("DELETE", `/api/trips/${trip.id}/members/${memberId}`, admin)).statusCode).toBe(204);
    expect((await call("GET", `/api/trips/${trip.id}`, other)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/trips/${trip.id}/members/${memberId}`, admin)).statusCode).toBe(404);
  });

  it("lets any member leave, but not remove others", async () => {
    const trip = await newTrip();
    const viewer = await signUp(t.app);
    const viewerId = await addMember(trip.id, viewer, "viewer");
    const editorId = await addMember(trip.id, other, "editor");
    const adminId = (await members(trip.id))[0]!.id;
    expect((await call("DELETE", `/api/trips/${trip.id}/members/${editorId}`, viewer)).statusCode).toBe(403);
    expect((await call("DELETE", `/api/trips/${trip.id}/members/${adminId}`, other)).statusCode).toBe(403);
    expect((await call("DELETE", `/api/trips/${trip.id}/members/${viewerId}`, viewer)).statusCode).toBe(204);
    expect((await call("DELETE", `/api/trips/${trip.id}/members/${editorId}`, other)).statusCode).toBe(204);
    expect((await members(trip.id)).map((m) => m.id)).toEqual([adminId]);
    // Gone members are non-members now.
    expect((await call("DELETE", `/api/trips/${trip.id}/members/${adminId}`, viewer)).statusCode).toBe(404);
  });

  it("keeps the last admin: neither removed nor leaving (409); a second admin makes it possible", async () => {
    const trip = await newTrip();
    const adminId = (await members(trip.id))[0]!.id;
    const res = await call("DELETE", `/api/trips/${trip.id}/members/${adminId}`, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("A trip needs at least one admin. Make another member an admin first.");
    await addMember(trip.id, other, "admin");
    expect((await call("DELETE", `/api/trips/${trip.id}/members/${adminId}`, admin)).statusCode).toBe(204);
    expect((await call("GET", `/api/trips/${trip.id}`, admin)).statusCode).toBe(404);
  });

  it("lets only one of two sole admins leave at once", async () => {
    const trip = await newTrip();
    const aId = (await members(trip.id))[0]!.id;
    const bId = await addMember(trip.id, other, "admin");
    const results = await Promise.all([
      call("DELETE", `/api/trips/${trip.id}/members/${aId}`, admin),
      call("DELETE", `/api/trips/${trip.id}/members/${bId}`, other),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([204, 409]);
    expect(await sqlRows(t.database, sql`select role from trip_members where trip_id = ${trip.id}`)).toEqual([{ role: "admin" }]);
  });

  it("is 404 for non-members, unknown ids; 401 signed out", async () => {
    const trip = await newTrip();
    const adminId = (await members(trip.id))[0]!.id;
    expect((await call("DELETE", `/api/trips/${trip.id}/members/${adminId}`, other)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/trips/${trip.id}/members/x`, admin)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/trips/${trip.id}/members/${adminId}`)).statusCode).toBe(401);
  });
});

describe("DELETE /api/trips/:tripId/invitations/:invitationId", () => {
  it("lets an admin cancel a pending invitation; the email then joins nothing", async () => {
    const trip = await newTrip();
    const email = freshEmail();
    const invitation: MemberEntry = (await call("POST", `/api/trips/${trip.id}/members`, admin, { userId: email })).json();
    const [link] = await sqlRows<{ token: string }>(t.database, sql`select token from invite_links where id = ${invitation.id}`);
    const editor = await signUp(t.app);
    await addMember(trip.id, editor, "editor");
    expect((await call("DELETE", `/api/trips/${trip.id}/invitations/${invitation.id}`, editor)).statusCode).toBe(403);
    expect((await call("DELETE", `/api/trips/${trip.id}/invitations/${invitation.id}`, other)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/trips/${trip.id}/invitations/${invitation.id}`)).statusCode).toBe(401);
    expect((await call("DELETE", `/api/trips/${trip.id}/invitations/${invitation.id}`, admin)).statusCode).toBe(204);
    expect((await call("DELETE", `/api/trips/${trip.id}/invitations/${invitation.id}`, admin)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/trips/${trip.id}/invitations/bad`, admin)).statusCode).toBe(404);
    expect((await members(trip.id)).some((m) => m.status === "invited")).toBe(false);
    const invitee = await signUp(t.app, { email });
    expect((await call("GET", "/api/trips", invitee)).json()).toEqual([]);
    // Cancelling revoked the e-mailed link.
    expect((await call("POST", `/api/invite-links/${link!.token}/accept`, invitee)).statusCode).toBe(404);
  });

  it("does not cancel another trip's invitation through this trip", async () => {
    const mine = await newTrip();
    const theirs = await newTrip(other);
    const invitation: MemberEntry = (
      await call("POST", `/api/trips/${theirs.id}/members`, other, { userId: freshEmail() })
    ).json();
    expect((await call("DELETE", `/api/trips/${mine.id}/invitations/${invitation.id}`, admin)).statusCode).toBe(404);
    expect(await sqlRows(t.database, sql`select 1 from invite_links where id = ${invitation.id}`)).toHaveLength(1);
  });
});
