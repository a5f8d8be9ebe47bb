// API tests for the profile: notification preferences per user, and deleting
// an account (typed confirmation, sole-member trips removed, shared trips
// handed to another admin, everything in one transaction).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { DEFAULT_NOTIFICATION_PREFERENCES } from "@shared/profile";
import type { Role, Trip } from "@shared/trips";
import { createTestApp, signUp, sqlRows, type SignedUp, type TestApp, addTripMember, request } from "../test/test-app";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const call = (method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, who?: SignedUp, payload?: unknown) =>
  request(t.app, method, url, who, payload);

async function createTrip(who: SignedUp, name = "Trip"): Promise<Trip> {
  const res = await call("POST", "/api/trips", who, { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const addMember = (tripId: string, who: SignedUp, role: Role, joinedAt: string) =>
  addTripMember(t.database, tripId, who.user.id, role, joinedAt);

async function roleOf(tripId: string, who: SignedUp): Promise<string | undefined> {
  const rows = await sqlRows<{ role: string }>(
    t.database,
    sql`select role from trip_members where trip_id = ${tripId} and user_id = ${who.user.id}`,
  );
  return rows[0]?.role;
}

const ALL_OFF = { email: false, push: false };

describe("notification preferences", () => {
  it("start at the product description defaults", async () => {
    const me = await signUp(t.app);
    const res = await call("GET", "/api/profile/preferences", me);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: true, push: false, language: null, theme: "system", timeZone: null });
    expect(res.json()).toEqual({ ...DEFAULT_NOTIFICATION_PREFERENCES, language: null, theme: "system", timeZone: null });
  });

  it("are saved per user and read back", async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const put = await call("PUT", "/api/profile/preferences", me, { ...ALL_OFF, push: true });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ ...ALL_OFF, push: true, language: null, theme: "system", timeZone: null });
    expect((await call("GET", "/api/profile/preferences", me)).json()).toEqual({ ...ALL_OFF, push: true, language: null, theme: "system", timeZone: null });
    // A second save updates the same row.
    await call("PUT", "/api/profile/preferences", me, { ...ALL_OFF, email: true });
    expect((await call("GET", "/api/profile/preferences", me)).json()).toEqual({ ...ALL_OFF, email: true, language: null, theme: "system", timeZone: null });
    const rows = await sqlRows(t.database, sql`select * from user_preferences where user_id = ${me.user.id}`);
    expect(rows).toHaveLength(1);
    // Someone else's stay at the defaults.
    expect((await call("GET", "/api/profile/preferences", other)).json()).toEqual({ ...DEFAULT_NOTIFICATION_PREFERENCES, language: null, theme: "system", timeZone: null });
  });

  it("change only the fields sent and keep the others (docs/product/accounts-and-security.md)", async () => {
    const me = await signUp(t.app);
    await call("PUT", "/api/profile/preferences", me, { ...ALL_OFF, push: true, language: "it", theme: "system", timeZone: null });
    const one = await call("PUT", "/api/profile/preferences", me, { email: true });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toEqual({ ...ALL_OFF, push: true, email: true, language: "it", theme: "system", timeZone: null });
    const two = await call("PUT", "/api/profile/preferences", me, { timeZone: "Europe/Rome", push: false });
    expect(two.json()).toEqual({ ...ALL_OFF, email: true, timeZone: "Europe/Rome", language: "it", theme: "system" });
    // Nothing sent: nothing changes.
    expect((await call("PUT", "/api/profile/preferences", me, {})).json()).toEqual(two.json());
    expect((await call("GET", "/api/profile/preferences", me)).json()).toEqual(two.json());
    // A first save of one switch keeps the product description's defaults for the rest.
    const fresh = await signUp(t.app);
    const first = await call("PUT", "/api/profile/preferences", fresh, { push: true });
    expect(first.json()).toEqual({ ...DEFAULT_NOTIFICATION_PREFERENCES, push: true, language: null, theme: "system", timeZone: null });
  });

  it("reject a non-boolean switch with 400 naming it, and save nothing of that request", async () => {
    const me = await signUp(t.app);
    const wrong = await call("PUT", "/api/profile/preferences", me, { ...ALL_OFF, email: "yes" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ email: "email must be true or false" });
    const nulled = await call("PUT", "/api/profile/preferences", me, { push: null, email: false });
    expect(nulled.statusCode).toBe(400);
    expect(nulled.json().fields).toEqual({ push: "push must be true or false" });
    const notObject = await call("PUT", "/api/profile/preferences", me, [1]);
    expect(notObject.statusCode).toBe(400);
    expect((await call("GET", "/api/profile/preferences", me)).json()).toEqual({ ...DEFAULT_NOTIFICATION_PREFERENCES, language: null, theme: "system", timeZone: null });
  });

  it("keep the theme (light, dark or system) and refuse any other with 400 naming it (docs/product/appearance.md)", async () => {
    const me = await signUp(t.app);
    const dark = await call("PUT", "/api/profile/preferences", me, { theme: "dark" });
    expect(dark.statusCode, dark.body).toBe(200);
    expect(dark.json()).toEqual({ ...DEFAULT_NOTIFICATION_PREFERENCES, language: null, theme: "dark", timeZone: null });
    // Another field saved later keeps it.
    await call("PUT", "/api/profile/preferences", me, { email: false });
    expect((await call("GET", "/api/profile/preferences", me)).json()).toMatchObject({ email: false, theme: "dark" });
    for (const theme of ["sepia", "", null, 1]) {
      const wrong = await call("PUT", "/api/profile/preferences", me, { theme, push: true });
      expect(wrong.statusCode, String(theme)).toBe(400);
      expect(wrong.json().fields).toEqual({ theme: "theme must be one of light, dark, system" });
    }
    expect((await call("GET", "/api/profile/preferences", me)).json()).toMatchObject({ push: false, theme: "dark" });
    expect((await call("PUT", "/api/profile/preferences", me, { theme: "system" })).json()).toMatchObject({ theme: "system" });
  });

  it("need a session", async () => {
    expect((await call("GET", "/api/profile/preferences")).statusCode).toBe(401);
    expect((await call("PUT", "/api/profile/preferences", undefined, ALL_OFF)).statusCode).toBe(401);
  });
});

describe("DELETE /api/auth/account", () => {
  it("needs a session", async () => {
    const res = await call("DELETE", "/api/auth/account", undefined, { confirmation: "x@example.com" });
    expect(res.statusCode).toBe(401);
  });

  it("refuses without the typed email and keeps everything", async () => {
    const me = await signUp(t.app);
    const trip = await createTrip(me);
    for (const payload of [{}, { confirmation: "" }, { confirmation: "someone@else.com" }, { confirmation: "DELETE" }]) {
      const res = await call("DELETE", "/api/auth/account", me, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields).toEqual({ confirmation: "Type your email address to confirm" });
    }
    expect((await call("GET", "/api/auth/user", me)).statusCode).toBe(200);
    expect((await call("GET", `/api/trips/${trip.id}`, me)).statusCode).toBe(200);
  });

  it("removes the user, sessions, preferences and their sole-member trips; clears the cookie", async () => {
    const me = await signUp(t.app, { email: "Leaving.User@Example.com" });
    const trip = await createTrip(me, "Solo");
    await call("PUT", "/api/profile/preferences", me, ALL_OFF);
    await call("POST", `/api/trips/${trip.id}/reservations`, me, { name: "Hotel", reservationDate: "2027-01-01" });

    // Typed with other letter case and spaces: still the same email.
    const res = await call("DELETE", "/api/auth/account", me, { confirmation: "  leaving.user@example.COM " });
    expect(res.statusCode, res.body).toBe(204);
    const cookie = [res.headers["set-cookie"]].flat().find((c) => c?.startsWith("rw_session="));
    expect(cookie).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);

    const uid = me.user.id;
    expect(await sqlRows(t.database, sql`select id from users where id = ${uid}`)).toEqual([]);
    expect(await sqlRows(t.database, sql`select 1 from sessions where user_id = ${uid}`)).toEqual([]);
    expect(await sqlRows(t.database, sql`select 1 from trip_members where user_id = ${uid}`)).toEqual([]);
    expect(await sqlRows(t.database, sql`select 1 from user_preferences where user_id = ${uid}`)).toEqual([]);
    expect(await sqlRows(t.database, sql`select 1 from trips where id = ${trip.id}`)).toEqual([]);
    expect(await sqlRows(t.database, sql`select 1 from reservations where trip_id = ${trip.id}`)).toEqual([]);
    // The old session is dead and the email can register again.
    expect((await call("GET", "/api/auth/user", me)).statusCode).toBe(401);
    const again = await signUp(t.app, { email: "leaving.user@example.com" });
    expect(again.user.id).not.toBe(uid);
  });

  it("hands a shared trip to the longest-standing member when no other admin is left", async () => {
    const me = await signUp(t.app);
    const early = await signUp(t.app);
    const late = await signUp(t.app);
    const trip = await createTrip(me, "Shared");
    await addMember(trip.id, late, "editor", "2026-06-01T00:00:00Z");
    await addMember(trip.id, early, "viewer", "2026-01-01T00:00:00Z");
    const reservation = await call("POST", `/api/trips/${trip.id}/reservations`, me, { name: "Hotel", reservationDate: "2027-01-01" });
    expect(reservation.statusCode).toBe(201);

    const res = await call("DELETE", "/api/auth/account", me, { confirmation: me.user.email });
    expect(res.statusCode, res.body).toBe(204);

    expect(await roleOf(trip.id, early)).toBe("admin");
    expect(await roleOf(trip.id, late)).toBe("editor");
    expect(await roleOf(trip.id, me)).toBeUndefined();
    // The trip and its data stay; the new admin can manage it.
    const seen = await call("GET", `/api/trips/${trip.id}`, early);
    expect(seen.statusCode).toBe(200);
    expect((seen.json() as Trip).members.map((m) => m.user.id).sort()).toEqual([early.user.id, late.user.id].sort());
    expect((await call("GET", `/api/trips/${trip.id}/reservations`, late)).json()).toHaveLength(1);
    expect((await call("PATCH", `/api/trips/${trip.id}`, early, { name: "Renamed" })).statusCode).toBe(200);
  });

  it("keeps the roles as they are when another admin remains", async () => {
    const me = await signUp(t.app);
    const viewer = await signUp(t.app);
    const admin = await signUp(t.app);
    const trip = await createTrip(me);
    await addMember(trip.id, viewer, "viewer", "2025-01-01T00:00:00Z");
    await addMember(trip.id, admin, "admin", "2026-01-01T00:00:00Z");

    expect((await call("DELETE", "/api/auth/account", me, { confirmation: me.user.email })).statusCode).toBe(204);
    expect(await roleOf(trip.id, viewer)).toBe("viewer");
    expect(await roleOf(trip.id, admin)).toBe("admin");
  });

  it("leaves trips the user was only a member of with their admins, and deletes only sole-member trips", async () => {
    const me = await signUp(t.app);
    const owner = await signUp(t.app);
    const theirs = await createTrip(owner, "Theirs");
    await addMember(theirs.id, me, "editor", "2026-01-01T00:00:00Z");
    const solo = await createTrip(me, "Solo");

    expect((await call("DELETE", "/api/auth/account", me, { confirmation: me.user.email })).statusCode).toBe(204);
    expect((await call("GET", `/api/trips/${theirs.id}`, owner)).json()).toMatchObject({ name: "Theirs" });
    expect(await roleOf(theirs.id, owner)).toBe("admin");
    expect(await sqlRows(t.database, sql`select 1 from trips where id = ${solo.id}`)).toEqual([]);
  });

  it("does not touch other users' sessions", async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    expect((await call("DELETE", "/api/auth/account", me, { confirmation: me.user.email })).statusCode).toBe(204);
    expect((await call("GET", "/api/auth/user", other)).statusCode).toBe(200);
  });
});
