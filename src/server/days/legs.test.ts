// API tests for travel by mode (docs/product/itinerary-and-days.md): an editor chooses walking,
// cycling, driving or transit per pair of stops (PATCH …/legs); the legs come from
// an OSRM server (foot, bike, car) and a MOTIS server (/api/v1/plan) on loopback
// answering in their real formats, transit leaving at the earlier stop's time (else
// 09:00) in the day's zone; without them, or when they fail or stall, the
// estimate at the mode's speed, labelled; the day's travel total is the legs' sum.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Day, Leg } from "@shared/days";
import type { Trip } from "@shared/trips";
import { buildTripContext } from "../chat/context";
import { transitLeg } from "./routing";
import { motisServer, osrmServer, OSRM_ROUTES, type Loopback } from "../test/routers-server";
import { addTripMember, createTestApp, createTestTrip, request, signUpRoleUsers, type SignedUp, type TestApp } from "../test/test-app";

let t: TestApp;
let owner: SignedUp;
let editor: SignedUp;
let viewer: SignedUp;
let stranger: SignedUp;
let trip: Trip;
/** Rossio (10:30) → Chiado (untimed) → Graça: about 0.5 km and 1.3 km, so walked by default. */
let stops: string[];

const DATE = "2026-06-01";

async function addStops(app: TestApp, who: SignedUp, tripId: string): Promise<string[]> {
  const ids: string[] = [];
  for (const [name, lat, lng, startTime] of [["Rossio", 38.7139, -9.1394, "10:30"], ["Chiado", 38.7107, -9.1426, undefined], ["Graça", 38.7166, -9.1307, undefined]] as const) {
    const res = await request(app.app, "POST", `/api/trips/${tripId}/places`, who, { name, lat, lng, date: DATE, ...(startTime ? { startTime } : {}) });
    expect(res.statusCode, res.body).toBe(201);
    ids.push(res.json().id);
  }
  return ids;
}
async function dayOf(app: TestApp, who: SignedUp, tripId: string): Promise<Day> {
  const res = await request(app.app, "GET", `/api/trips/${tripId}/days`, who);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Day[]).find((d) => d.date === DATE)!;
}
const choose = (app: TestApp, who: SignedUp, tripId: string, body: unknown) => request(app.app, "PATCH", `/api/trips/${tripId}/legs`, who, body);

beforeAll(async () => {
  t = await createTestApp();
  [owner, editor, viewer, stranger] = await signUpRoleUsers(t.app);
  trip = await createTestTrip(t.app, owner, { name: "Lisbon", startDate: DATE, endDate: DATE });
  await addTripMember(t.database, trip.id, editor.user.id, "editor");
  await addTripMember(t.database, trip.id, viewer.user.id, "viewer");
  stops = await addStops(t, owner, trip.id);
});
afterAll(async () => {
  await t.close();
});

describe("PATCH /api/trips/:tripId/legs", () => {
  it("keeps the mode an editor chose for a pair of stops; without services the leg is the estimate at that mode's speed", async () => {
    const before = await dayOf(t, owner, trip.id);
    expect(before.legs.map((l) => l.mode)).toEqual(["walking", "walking"]);
    const res = await choose(t, editor, trip.id, { fromId: stops[1], toId: stops[2], mode: "cycling" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ fromId: stops[1], toId: stops[2], mode: "cycling" });
    const after = await dayOf(t, viewer, trip.id);
    const [walk, ride] = after.legs as [Leg, Leg];
    expect([walk.mode, walk.estimate, ride.mode, ride.estimate]).toEqual(["walking", true, "cycling", true]);
    // The same straight line at 15 km/h instead of 4.5 km/h.
    expect(ride.km).toBe(before.legs[1]!.km);
    expect(ride.minutes).toBe(Math.max(1, Math.round((ride.km / 15) * 60)));
    expect(ride.minutes).toBeLessThan(before.legs[1]!.minutes);
    // The day's total is its legs' sum, in the read model every view reads.
    expect(after.travelMinutes).toBe(walk.minutes + ride.minutes);
    // Choosing again replaces the choice.
    expect((await choose(t, owner, trip.id, { fromId: stops[1], toId: stops[2], mode: "transit" })).statusCode).toBe(200);
    expect((await dayOf(t, owner, trip.id)).legs[1]).toMatchObject({ mode: "transit", estimate: true, minutes: Math.max(1, Math.round((ride.km / 25) * 60)) });
  });

  it("400 naming the field for a bad mode, a missing or foreign stop; viewers 403, non-members 404; nothing written", async () => {
    const other = await createTestTrip(t.app, owner, { name: "Elsewhere", startDate: DATE, endDate: DATE });
    const [foreign] = await addStops(t, owner, other.id);
    const cases: [unknown, string][] = [
      [{ fromId: stops[0], toId: stops[1], mode: "teleport" }, "mode"],
      [{ fromId: stops[0], toId: stops[1] }, "mode"],
      [{ toId: stops[1], mode: "driving" }, "fromId"],
      [{ fromId: 7, toId: stops[1], mode: "driving" }, "fromId"],
      [{ fromId: foreign, toId: stops[1], mode: "driving" }, "fromId"],
      [{ fromId: "not-a-stop", toId: stops[1], mode: "driving" }, "fromId"],
      [{ fromId: stops[0], toId: `${stops[1]}:in`, mode: "driving" }, "toId"],
      [{ fromId: stops[0], toId: stops[0], mode: "driving" }, "toId"],
    ];
    for (const [body, field] of cases) {
      const res = await choose(t, owner, trip.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect((await choose(t, viewer, trip.id, { fromId: stops[0], toId: stops[1], mode: "driving" })).statusCode).toBe(403);
    expect((await choose(t, stranger, trip.id, { fromId: stops[0], toId: stops[1], mode: "driving" })).statusCode).toBe(404);
    expect((await dayOf(t, owner, trip.id)).legs[0]!.mode).toBe("walking");
  });
});

describe("legs from the routers on loopback", () => {
  let osrm: Loopback;
  let motis: Loopback;
  let app: TestApp;
  let who: SignedUp;
  beforeAll(async () => {
    [osrm, motis] = await Promise.all([osrmServer(), motisServer({ minutes: 23 })]);
    app = await createTestApp({ map: { routingUrl: osrm.url, transitUrl: motis.url } });
    [who] = await signUpRoleUsers(app.app);
  });
  afterAll(async () => {
    await app?.close();
    await Promise.all([osrm?.close(), motis?.close()]);
  });

  it("walking, cycling and driving from OSRM's foot, bike and car profiles; transit from MOTIS leaving at the stop's time in Lisbon's zone", async () => {
    const tr = await createTestTrip(app.app, who, { name: "Routed", startDate: DATE, endDate: DATE });
    const [rossio, chiado, graca] = await addStops(app, who, tr.id);
    // Walking by default (under 2 km) → foot.
    let day = await dayOf(app, who, tr.id);
    expect(day.legs.map((l) => [l.mode, l.km, l.minutes, l.estimate])).toEqual([
      ["walking", 1.2, 17, false],
      ["walking", 1.2, 17, false],
    ]);
    expect(osrm.seen.map((u) => u.pathname)).toContain("/route/v1/foot/-9.1394,38.7139;-9.1426,38.7107");

    for (const [mode, profile, route] of [["cycling", "bike", OSRM_ROUTES.bike], ["driving", "car", OSRM_ROUTES.car]] as const) {
      expect((await choose(app, who, tr.id, { fromId: chiado, toId: graca, mode })).statusCode).toBe(200);
      day = await dayOf(app, who, tr.id);
      expect(day.legs[1]).toMatchObject({ mode, km: Math.round(route.distance / 100) / 10, minutes: Math.round(route.duration / 60), estimate: false });
      expect(day.legs[1]!.geometry).toHaveLength(3);
      expect(osrm.seen.map((u) => u.pathname)).toContain(`/route/v1/${profile}/-9.1426,38.7107;-9.1307,38.7166`);
    }

    // Transit from Rossio (10:30 Lisbon, UTC+1 in June) and from Chiado (untimed: 09:00 Lisbon).
    expect((await choose(app, who, tr.id, { fromId: rossio, toId: chiado, mode: "transit" })).statusCode).toBe(200);
    expect((await choose(app, who, tr.id, { fromId: chiado, toId: graca, mode: "transit" })).statusCode).toBe(200);
    motis.seen.length = 0;
    day = await dayOf(app, who, tr.id);
    // Of the two itineraries MOTIS answers, the one arriving first: 23 minutes door to door.
    expect(day.legs.map((l) => [l.mode, l.minutes, l.estimate])).toEqual([
      ["transit", 23, false],
      ["transit", 23, false],
    ]);
    const asked = motis.seen.map((u) => Object.fromEntries(u.searchParams));
    expect(asked).toContainEqual(expect.objectContaining({ fromPlace: "38.7139,-9.1394", toPlace: "38.7107,-9.1426", time: "2026-06-01T09:30:00.000Z", arriveBy: "false" }));
    expect(asked).toContainEqual(expect.objectContaining({ fromPlace: "38.7107,-9.1426", toPlace: "38.7166,-9.1307", time: "2026-06-01T08:00:00.000Z" }));
    expect(day.travelMinutes).toBe(46);
  });

  it("a router that finds nothing, refuses or never answers leaves the labelled estimate, in good time", async () => {
    // OSRM finds no route from Rossio and never answers from Chiado; MOTIS is not listening at all.
    const failing = await osrmServer({ noRoute: "-9.1394", stallFrom: "-9.1426" });
    const refused = await motisServer();
    await refused.close();
    const a = await createTestApp({ map: { routingUrl: failing.url, transitUrl: refused.url } });
    try {
      const [u] = await signUpRoleUsers(a.app);
      const tr = await createTestTrip(a.app, u!, { name: "Failing", startDate: DATE, endDate: DATE });
      const [, chiado, graca] = await addStops(a, u!, tr.id);
      const alfama = (await request(a.app, "POST", `/api/trips/${tr.id}/places`, u!, { name: "Alfama", lat: 38.7118, lng: -9.13, date: DATE })).json().id as string;
      expect((await choose(a, u!, tr.id, { fromId: chiado, toId: graca, mode: "driving" })).statusCode).toBe(200);
      expect((await choose(a, u!, tr.id, { fromId: graca, toId: alfama, mode: "transit" })).statusCode).toBe(200);
      const started = Date.now();
      const day = await dayOf(a, u!, tr.id);
      expect(Date.now() - started).toBeLessThan(8_000);
      expect(day.legs.map((l) => [l.mode, l.estimate])).toEqual([
        ["walking", true],
        ["driving", true],
        ["transit", true],
      ]);
      expect(day.travelMinutes).toBe(day.legs.reduce((sum, l) => sum + l.minutes, 0));
      expect(failing.seen.map((u) => u.pathname)).toContain("/route/v1/car/-9.1426,38.7107;-9.1307,38.7166");
    } finally {
      await a.close();
      await failing.close();
    }
    // MOTIS answering no itinerary at all: no transit leg from it (the estimate stands).
    const empty = await motisServer({ none: true });
    try {
      expect(await transitLeg(empty.url, { id: "a", lat: 38.7139, lng: -9.1394 }, { id: "b", lat: 38.7107, lng: -9.1426 }, { date: DATE, timeZone: "Europe/Lisbon" })).toBeNull();
      expect(empty.seen).toHaveLength(1);
    } finally {
      await empty.close();
    }
  }, 60_000);

  it("the map's travel times and the assistant give a changeover day's leg by the mode chosen on the day plan", async () => {
    const tr = await createTestTrip(app.app, who, { name: "Lisbon to Sintra", startDate: "2026-06-01", endDate: "2026-06-03" });
    const stays: string[] = [];
    for (const [city, startDate, endDate] of [["Lisbon", "2026-06-01", "2026-06-02"], ["Sintra", "2026-06-02", "2026-06-03"]] as const) {
      const loc = (await request(app.app, "POST", "/api/locations", who, { tripId: tr.id, city, country: "Portugal" })).json();
      const stay = await request(app.app, "POST", `/api/trips/${tr.id}/itinerary`, who, { title: city, locationId: loc.id, startDate, endDate });
      expect(stay.statusCode, stay.body).toBe(201);
      stays.push(stay.json().id);
    }
    const res = await choose(app, who, tr.id, { fromId: `${stays[0]}:out`, toId: `${stays[1]}:in`, mode: "transit" });
    expect(res.statusCode, res.body).toBe(200);
    const changeover = (await request(app.app, "GET", `/api/trips/${tr.id}/days`, who)).json().find((d: Day) => d.date === "2026-06-02") as Day;
    expect(changeover.legs).toMatchObject([{ mode: "transit", minutes: 23, estimate: false }]);
    const legs = (await request(app.app, "GET", `/api/trips/${tr.id}/legs`, who)).json() as Leg[];
    expect(legs).toMatchObject([{ fromId: stays[0], toId: stays[1], mode: "transit", minutes: 23, estimate: false }]);
    const context = await buildTripContext(app.database.db, tr.id, who.user.id, undefined, { routingUrl: osrm.url, transitUrl: motis.url });
    expect(context.travel).toMatchObject([{ mode: "transit", minutes: 23, estimate: false }]);
  });
});
