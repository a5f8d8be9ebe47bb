// ADR 029 and 041: the session and the caller's role are read in one
// statement and held a few seconds by each instance (auth/session-cache.ts),
// which the database tells of every change. Every change to who may do what
// takes effect on the very next request, on this instance and the others:
// sign-out, session expiry, a new password, removal from the trip, a role
// change, a deleted trip, a changed name. Each test reads first, so what it
// checks next would come from the cache if it were not dropped.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Trip } from "@shared/trips";
import { buildApp, type App } from "../app";
import type { Database } from "../db/client";
import { openTwoHandles, testEngine } from "../test/test-db";
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
  trip = await createTestTrip(t.app, admin, { name: "Porto", startDate: "2026-06-01", endDate: "2026-06-05" });
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
    // Adding a place checks the role read with the session (the one the cache holds).
    const place = () => request(t.app, "POST", `/api/trips/${trip.id}/places`, member, { name: "Ponte Luís I", lat: 41.14, lng: -8.61, date: "2026-06-02" });
    expect((await add()).statusCode).toBe(201);
    expect((await place()).statusCode).toBe(201);
    const changed = await request(t.app, "PATCH", `/api/trips/${trip.id}/members/${memberId}`, admin, { role: "viewer" });
    expect(changed.statusCode).toBe(200);
    expect((await add()).statusCode).toBe(403);
    expect((await place()).statusCode).toBe(403);
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

  it("shows a changed name on the next read of the signed-in user", async () => {
    const member = await signUp(t.app, { firstName: "Rita" });
    expect((await request(t.app, "GET", "/api/auth/user", member)).json().firstName).toBe("Rita");
    await sqlRows(t.database, sql`update users set first_name = 'Rosa' where id = ${member.user.id}`);
    expect((await request(t.app, "GET", "/api/auth/user", member)).json().firstName).toBe("Rosa");
  });
});

describe("a change made on one instance reaches the others' caches", () => {
  let dbs: [Database, Database];
  let closeDatabases: () => Promise<void> = async () => {};
  let a: App;
  let b: App;
  beforeAll(async () => {
    const shared = await openTwoHandles("roamwise_fresh");
    dbs = shared.dbs;
    closeDatabases = shared.close;
    a = await buildApp({ database: dbs[0] });
    b = await buildApp({ database: dbs[1] });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await closeDatabases();
  });

  const held = (app: App, who: SignedUp) => app.sessionCache.get(hashToken(who.cookie.split("=")[1]!));
  // Another process hears of a change when PostgreSQL delivers the notification: milliseconds, not a request later.
  const soon = { timeout: 2_000, interval: 10 };

  it("refuses a session signed out on another instance", async () => {
    const member = await signUp(a);
    expect((await request(b, "GET", "/api/auth/user", member)).statusCode).toBe(200);
    expect(held(b, member)).toBeDefined();
    expect((await request(a, "POST", "/api/auth/logout", member)).statusCode).toBe(204);
    await expect.poll(() => held(b, member), soon).toBeUndefined();
    expect((await request(b, "GET", "/api/auth/user", member)).statusCode).toBe(401);
  });

  it("refuses a member removed on another instance", async () => {
    const owner = await signUp(a);
    const member = await signUp(a);
    const trip = await createTestTrip(a, owner, { name: "Braga" });
    const memberId = await addTripMember(dbs[0], trip.id, member.user.id, "editor");
    const read = () => request(b, "GET", `/api/trips/${trip.id}/reservations`, member);
    // B keeps what it read once the notification of the member's arrival is behind it.
    await expect.poll(async () => (await read()).statusCode === 200 && held(b, member)?.role(trip.id), soon).toBe("editor");
    expect((await request(a, "DELETE", `/api/trips/${trip.id}/members/${memberId}`, owner)).statusCode).toBe(204);
    await expect.poll(() => held(b, member), soon).toBeUndefined();
    expect((await read()).statusCode).toBe(404);
  });

  it.skipIf(testEngine === "pglite")("keeps what it holds when one of its connections goes while another still listens", async () => {
    // The pool closes a connection idle for 10 s whenever the load dips. Every pooled connection
    // listens, so losing one while another remains loses no notification: dropping every cached
    // session then (and making every live stream ask again) stalled all requests in flight.
    const member = await signUp(a);
    await Promise.all([0, 1].map(() => sqlRows(dbs[1], sql`select pg_sleep(0.05)`)));
    const pooled = () => dbs[1].connections().active + dbs[1].connections().idle;
    expect(pooled()).toBeGreaterThanOrEqual(2);
    expect((await request(b, "GET", "/api/auth/user", member)).statusCode).toBe(200);
    expect(held(b, member)).toBeDefined();
    const before = pooled();
    const [one] = await sqlRows<{ pid: number }>(dbs[1], sql`select pg_backend_pid() as pid`);
    await sqlRows(dbs[0], sql`select pg_terminate_backend(${one!.pid})`);
    await expect.poll(pooled, soon).toBe(before - 1);
    expect(held(b, member)).toBeDefined();
    // It still hears of changes on the connections left.
    expect((await request(a, "POST", "/api/auth/logout", member)).statusCode).toBe(204);
    await expect.poll(() => held(b, member), soon).toBeUndefined();
  });

  it.skipIf(testEngine === "pglite")("forgets everything when its connections to the database are lost", async () => {
    const member = await signUp(a);
    expect((await request(b, "GET", "/api/auth/user", member)).statusCode).toBe(200);
    expect(held(b, member)).toBeDefined();
    // Notifications sent while no connection listened would be missed: the cache must not outlive them.
    await sqlRows(dbs[0], sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`);
    await expect.poll(() => b.sessionCache.size, soon).toBe(0);
    expect((await request(b, "GET", "/api/auth/user", member)).statusCode).toBe(200);
  });
});
