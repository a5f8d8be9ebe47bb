// Live updates across two app instances on one database: sessions, change
// events, presence, closing streams of removed members and deleted trips,
// heartbeats and shutdown. On PGlite both instances share the one Database
// object (its in-process LISTEN/NOTIFY); on PostgreSQL each has its own pool
// and listening connection on the same database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_STREAMS_PER_USER, TOO_MANY_STREAMS } from "./routes";
import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { changeEventSchema, presenceEventSchema } from "@shared/realtime";
import { buildApp, type App } from "../app";
import type { Database } from "../db/client";
import { openTwoHandles } from "../test/test-db";
import { signUp, type SignedUp, addTripMember } from "../test/test-app";
import { openSse, type SseMessage, type SseStream } from "./sse-reader";
import { englishError } from "@shared/i18n/english-errors";

let dbA: Database;
let dbB: Database;
let closeDatabases: () => Promise<void> = async () => {};
let a: App;
let b: App;
let baseB: string;
const streams: SseStream[] = [];

beforeAll(async () => {
  const shared = await openTwoHandles("roamwise_rt");
  [dbA, dbB] = shared.dbs;
  closeDatabases = shared.close;
  a = await buildApp({ database: dbA });
  b = await buildApp({ database: dbB, realtimeHeartbeatMs: 200 });
  await b.listen({ port: 0, host: "127.0.0.1" });
  baseB = `http://127.0.0.1:${(b.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const s of streams) s.close();
  await a?.close();
  await b?.close();
  await closeDatabases();
});

async function stream(tripId: string, who: SignedUp | null): Promise<SseStream> {
  const s = await openSse(`${baseB}/api/trips/${tripId}/stream`, who?.cookie ?? "");
  streams.push(s);
  return s;
}

async function createTrip(who: SignedUp): Promise<string> {
  const res = await a.inject({ method: "POST", url: "/api/trips", headers: { cookie: who.cookie }, payload: { name: "Live trip" } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

const addMember = (tripId: string, who: SignedUp, role: "editor" | "viewer") => addTripMember(dbA, tripId, who.user.id, role);

const change = (m: SseMessage) => (m.event === "change" ? changeEventSchema.parse(JSON.parse(m.data)) : null);
const presenceIds = (m: SseMessage) =>
  m.event === "presence" ? presenceEventSchema.parse(JSON.parse(m.data)).users.map((u) => u.id).sort() : null;

/** Waits until the stream's presence lists exactly these users (also proves the stream is registered). */
const presenceOf = (s: SseStream, ...who: SignedUp[]) => {
  const want = who.map((w) => w.user.id).sort();
  return s.next((m) => JSON.stringify(presenceIds(m)) === JSON.stringify(want));
};

describe("two app instances on one database", () => {
  it("accepts on instance B a session made on instance A", async () => {
    const alice = await signUp(a, { firstName: "Alice", lastName: "Anders" });
    const res = await b.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: alice.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(alice.user.id);
  });

  it("delivers a write made through A to a stream on B within one second", async () => {
    const alice = await signUp(a, { firstName: "Alice", lastName: "Anders" });
    const bob = await signUp(a, { firstName: "Bob", lastName: "Berg" });
    const tripId = await createTrip(alice);
    await addMember(tripId, bob, "editor");
    const s = await stream(tripId, bob);
    expect(s.status).toBe(200);
    await presenceOf(s, bob);

    const res = await a.inject({
      method: "POST",
      url: `/api/trips/${tripId}/reservations`,
      headers: { cookie: alice.cookie },
      payload: { name: "Hotel Sol", reservationDate: "2027-05-01" },
    });
    expect(res.statusCode, res.body).toBe(201);
    const got = await s.next((m) => change(m)?.id === res.json().id, 1000);
    expect(change(got)).toEqual({ resource: "reservations", action: "created", id: res.json().id, by: alice.user.id });
  });

  it("sends the headers that keep proxies from buffering", async () => {
    const alice = await signUp(a);
    const tripId = await createTrip(alice);
    const res = await fetch(`${baseB}/api/trips/${tripId}/stream`, { headers: { cookie: alice.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(res.headers.get("cache-control")).toContain("no-cache");
    expect(res.headers.get("x-accel-buffering")).toBe("no");
    await res.body?.cancel();
  });

  it("publishes each kind of write with its resource, action and id", async () => {
    const alice = await signUp(a);
    const tripId = await createTrip(alice);
    const s = await stream(tripId, alice);
    await presenceOf(s, alice);
    const as = (method: "POST" | "PATCH" | "DELETE", url: string, payload?: object) =>
      a.inject({ method, url, headers: { cookie: alice.cookie }, ...(payload ? { payload } : {}) });

    const loc = await as("POST", "/api/locations", { tripId, city: "Lisbon", country: "Portugal" });
    expect(loc.statusCode, loc.body).toBe(201);
    const alloc = await as("POST", `/api/trips/${tripId}/budget`, { category: "food", plannedAmount: "10" });
    expect(alloc.statusCode, alloc.body).toBe(201);
    const del = await as("DELETE", `/api/trips/${tripId}/budget/${alloc.json().id}`);
    expect(del.statusCode).toBe(204);
    const patch = await as("PATCH", `/api/trips/${tripId}`, { name: "Renamed" });
    expect(patch.statusCode).toBe(200);

    const expected = [
      { resource: "itinerary", action: "created", id: loc.json().id },
      { resource: "budget", action: "created", id: alloc.json().id },
      { resource: "budget", action: "deleted", id: alloc.json().id },
      { resource: "trip", action: "updated", id: tripId },
    ];
    for (const e of expected) {
      const got = await s.next((m) => change(m)?.resource === e.resource && change(m)?.action === e.action);
      expect(change(got)).toEqual({ ...e, by: alice.user.id });
    }
  });

  it("does not publish reads or refused writes", async () => {
    const alice = await signUp(a);
    const viewer = await signUp(a);
    const tripId = await createTrip(alice);
    await addMember(tripId, viewer, "viewer");
    const s = await stream(tripId, alice);
    await presenceOf(s, alice);
    const refused = await a.inject({
      method: "POST",
      url: `/api/trips/${tripId}/budget`,
      headers: { cookie: viewer.cookie },
      payload: { category: "food", plannedAmount: "10" },
    });
    expect(refused.statusCode).toBe(403);
    await a.inject({ method: "GET", url: `/api/trips/${tripId}/budget`, headers: { cookie: alice.cookie } });
    // A later write is the first change the stream sees.
    const ok = await a.inject({
      method: "PATCH",
      url: `/api/trips/${tripId}`,
      headers: { cookie: alice.cookie },
      payload: { name: "Marker" },
    });
    expect(ok.statusCode).toBe(200);
    await s.next((m) => change(m)?.resource === "trip");
    expect(s.messages.filter((m) => m.event === "change").map(change)).toEqual([
      { resource: "trip", action: "updated", id: tripId, by: alice.user.id },
    ]);
  });

  it("shows presence across instances and drops a member who left", async () => {
    const alice = await signUp(a, { firstName: "Alice", lastName: "Anders" });
    const carol = await signUp(a, { firstName: "Carol", lastName: "Cruz" });
    const tripId = await createTrip(alice);
    await addMember(tripId, carol, "viewer");
    const onB = await stream(tripId, alice);
    await presenceOf(onB, alice);

    // Carol opens the trip on instance A: B learns it over the channel.
    if (!a.server.listening) await a.listen({ port: 0, host: "127.0.0.1" });
    const baseA = `http://127.0.0.1:${(a.server.address() as AddressInfo).port}`;
    const onA = await openSse(`${baseA}/api/trips/${tripId}/stream`, carol.cookie);
    streams.push(onA);
    const both = await presenceOf(onB, alice, carol);
    expect(presenceEventSchema.parse(JSON.parse(both.data)).users.map((u) => u.firstName)).toEqual(["Alice", "Carol"]);
    await presenceOf(onA, alice, carol);

    onA.close();
    await presenceOf(onB, alice);
  });

  it("closes the stream of a member who is removed, and keeps the others", async () => {
    const alice = await signUp(a);
    const dave = await signUp(a);
    const tripId = await createTrip(alice);
    const memberId = await addMember(tripId, dave, "editor");
    const daves = await stream(tripId, dave);
    const alices = await stream(tripId, alice);
    await presenceOf(alices, alice, dave);

    const res = await a.inject({ method: "DELETE", url: `/api/trips/${tripId}/members/${memberId}`, headers: { cookie: alice.cookie } });
    expect(res.statusCode).toBe(204);
    await daves.next((m) => m.event === "removed");
    await daves.ended;
    await alices.next((m) => change(m)?.resource === "members" && change(m)?.action === "deleted");
    await presenceOf(alices, alice);

    // Reconnecting is refused as for any non-member.
    const again = await stream(tripId, dave);
    expect(again.status).toBe(404);
  });

  it("closes every stream of a deleted trip", async () => {
    const alice = await signUp(a);
    const erin = await signUp(a);
    const tripId = await createTrip(alice);
    await addMember(tripId, erin, "viewer");
    const s1 = await stream(tripId, alice);
    const s2 = await stream(tripId, erin);
    await presenceOf(s2, alice, erin);
    const res = await a.inject({ method: "DELETE", url: `/api/trips/${tripId}`, headers: { cookie: alice.cookie } });
    expect(res.statusCode).toBe(204);
    const got = await s2.next((m) => change(m)?.resource === "trip");
    expect(change(got)).toEqual({ resource: "trip", action: "deleted", id: tripId, by: alice.user.id });
    await Promise.all([s1.ended, s2.ended]);
  });

  it("tells the trip when an invited person joins through the e-mailed link", async () => {
    const alice = await signUp(a);
    const tripId = await createTrip(alice);
    const s = await stream(tripId, alice);
    await presenceOf(s, alice);
    const email = `invitee-${randomUUID()}@example.com`;
    const invite = await a.inject({
      method: "POST",
      url: `/api/trips/${tripId}/members`,
      headers: { cookie: alice.cookie },
      payload: { userId: email },
    });
    expect(invite.statusCode, invite.body).toBe(201);
    const links = await a.inject({ method: "GET", url: `/api/trips/${tripId}/invite-links`, headers: { cookie: alice.cookie } });
    const link = (links.json() as { token: string; email: string | null }[]).find((l) => l.email === email)!;
    // Registering the address joins nothing (ADR 024); opening the link does, on either instance.
    const frank = await signUp(a, { email });
    const accepted = await b.inject({ method: "POST", url: `/api/invite-links/${link.token}/accept`, headers: { cookie: frank.cookie } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const got = await s.next((m) => change(m)?.resource === "members" && change(m)?.by === frank.user.id);
    const members = await a.inject({ method: "GET", url: `/api/trips/${tripId}/members`, headers: { cookie: alice.cookie } });
    const joined = (members.json() as { id: string; user: { id: string | null } }[]).find((m) => m.user.id === frank.user.id);
    expect(change(got)).toEqual({ resource: "members", action: "created", id: joined!.id, by: frank.user.id });
  });

  it("answers 404 to a non-member and 401 when signed out", async () => {
    const alice = await signUp(a);
    const mallory = await signUp(a);
    const tripId = await createTrip(alice);
    expect((await stream(tripId, mallory)).status).toBe(404);
    expect((await stream(randomUUID(), alice)).status).toBe(404);
    expect((await stream("not-a-uuid", alice)).status).toBe(404);
    expect((await stream(tripId, null)).status).toBe(401);
  });

  it("refuses a user's 21st open stream with 429 and Retry-After, and takes one again once a stream closes", async () => {
    const alice = await signUp(a);
    const tripId = await createTrip(alice);
    const open: SseStream[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER; i++) {
      const s = await stream(tripId, alice);
      expect(s.status, `stream ${i + 1}`).toBe(200);
      open.push(s);
    }
    const refused = await fetch(`${baseB}/api/trips/${tripId}/stream`, { headers: { cookie: alice.cookie } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("10");
    expect(await refused.json()).toEqual({ message: englishError(TOO_MANY_STREAMS), code: "rate_limited" });
    // Another member is not affected.
    const bob = await signUp(a);
    await addMember(tripId, bob, "viewer");
    expect((await stream(tripId, bob)).status).toBe(200);
    open[0]!.close();
    await expect.poll(() => b.realtime.streamsOf(alice.user.id)).toBe(MAX_STREAMS_PER_USER - 1);
    expect((await stream(tripId, alice)).status).toBe(200);
  });

  it("lets a viewer listen", async () => {
    const alice = await signUp(a);
    const vic = await signUp(a);
    const tripId = await createTrip(alice);
    await addMember(tripId, vic, "viewer");
    const s = await stream(tripId, vic);
    expect(s.status).toBe(200);
    await presenceOf(s, vic);
  });

  it("sends heartbeat comments on an idle stream", async () => {
    const alice = await signUp(a);
    const tripId = await createTrip(alice);
    const s = await stream(tripId, alice);
    await s.next((m) => m.event === "comment" && m.data === "ping");
  });

  it("ends open streams when the app closes, so close does not hang", async () => {
    const c = await buildApp({ database: dbB });
    await c.listen({ port: 0, host: "127.0.0.1" });
    const alice = await signUp(c);
    const tripId = await createTrip(alice);
    const s = await openSse(`http://127.0.0.1:${(c.server.address() as AddressInfo).port}/api/trips/${tripId}/stream`, alice.cookie);
    await presenceOf(s, alice);
    await c.close();
    await s.ended;
    expect(c.realtime.size).toBe(0);
  });
});
