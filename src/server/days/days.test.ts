// API tests for day by day (docs/product/itinerary-and-days.md): the days answer (stays, events,
// reservations, places in order), adding places, the order call (moves,
// ignored ids, bad input, two members at once), the place search offline and
// through real Nominatim and Photon servers on loopback, and the legs from a
// real OSRM-format server on loopback or the labelled estimate.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type Server } from "node:http";
import type { Day, DayItem, Leg } from "@shared/days";
import type { Trip } from "@shared/trips";
import { buildTripContext } from "../chat/context";
import { addTripMember, createTestApp, createTestTrip, request, signUpRoleUsers, type SignedUp, type TestApp } from "../test/test-app";

let t: TestApp;
let owner: SignedUp;
let editor: SignedUp;
let viewer: SignedUp;
let stranger: SignedUp;
let trip: Trip;

const call = (method: "GET" | "POST" | "PATCH", url: string, who: SignedUp, payload?: unknown) => request(t.app, method, url, who, payload);

async function addPlace(body: Record<string, unknown>, tripId = trip.id, app = t): Promise<DayItem & { date: string }> {
  const res = await request(app.app, "POST", `/api/trips/${tripId}/places`, owner, { lat: 38.7, lng: -9.1, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
async function days(tripId = trip.id, app = t): Promise<Day[]> {
  const res = await request(app.app, "GET", `/api/trips/${tripId}/days`, owner);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const dayOf = async (date: string, tripId = trip.id) => (await days(tripId)).find((d) => d.date === date)!;
const titles = (d: Day) => d.items.map((i) => i.title);

/** A small HTTP server on 127.0.0.1 answering from `handle`; the requests it saw are kept. */
async function fixtureServer(handle: (url: URL) => { status?: number; body: unknown }) {
  const seen: URL[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url!, "http://127.0.0.1");
    seen.push(url);
    const { status = 200, body } = handle(url);
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, seen, close: () => new Promise<void>((r) => server.close(() => r())) };
}

beforeAll(async () => {
  t = await createTestApp();
  [owner, editor, viewer, stranger] = await signUpRoleUsers(t.app);
  trip = await createTestTrip(t.app, owner, { name: "Lisbon", startDate: "2026-06-01", endDate: "2026-06-03" });
  await addTripMember(t.database, trip.id, editor.user.id, "editor");
  await addTripMember(t.database, trip.id, viewer.user.id, "viewer");
});
afterAll(async () => {
  await t.close();
});

describe("GET /api/trips/:tripId/days", () => {
  it("has one day per trip date, stays on their first and last day, reservations on theirs, in time order", async () => {
    const tr = await createTestTrip(t.app, owner, { name: "Days", startDate: "2026-07-01", endDate: "2026-07-03" });
    const loc = (await call("POST", "/api/locations", owner, { tripId: tr.id, city: "Lisbon", country: "Portugal" })).json();
    const stay = await call("POST", `/api/trips/${tr.id}/itinerary`, owner, {
      title: "Stay in Lisbon",
      locationId: loc.id,
      startDate: "2026-07-01",
      endDate: "2026-07-03",
    });
    expect(stay.statusCode, stay.body).toBe(201);
    const dinner = await call("POST", `/api/trips/${tr.id}/reservations`, owner, { name: "Dinner", type: "restaurant", reservationDate: "2026-07-01", reservationTime: "20:00" });
    expect(dinner.statusCode, dinner.body).toBe(201);
    const tour = await call("POST", `/api/trips/${tr.id}/itinerary`, owner, { title: "Walking tour", startDate: "2026-07-01", allDay: false, startTime: "10:00", endTime: "12:00" });
    expect(tour.statusCode, tour.body).toBe(201);
    await addPlace({ name: "Castle", date: "2026-07-01" }, tr.id);
    await addPlace({ name: "Lunch", date: "2026-07-01", startTime: "13:00" }, tr.id);

    const all = await days(tr.id);
    expect(all.map((d) => d.date)).toEqual(["2026-07-01", "2026-07-02", "2026-07-03"]);
    const first = all[0]!;
    // Timed items in time order; the untimed place where it was put (after the tour it was added behind); the untimed check-in closes the day.
    expect(first.items.map((i) => [i.kind, i.title, i.startTime])).toEqual([
      ["event", "Walking tour", "10:00"],
      ["place", "Castle", null],
      ["place", "Lunch", "13:00"],
      ["reservation", "Dinner", "20:00"],
      ["stay", "Stay in Lisbon", null],
    ]);
    expect(first.items.map((i) => i.position)).toEqual([0, 1, 2, 3, 4]);
    const checkIn = first.items[4]!;
    expect(checkIn).toMatchObject({ id: `${stay.json().id}:in`, stay: "check-in" });
    expect(checkIn.place!.lat).toBeCloseTo(38.72, 1);
    expect(first.items[3]!.place).toBeNull();
    expect(all[1]!.items).toEqual([]);
    expect(all[2]!.items.map((i) => [i.id, i.stay])).toEqual([[`${stay.json().id}:out`, "check-out"]]);
    // Legs join consecutive stops with a place: Castle → Lunch → check-in; without ROUTING_URL each is an estimate.
    expect(first.legs.map((l) => [l.fromId, l.toId, l.estimate])).toEqual([
      [first.items[1]!.id, first.items[2]!.id, true],
      [first.items[2]!.id, checkIn.id, true],
    ]);
  });

  it("a trip without dates has no days", async () => {
    const tr = await createTestTrip(t.app, owner, { name: "Someday" });
    expect(await days(tr.id)).toEqual([]);
  });

  it("non-members get 404; viewers read", async () => {
    expect((await call("GET", `/api/trips/${trip.id}/days`, stranger)).statusCode).toBe(404);
    expect((await call("GET", `/api/trips/${trip.id}/days`, viewer)).statusCode).toBe(200);
  });
});

describe("POST /api/trips/:tripId/places", () => {
  it("adds a place at the end of its day with its coordinates and address", async () => {
    const a = await addPlace({ name: "Belém Tower", date: "2026-06-02", lat: 38.6916, lng: -9.216, address: "Av. Brasília" });
    const b = await addPlace({ name: "Pastéis de Belém", date: "2026-06-02", lat: 38.6975, lng: -9.2032 });
    expect(a).toMatchObject({ kind: "place", title: "Belém Tower", date: "2026-06-02", address: "Av. Brasília", place: { name: "Belém Tower", lat: 38.6916, lng: -9.216 } });
    expect(b.position).toBe(a.position + 1);
  });

  it.each([
    [{ name: "X", date: "2026-05-31" }, "date"],
    [{ name: "X", date: "2026-06-04" }, "date"],
    [{ name: "X", date: "June" }, "date"],
    [{ name: "X", date: "2026-06-01", lat: 91 }, "lat"],
    [{ name: "X", date: "2026-06-01", lng: -180.5 }, "lng"],
    [{ name: "X", date: "2026-06-01", lat: "north" }, "lat"],
    [{ name: "X", date: "2026-06-01", lat: null }, "lat"],
    [{ name: " ", date: "2026-06-01" }, "name"],
    // What the pick-on-the-map form sends can still be refused by the server: each names its field.
    [{ name: "X", date: "2026-06-01", lng: null }, "lng"],
    [{ name: "X", date: "2026-06-01", lng: "11,25" }, "lng"],
    [{ name: "X", date: "2026-06-01", address: 5 }, "address"],
    [{ name: "X", date: "2026-06-01", address: "x".repeat(501) }, "address"],
    [{ name: "X", date: "2026-06-01", startTime: "25:00" }, "startTime"],
  ])("400 naming the field for %j", async (body, field) => {
    const before = (await days()).flatMap((d) => d.items).length;
    const res = await call("POST", `/api/trips/${trip.id}/places`, owner, { lat: 38.7, lng: -9.1, ...body });
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().fields ?? {})).toContain(field);
    expect((await days()).flatMap((d) => d.items).length).toBe(before);
  });

  it("editors add; viewers and non-members may not", async () => {
    const body = { name: "Café", date: "2026-06-01", lat: 38.7, lng: -9.1 };
    expect((await call("POST", `/api/trips/${trip.id}/places`, editor, body)).statusCode).toBe(201);
    expect((await call("POST", `/api/trips/${trip.id}/places`, viewer, body)).statusCode).toBe(403);
    expect((await call("POST", `/api/trips/${trip.id}/places`, stranger, body)).statusCode).toBe(404);
  });
});

describe("PATCH /api/trips/:tripId/days/:date/order", () => {
  it("reorders a day, moves an item from another day keeping its time, ignores stay and reservation ids", async () => {
    const tr = await createTestTrip(t.app, owner, { name: "Order", startDate: "2026-08-01", endDate: "2026-08-02" });
    const a = await addPlace({ name: "A", date: "2026-08-01" }, tr.id);
    const b = await addPlace({ name: "B", date: "2026-08-01" }, tr.id);
    const c = await addPlace({ name: "C", date: "2026-08-01" }, tr.id);
    const other = await addPlace({ name: "Timed", date: "2026-08-02", startTime: "09:30" }, tr.id);
    const res2 = await call("POST", `/api/trips/${tr.id}/reservations`, owner, { name: "Hotel", reservationDate: "2026-08-01" });
    const ev = (await call("POST", `/api/trips/${tr.id}/itinerary`, owner, { title: "Museum", startDate: "2026-08-02", endDate: "2026-08-02" })).json();

    const res = await call("PATCH", `/api/trips/${tr.id}/days/2026-08-01/order`, owner, { ids: [c.id, res2.json().id, a.id, b.id] });
    expect(res.statusCode, res.body).toBe(200);
    const day: Day = res.json();
    expect(day.date).toBe("2026-08-01");
    expect(titles(day)).toEqual(["Hotel", "C", "A", "B"]);

    const moved = await call("PATCH", `/api/trips/${tr.id}/days/2026-08-01/order`, owner, { ids: [ev.id, other.id, c.id, b.id, a.id] });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(titles(moved.json())).toEqual(["Hotel", "Museum", "Timed", "C", "B", "A"]);
    expect(moved.json().items.find((i: DayItem) => i.title === "Timed").startTime).toBe("09:30");
    expect((await dayOf("2026-08-02", tr.id)).items).toEqual([]);
    // The event's dates moved with it.
    const events = (await call("GET", `/api/trips/${tr.id}/itinerary`, owner)).json();
    expect(events.find((e: { id: string }) => e.id === ev.id)).toMatchObject({ startDate: "2026-08-01", endDate: "2026-08-01" });
    // Items left out keep their order after the named ones.
    const partial = await call("PATCH", `/api/trips/${tr.id}/days/2026-08-01/order`, owner, { ids: [a.id] });
    expect(titles(partial.json())).toEqual(["Hotel", "A", "Museum", "Timed", "C", "B"]);
  });

  it("400 naming ids for another trip's item, an unknown id or a repeated one, and nothing is written", async () => {
    const mine = await addPlace({ name: "Mine", date: "2026-06-03" });
    const tr = await createTestTrip(t.app, owner, { name: "Other", startDate: "2026-06-01", endDate: "2026-06-03" });
    const theirs = await addPlace({ name: "Theirs", date: "2026-06-03" }, tr.id);
    const before = titles(await dayOf("2026-06-03"));
    for (const ids of [[theirs.id, mine.id], ["not-an-id"], [mine.id, mine.id], [crypto.randomUUID()]]) {
      const res = await call("PATCH", `/api/trips/${trip.id}/days/2026-06-03/order`, owner, { ids });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields).toHaveProperty("ids");
    }
    const notList = await call("PATCH", `/api/trips/${trip.id}/days/2026-06-03/order`, owner, { ids: "a,b" });
    expect(notList.statusCode).toBe(400);
    expect(notList.json().fields).toHaveProperty("ids");
    expect(titles(await dayOf("2026-06-03"))).toEqual(before);
    expect((await dayOf("2026-06-03", tr.id)).items.map((i) => i.title)).toEqual(["Theirs"]);
  });

  it("400 naming date for a date outside the trip or not a date", async () => {
    for (const date of ["2026-05-31", "2026-06-04", "2026-13-01"]) {
      const res = await call("PATCH", `/api/trips/${trip.id}/days/${date}/order`, owner, { ids: [] });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields).toHaveProperty("date");
    }
  });

  it("viewers may not order; non-members get 404", async () => {
    expect((await call("PATCH", `/api/trips/${trip.id}/days/2026-06-01/order`, viewer, { ids: [] })).statusCode).toBe(403);
    expect((await call("PATCH", `/api/trips/${trip.id}/days/2026-06-01/order`, stranger, { ids: [] })).statusCode).toBe(404);
  });

  it("two members ordering the same day at once end with one order, the same for both", async () => {
    const tr = await createTestTrip(t.app, owner, { name: "Race", startDate: "2026-09-01", endDate: "2026-09-01" });
    await addTripMember(t.database, tr.id, editor.user.id, "editor");
    const ps = [];
    for (const name of ["P", "Q", "R", "S", "T"]) ps.push(await addPlace({ name, date: "2026-09-01" }, tr.id));
    const ids = ps.map((p) => p.id);
    for (let round = 0; round < 5; round++) {
      const one = [...ids].reverse();
      const two = [ids[2]!, ids[0]!, ids[4]!, ids[1]!, ids[3]!];
      const [r1, r2] = await Promise.all([
        call("PATCH", `/api/trips/${tr.id}/days/2026-09-01/order`, owner, { ids: one }),
        call("PATCH", `/api/trips/${tr.id}/days/2026-09-01/order`, editor, { ids: two }),
      ]);
      expect(r1.statusCode).toBe(200);
      expect(r2.statusCode).toBe(200);
      const final = (await dayOf("2026-09-01", tr.id)).items.map((i) => i.id);
      // One of the two orders whole, never a mix; positions 0…n-1 without gaps or repeats.
      expect([one, two]).toContainEqual(final);
      const positions = (await dayOf("2026-09-01", tr.id)).items.map((i) => i.position);
      expect(positions).toEqual([0, 1, 2, 3, 4]);
    }
  });
});

describe("GET /api/places/search", () => {
  it("offline: the bundled cities and the trip's own places", async () => {
    await addPlace({ name: "Jerónimos Monastery", date: "2026-06-01", lat: 38.6979, lng: -9.2068 });
    const res = await call("GET", `/api/places/search?q=${encodeURIComponent("jerónimos")}&tripId=${trip.id}`, viewer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([{ name: "Jerónimos Monastery", lat: 38.6979, lng: -9.2068, address: null, source: "trip" }]);
    const city = (await call("GET", `/api/places/search?q=Porto&tripId=${trip.id}`, viewer)).json();
    expect(city[0]).toMatchObject({ name: "Porto", address: "Portugal", source: "cities" });
    expect(city[0].lat).toBeCloseTo(41.15, 1);
  });

  it("400 naming q when empty; 404 for a trip the caller is not in", async () => {
    const res = await call("GET", `/api/places/search?q=&tripId=${trip.id}`, owner);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty("q");
    expect((await call("GET", `/api/places/search?q=Porto&tripId=${trip.id}`, stranger)).statusCode).toBe(404);
  });

  it("online through a Nominatim server on loopback", async () => {
    const geo = await fixtureServer((url) => ({
      body:
        url.pathname === "/search" && url.searchParams.get("format") === "jsonv2"
          ? [{ lat: "38.7139", lon: "-9.1334", name: "Castelo de São Jorge", display_name: "Castelo de São Jorge, Lisboa, Portugal" }, { lat: "x", lon: "y", name: "Broken" }]
          : [],
    }));
    const app = await createTestApp({ map: { geocoderUrl: geo.url } });
    try {
      const [who] = await signUpRoleUsers(app.app);
      const res = await request(app.app, "GET", "/api/places/search?q=sao%20jorge%20castle", who!);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual([{ name: "Castelo de São Jorge", lat: 38.7139, lng: -9.1334, address: "Castelo de São Jorge, Lisboa, Portugal", source: "geocoder" }]);
      expect(geo.seen[0]!.searchParams.get("q")).toBe("sao jorge castle");
    } finally {
      await app.close();
      await geo.close();
    }
  });

  it("online through a Photon server on loopback", async () => {
    const geo = await fixtureServer((url) => ({
      body: {
        type: "FeatureCollection",
        features:
          url.pathname === "/api" && url.searchParams.get("q") === "time out"
            ? [{ type: "Feature", geometry: { type: "Point", coordinates: [-9.1459, 38.7071] }, properties: { name: "Time Out Market", street: "Av. 24 de Julho", housenumber: "49", city: "Lisboa", country: "Portugal" } }]
            : [],
      },
    }));
    const app = await createTestApp({ map: { geocoderUrl: `${geo.url}/api` } });
    try {
      const [who] = await signUpRoleUsers(app.app);
      const res = await request(app.app, "GET", "/api/places/search?q=time%20out", who!);
      expect(res.json()).toEqual([{ name: "Time Out Market", lat: 38.7071, lng: -9.1459, address: "Av. 24 de Julho 49, Lisboa, Portugal", source: "geocoder" }]);
    } finally {
      await app.close();
      await geo.close();
    }
  });

  it("a geocoder that fails leaves the offline answers", async () => {
    const geo = await fixtureServer(() => ({ status: 503, body: { error: "busy" } }));
    const app = await createTestApp({ map: { geocoderUrl: geo.url } });
    try {
      const [who] = await signUpRoleUsers(app.app);
      const res = await request(app.app, "GET", "/api/places/search?q=Porto", who!);
      expect(res.statusCode).toBe(200);
      expect(res.json().map((r: { source: string }) => r.source)).not.toContain("geocoder");
      expect(res.json()[0].source).toBe("cities");
    } finally {
      await app.close();
      await geo.close();
    }
  });
});

describe("legs", () => {
  it("without a routing service: great-circle estimates, walking under 2 km, else driving", async () => {
    const tr = await createTestTrip(t.app, owner, { name: "Legs", startDate: "2026-06-01", endDate: "2026-06-01" });
    await addPlace({ name: "Rossio", date: "2026-06-01", lat: 38.7139, lng: -9.1394 }, tr.id);
    await addPlace({ name: "Chiado", date: "2026-06-01", lat: 38.7107, lng: -9.1426 }, tr.id);
    await addPlace({ name: "Sintra", date: "2026-06-01", lat: 38.8029, lng: -9.3817 }, tr.id);
    const [day] = await days(tr.id);
    expect(day!.legs.map((l) => [l.mode, l.estimate])).toEqual([["walking", true], ["driving", true]]);
    expect(day!.legs[0]!.km).toBe(0.5);
    expect(day!.legs[0]!.minutes).toBe(6);
    expect(day!.legs[1]!.km).toBeGreaterThan(20);
    expect(day!.legs[1]!.minutes).toBe(Math.round((day!.legs[1]!.km / 50) * 60));
  });

  it("with an OSRM server on loopback: its distance, duration and line; a leg it cannot route is an estimate", async () => {
    const osrm = await fixtureServer((url) => {
      const m = /^\/route\/v1\/(foot|car)\/([-\d.]+),([-\d.]+);([-\d.]+),([-\d.]+)$/.exec(url.pathname);
      if (!m) return { status: 400, body: { code: "InvalidUrl" } };
      if (m[2] === "-9.3817") return { status: 400, body: { code: "NoRoute" } };
      return {
        body: {
          code: "Ok",
          routes: [{ distance: m[1] === "foot" ? 612.4 : 27_950, duration: m[1] === "foot" ? 480 : 1_860, geometry: { type: "LineString", coordinates: [[+m[2]!, +m[3]!], [+m[4]!, +m[5]!]] } }],
        },
      };
    });
    const app = await createTestApp({ map: { routingUrl: osrm.url } });
    try {
      const [who] = await signUpRoleUsers(app.app);
      const tr = await createTestTrip(app.app, who!, { name: "Routed", startDate: "2026-06-01", endDate: "2026-06-01" });
      for (const [name, lat, lng] of [["Rossio", 38.7139, -9.1394], ["Chiado", 38.7107, -9.1426], ["Sintra", 38.8029, -9.3817], ["Cascais", 38.6979, -9.4215]] as const) {
        const res = await request(app.app, "POST", `/api/trips/${tr.id}/places`, who!, { name, lat, lng, date: "2026-06-01" });
        expect(res.statusCode).toBe(201);
      }
      const res = await request(app.app, "GET", `/api/trips/${tr.id}/days`, who!);
      const legs = (res.json() as Day[])[0]!.legs;
      expect(legs.map((l) => [l.km, l.minutes, l.estimate, l.mode])).toEqual([
        [0.6, 8, false, "walking"],
        [28, 31, false, "driving"],
        // Sintra → Cascais: the server has no route, so the estimate stands, labelled.
        [legs[2]!.km, legs[2]!.minutes, true, "driving"],
      ]);
      expect(legs[0]!.geometry).toEqual([[-9.1394, 38.7139], [-9.1426, 38.7107]]);
      expect(osrm.seen.map((u) => u.pathname)).toContain("/route/v1/foot/-9.1394,38.7139;-9.1426,38.7107");
    } finally {
      await app.close();
      await osrm.close();
    }
  });
});

describe("GET /api/trips/:tripId/legs", () => {
  it("gives the trip's stops the same minutes and km as the day plan's leg, and the assistant the same", async () => {
    const tr = await createTestTrip(t.app, owner, { name: "Lisbon to Porto", startDate: "2026-07-01", endDate: "2026-07-05" });
    const stays: Record<string, string> = {};
    for (const [city, startDate, endDate] of [["Lisbon", "2026-07-01", "2026-07-03"], ["Porto", "2026-07-03", "2026-07-05"]] as const) {
      const loc = (await call("POST", "/api/locations", owner, { tripId: tr.id, city, country: "Portugal" })).json();
      const stay = await call("POST", `/api/trips/${tr.id}/itinerary`, owner, { title: `Stay in ${city}`, locationId: loc.id, startDate, endDate });
      expect(stay.statusCode, stay.body).toBe(201);
      stays[city] = stay.json().id;
    }
    expect((await call("GET", `/api/trips/${tr.id}/legs`, stranger)).statusCode).toBe(404);
    const legs = await call("GET", `/api/trips/${tr.id}/legs`, owner);
    expect(legs.statusCode, legs.body).toBe(200);
    const [leg, ...rest] = legs.json() as Leg[];
    expect(rest).toEqual([]);
    expect(leg).toMatchObject({ fromId: stays.Lisbon, toId: stays.Porto, estimate: true, mode: "driving" });
    // The changeover day's leg, from the Lisbon check-out to the Porto check-in, is the same leg.
    const changeover = (await days(tr.id)).find((d) => d.date === "2026-07-03")!;
    expect(changeover.legs).toHaveLength(1);
    expect([leg!.km, leg!.minutes]).toEqual([changeover.legs[0]!.km, changeover.legs[0]!.minutes]);
    expect(leg!.km).toBeGreaterThan(250);
    // The assistant is given the same figures.
    const context = await buildTripContext(t.database.db, tr.id, owner.user.id);
    expect(context.travel).toEqual([{ from: "Lisbon, Portugal", to: "Porto, Portugal", km: leg!.km, minutes: leg!.minutes, mode: "driving", estimate: true }]);
  });
});

describe("DELETE /api/places/:id", () => {
  it("removes the place from its day; viewers may not; another trip's member gets 404", async () => {
    const p = await addPlace({ name: "Gone soon", date: "2026-06-02" });
    expect((await request(t.app, "DELETE", `/api/places/${p.id}`, viewer)).statusCode).toBe(403);
    expect((await request(t.app, "DELETE", `/api/places/${p.id}`, stranger)).statusCode).toBe(404);
    expect(titles(await dayOf("2026-06-02"))).toContain("Gone soon");
    expect((await request(t.app, "DELETE", `/api/places/${p.id}`, editor)).statusCode).toBe(204);
    expect(titles(await dayOf("2026-06-02"))).not.toContain("Gone soon");
    expect((await request(t.app, "DELETE", `/api/places/${p.id}`, owner)).statusCode).toBe(404);
    expect((await request(t.app, "DELETE", "/api/places/not-a-uuid", owner)).statusCode).toBe(404);
  });
});

describe("sun and holidays on each day", () => {
  it("each day of a stay has its city's zone, sunrise and sunset in the city's local time, and the country's public holidays", async () => {
    const winter = await createTestTrip(t.app, owner, { name: "Lisbon to New York", startDate: "2027-12-07", endDate: "2027-12-11" });
    const city = async (name: string, country: string) => (await call("POST", "/api/locations", owner, { tripId: winter.id, city: name, country })).json().id as string;
    const lisbon = await city("Lisbon", "Portugal");
    const newYork = await city("New York City", "United States");
    for (const [title, locationId, startDate, endDate] of [["Lisbon", lisbon, "2027-12-07", "2027-12-09"], ["New York", newYork, "2027-12-09", "2027-12-11"]] as const) {
      const res = await call("POST", `/api/trips/${winter.id}/itinerary`, owner, { title, startDate, endDate, allDay: true, locationId });
      expect(res.statusCode, res.body).toBe(201);
    }
    const all = await days(winter.id);
    const dec8 = all.find((d) => d.date === "2027-12-08")!;
    // Lisbon, 8 December 2027: sunrise 07:41 and sunset 17:14 (UTC+0 in winter); the Immaculate Conception is a public holiday.
    expect(dec8.city).toMatchObject({ name: "Lisbon", country: "PT", timeZone: "Europe/Lisbon", sunrise: "07:41", sunset: "17:14" });
    expect(dec8.holidays).toEqual([{ name: "Imaculada Conceição" }]);
    // The changeover day belongs to the city slept in; New York's sun in New York's time (UTC-5), not the server's or Lisbon's.
    const dec9 = all.find((d) => d.date === "2027-12-09")!;
    expect(dec9.city).toMatchObject({ name: "New York City", country: "US", timeZone: "America/New_York", sunrise: "07:08", sunset: "16:28" });
    expect(dec9.holidays).toEqual([]);
    // A day of no stay has no city and no holidays.
    const bare = await createTestTrip(t.app, owner, { name: "Nowhere yet", startDate: "2027-12-08", endDate: "2027-12-08" });
    expect(await days(bare.id)).toMatchObject([{ date: "2027-12-08", city: null, holidays: [] }]);
  });
});
