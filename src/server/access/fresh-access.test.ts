// ADR 029: the hot reads read the session and the caller's role in one
// statement and keep nothing between requests, so every change to who may do
// what takes effect on the very next request: sign-out, session expiry, a new
// password, removal from the trip, a role change, a deleted trip.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Trip } from "@shared/trips";
import { addTripMember, createTestApp, createTestTrip, request, signUp, sqlRows, type SignedUp, type TestApp } from "../test/test-app";
import { hashToken } from "../auth/sessions";

let t: TestApp;
let admin: SignedUp;
let trip: Trip;

const list = (who: SignedUp | string, tripId = trip.id) => request(t.app, "GET", `/api/trips/${tripId}/reservations`, who);
const tokenOf = (who: SignedUp) => who.cookie.split("=")[1]!;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUp(t.app);
  trip = await createTestTrip(t.app, admin, { name: "Porto" });
  const res = await request(t.app, "POST", `/api/trips/${trip.id}/reservations`, admin, { name: "Hotel", reservationDate: "2026-06-01" });
  expect(res.statusCode).toBe(201);
});
afterAll(async () => {
  await t.close();
});

describe("authorization is as fresh as the database on every request", () => {
  it("refuses a removed member on the next read", async () => {
    const member = await signUp(t.app);
    const memberId = await addTripMember(t.database, trip.id, member.user.id, "viewer");
    expect((await list(member)).statusCode).toBe(200);
    const removed = await request(t.app, "DELETE", `/api/trips/${trip.id}/members/${memberId}`, admin);
    expect(removed.statusCode).toBe(204);
    expect((await list(member)).statusCode).toBe(404);
    expect((await request(t.app, "GET", "/api/trips", member)).json()).toEqual([]);
  });

  it("applies a role change on the next request", async () => {
    const member = await signUp(t.app);
    const memberId = await addTripMember(t.database, trip.id, member.user.id, "editor");
    const add = () => request(t.app, "POST", `/api/trips/${trip.id}/reservations`, member, { name: "Dinner", reservationDate: "2026-06-02" });
    expect((await add()).statusCode).toBe(201);
    const changed = await request(t.app, "PATCH", `/api/trips/${trip.id}/members/${memberId}`, admin, { role: "viewer" });
    expect(changed.statusCode).toBe(200);
    expect((await add()).statusCode).toBe(403);
    expect((await list(member)).statusCode).toBe(200);
    expect((await request(t.app, "GET", "/api/trips", member)).json()[0].myRole).toBe("viewer");
  });

  it("refuses a signed-out session on the next request", async () => {
    const member = await signUp(t.app);
    await addTripMember(t.database, trip.id, member.user.id, "viewer");
    expect((await list(member)).statusCode).toBe(200);
    expect((await request(t.app, "POST", "/api/auth/logout", member)).statusCode).toBe(204);
    expect((await list(member)).statusCode).toBe(401);
    expect((await request(t.app, "GET", "/api/auth/user", member)).statusCode).toBe(401);
    expect((await request(t.app, "GET", "/api/trips", member)).statusCode).toBe(401);
  });

  it("refuses an expired session on the next request", async () => {
    const member = await signUp(t.app);
    await addTripMember(t.database, trip.id, member.user.id, "viewer");
    expect((await list(member)).statusCode).toBe(200);
    await sqlRows(t.database, sql`update sessions set expires_at = now() - interval '1 second' where token_hash = ${hashToken(tokenOf(member))}`);
    expect((await list(member)).statusCode).toBe(401);
  });

  it("refuses the other sessions after a password change", async () => {
    const member = await signUp(t.app);
    await addTripMember(t.database, trip.id, member.user.id, "viewer");
    const login = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: member.user.email, password: member.password } });
    expect(login.statusCode).toBe(200);
    const other = `rw_session=${/rw_session=([^;]+)/.exec(String(login.headers["set-cookie"]))![1]}`;
    expect((await list(other)).statusCode).toBe(200);
    const changed = await request(t.app, "POST", "/api/auth/change-password", member, { currentPassword: member.password, newPassword: "a much newer passphrase" });
    expect(changed.statusCode, changed.body).toBeLessThan(300);
    expect((await list(other)).statusCode).toBe(401);
    expect((await request(t.app, "GET", "/api/auth/user", other)).statusCode).toBe(401);
  });

  it("does not carry one trip's role over to another trip in the same session", async () => {
    const member = await signUp(t.app);
    await addTripMember(t.database, trip.id, member.user.id, "viewer");
    const mine = await createTestTrip(t.app, member, { name: "Mine" });
    expect((await list(member, mine.id)).statusCode).toBe(200);
    expect((await list(member)).statusCode).toBe(200);
    const elsewhere = await createTestTrip(t.app, admin, { name: "Not shared" });
    expect((await list(member, elsewhere.id)).statusCode).toBe(404);
    expect((await list(member, "not-a-uuid")).statusCode).toBe(404);
  });

  it("refuses a deleted trip on the next read", async () => {
    const gone = await createTestTrip(t.app, admin, { name: "Gone" });
    expect((await list(admin, gone.id)).statusCode).toBe(200);
    expect((await request(t.app, "DELETE", `/api/trips/${gone.id}`, admin)).statusCode).toBe(204);
    expect((await list(admin, gone.id)).statusCode).toBe(404);
  });
});
