// API tests for locations: case-insensitive dedupe per trip, coordinates from
// the bundled city data (null when unknown), access, validation, trip listing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Location } from "@shared/itinerary";
import type { Role, Trip } from "@shared/trips";
import { createTestApp, signUp, sqlRows, type SignedUp, type TestApp, addTripMember, request, createTestTrip } from "../test/test-app";

let t: TestApp;
let owner: SignedUp;
let stranger: SignedUp;
let trip: Trip;

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, who?: SignedUp, payload?: unknown) =>
  request(t.app, method, url, who, payload);

const newTrip = (who: SignedUp, body: Record<string, unknown> = {}) => createTestTrip(t.app, who, body);

const addMember = (tripId: string, who: SignedUp, role: Role) => addTripMember(t.database, tripId, who.user.id, role);

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
  stranger = await signUp(t.app);
  trip = await newTrip(owner);
});
afterAll(async () => {
  await t.close();
});

describe("POST /api/locations", () => {
  it("creates a location with the most populous matching city's coordinates", async () => {
    const res = await call("POST", "/api/locations", owner, { tripId: trip.id, name: "Paris, France", city: "Paris", country: "France" });
    expect(res.statusCode, res.body).toBe(201);
    const loc: Location = res.json();
    expect(loc).toMatchObject({ tripId: trip.id, name: "Paris, France", city: "Paris", country: "France" });
    // Paris, France (not Paris, Texas).
    expect(loc.lat).toBeCloseTo(48.853, 1);
    expect(loc.lng).toBeCloseTo(2.349, 1);
  });

  it("returns the existing row for the same city and country in any letter case", async () => {
    const first = (await call("POST", "/api/locations", owner, { tripId: trip.id, city: "Lisbon", country: "Portugal" })).json() as Location;
    const again = await call("POST", "/api/locations", owner, { tripId: trip.id, city: "  LISBON ", country: "portugal" });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
    expect(first.name).toBe("Lisbon, Portugal");
    const rows = await sqlRows(t.database, sql`select id from locations where trip_id = ${trip.id} and lower(city) = 'lisbon'`);
    expect(rows).toHaveLength(1);
  });

  it("does not duplicate under concurrent adds", async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () => call("POST", "/api/locations", owner, { tripId: trip.id, city: "Kyoto", country: "Japan" })),
    );
    const ids = new Set(results.map((r) => (r.json() as Location).id));
    expect(ids.size).toBe(1);
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
  });

  it("reads the country as a name, an alpha-2 or an alpha-3 code", async () => {
    const byCode = (await call("POST", "/api/locations", owner, { tripId: trip.id, city: "Rome", country: "IT" })).json() as Location;
    expect(byCode.lat).toBeCloseTo(41.89, 1);
    const byAlpha3 = (await call("POST", "/api/locations", owner, { tripId: trip.id, city: "Rome", country: "USA" })).json() as Location;
    // Rome, Georgia: the country decides which Rome.
    expect(byAlpha3.lng).toBeCloseTo(-85.16, 1);
    const accented = (await call("POST", "/api/locations", owner, { tripId: trip.id, city: "São Paulo", country: "Brazil" })).json() as Location;
    expect(accented.lat).toBeCloseTo(-23.5, 0);
  });

  it("keeps lat/lng null when the city or country is unknown", async () => {
    for (const body of [
      { city: "Nowhereville", country: "France" },
      { city: "Paris", country: "Atlantis" },
    ]) {
      const res = await call("POST", "/api/locations", owner, { tripId: trip.id, ...body });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ ...body, lat: null, lng: null });
    }
  });

  it("requires city and country with the product description's message", async () => {
    for (const body of [{ country: "France" }, { city: "Paris" }, { city: "  ", country: "France" }, { city: "Paris", country: "" }]) {
      const res = await call("POST", "/api/locations", owner, { tripId: trip.id, ...body });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Please fill in city and country");
      expect(Object.values(res.json().fields)).toContain("Please fill in city and country");
    }
    const noTrip = await call("POST", "/api/locations", owner, { city: "Paris", country: "France" });
    expect(noTrip.statusCode).toBe(400);
    expect(noTrip.json().fields).toHaveProperty("tripId");
  });

  it("lets editors add, refuses viewers (403), hides the trip from strangers (404) and needs a session (401)", async () => {
    const shared = await newTrip(owner);
    const editor = await signUp(t.app);
    const viewer = await signUp(t.app);
    await addMember(shared.id, editor, "editor");
    await addMember(shared.id, viewer, "viewer");
    const body = { tripId: shared.id, city: "Porto", country: "Portugal" };
    expect((await call("POST", "/api/locations", editor, body)).statusCode).toBe(201);
    expect((await call("POST", "/api/locations", viewer, body)).statusCode).toBe(403);
    expect((await call("POST", "/api/locations", stranger, body)).statusCode).toBe(404);
    expect((await call("POST", "/api/locations", stranger, { ...body, tripId: "not-a-uuid" })).statusCode).toBe(404);
    expect((await call("POST", "/api/locations", undefined, body)).statusCode).toBe(401);
  });
});

describe("GET /api/trips/:id/locations", () => {
  it("lists the locations the trip's itinerary uses, by name", async () => {
    const own = await newTrip(owner);
    const other = await newTrip(owner);
    const add = async (tripId: string, city: string, country: string) =>
      (await call("POST", "/api/locations", owner, { tripId, city, country })).json() as Location;
    const vienna = await add(own.id, "Vienna", "Austria");
    const berlin = await add(own.id, "Berlin", "Germany");
    await add(own.id, "Unused", "Germany");
    const elsewhere = await add(other.id, "Athens", "Greece");
    for (const [tripId, loc] of [
      [own.id, vienna],
      [own.id, berlin],
      [other.id, elsewhere],
    ] as const) {
      const res = await call("POST", `/api/trips/${tripId}/itinerary`, owner, { title: `Stay in ${loc.city}`, locationId: loc.id });
      expect(res.statusCode, res.body).toBe(201);
    }
    const res = await call("GET", `/api/trips/${own.id}/locations`, owner);
    expect(res.statusCode).toBe(200);
    expect((res.json() as Location[]).map((l) => l.name)).toEqual(["Berlin, Germany", "Vienna, Austria"]);

    const viewer = await signUp(t.app);
    await addMember(own.id, viewer, "viewer");
    expect((await call("GET", `/api/trips/${own.id}/locations`, viewer)).statusCode).toBe(200);
    expect((await call("GET", `/api/trips/${own.id}/locations`, stranger)).statusCode).toBe(404);
    expect((await call("GET", `/api/trips/${own.id}/locations`)).statusCode).toBe(401);
  });

  it("goes with its trip", async () => {
    const gone = await newTrip(owner);
    await call("POST", "/api/locations", owner, { tripId: gone.id, city: "Oslo", country: "Norway" });
    expect((await call("DELETE", `/api/trips/${gone.id}`, owner)).statusCode).toBe(204);
    expect(await sqlRows(t.database, sql`select id from locations where trip_id = ${gone.id}`)).toHaveLength(0);
  });
});
