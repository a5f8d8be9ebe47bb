// API tests for the itinerary: every docs/product/itinerary-and-days.md rule with its exact message, the
// item shape (location with coordinates), edits and deletes, and who may do what.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { ItineraryItem, Location } from "@shared/itinerary";
import type { Role, Trip } from "@shared/trips";
import { createTestApp, sqlRows, type SignedUp, type TestApp, addTripMember, request, signUpRoleUsers, createTestTrip } from "../test/test-app";

let t: TestApp;
let owner: SignedUp;
let editor: SignedUp;
let viewer: SignedUp;
let stranger: SignedUp;
let trip: Trip;
let lisbon: Location;
let porto: Location;

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, who?: SignedUp, payload?: unknown) =>
  request(t.app, method, url, who, payload);

const newTrip = (body: Record<string, unknown> = {}) => createTestTrip(t.app, owner, { name: "Portugal", ...body });

const addMember = (tripId: string, who: SignedUp, role: Role) => addTripMember(t.database, tripId, who.user.id, role);

async function location(tripId: string, city: string, country: string): Promise<Location> {
  const res = await call("POST", "/api/locations", owner, { tripId, name: `${city}, ${country}`, city, country });
  expect(res.statusCode).toBeLessThan(300);
  return res.json();
}

async function addCity(body: Record<string, unknown>, tripId = trip.id, who = owner): Promise<ItineraryItem> {
  const res = await call("POST", `/api/trips/${tripId}/itinerary`, who, { title: "Stay", allDay: true, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp();
  [owner, editor, viewer, stranger] = await signUpRoleUsers(t.app);
  trip = await newTrip({ startDate: "2026-06-01", endDate: "2026-06-10" });
  await addMember(trip.id, editor, "editor");
  await addMember(trip.id, viewer, "viewer");
  lisbon = await location(trip.id, "Lisbon", "Portugal");
  porto = await location(trip.id, "Porto", "Portugal");
});
afterAll(async () => {
  await t.close();
});

describe("POST /api/trips/:tripId/itinerary (city stays)", () => {
  it("creates a stay with its location and coordinates; the departure defaults to the arrival", async () => {
    const item = await addCity({
      title: "Stay in Lisbon",
      description: "Visiting Lisbon, Portugal",
      startDate: "2026-06-01",
      locationId: lisbon.id,
    });
    expect(item).toMatchObject({
      tripId: trip.id,
      title: "Stay in Lisbon",
      description: "Visiting Lisbon, Portugal",
      startDate: "2026-06-01",
      endDate: "2026-06-01",
      startTime: null,
      endTime: null,
      allDay: true,
      locationId: lisbon.id,
      location: { city: "Lisbon", country: "Portugal" },
      reservationId: null,
      reservation: null,
    });
    expect(item.location!.lat).toBeCloseTo(38.72, 1);
    expect(item.location!.lng).toBeCloseTo(-9.13, 1);
    expect(item.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it("accepts the trip's first and last day (inclusive)", async () => {
    await addCity({ startDate: "2026-06-01", endDate: "2026-06-10", locationId: porto.id });
    await addCity({ startDate: "2026-06-10", locationId: porto.id });
  });

  it("requires the arrival date when the trip has dates", async () => {
    for (const startDate of [undefined, null, ""]) {
      const res = await call("POST", `/api/trips/${trip.id}/itinerary`, owner, { title: "Stay", startDate, locationId: lisbon.id });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: "Please fill in arrival date (required when trip has dates)",
        code: "bad_request",
        fields: { startDate: "Please fill in arrival date (required when trip has dates)" },
      });
    }
  });

  it("refuses an arrival outside the trip dates", async () => {
    for (const startDate of ["2026-05-31", "2026-06-11"]) {
      const res = await call("POST", `/api/trips/${trip.id}/itinerary`, owner, { title: "Stay", startDate, locationId: lisbon.id });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({
        startDate: "Arrival date must be between Jun 01, 2026 and Jun 10, 2026 (your trip dates)",
      });
    }
  });

  it("refuses a departure after the trip end or before the arrival", async () => {
    for (const [endDate, message] of [
      ["2026-06-11", "Departure date must be on or before Jun 10, 2026 (trip end date)"],
      ["2026-06-07", "Departure date must be on or after arrival date"],
    ]) {
      const res = await call("POST", `/api/trips/${trip.id}/itinerary`, owner, {
        title: "Stay",
        startDate: "2026-06-08",
        endDate,
        locationId: lisbon.id,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ endDate: message });
    }
  });

  it("lets a trip without dates have undated stays, and still checks the departure against a lone end date", async () => {
    const open = await newTrip();
    const rome = await location(open.id, "Rome", "Italy");
    const item = await addCity({ title: "Stay in Rome", locationId: rome.id }, open.id);
    expect(item).toMatchObject({ startDate: null, endDate: null });
    const endOnly = await newTrip({ endDate: "2026-07-01" });
    const nice = await location(endOnly.id, "Nice", "France");
    const res = await call("POST", `/api/trips/${endOnly.id}/itinerary`, owner, {
      title: "Stay",
      startDate: "2026-06-30",
      endDate: "2026-07-02",
      locationId: nice.id,
    });
    expect(res.json().fields).toEqual({ endDate: "Departure date must be on or before Jul 01, 2026 (trip end date)" });
  });

  it("refuses a location of another trip and malformed ids", async () => {
    const other = await newTrip();
    const foreign = await location(other.id, "Madrid", "Spain");
    for (const locationId of [foreign.id, randomUUID(), "nope"]) {
      const res = await call("POST", `/api/trips/${trip.id}/itinerary`, owner, { title: "Stay", startDate: "2026-06-02", locationId });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ locationId: "Location not found in this trip" });
    }
  });

  it("names the field of a malformed value, never a 500", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ startDate: "2026-02-30" }, "startDate"],
      [{ startDate: "June 2" }, "startDate"],
      [{ endDate: 5 }, "endDate"],
      [{ startTime: "25:00" }, "startTime"],
      [{ allDay: "yes" }, "allDay"],
      [{ title: "x".repeat(301) }, "title"],
    ];
    for (const [body, field] of cases) {
      const res = await call("POST", `/api/trips/${trip.id}/itinerary`, owner, { title: "Stay", startDate: "2026-06-02", locationId: lisbon.id, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual([field]);
    }
    const notObject = await t.app.inject({ method: "POST", url: `/api/trips/${trip.id}/itinerary`, headers: { cookie: owner.cookie, "content-type": "application/json" }, payload: "[1]" });
    expect(notObject.statusCode).toBe(400);
  });
});

describe("calendar events (items without a location)", () => {
  it("creates an event with times, and requires title and start date", async () => {
    const res = await call("POST", `/api/trips/${trip.id}/itinerary`, editor, {
      title: "Fado night",
      description: "Alfama",
      startDate: "2026-06-03",
      startTime: "21:00",
      endDate: "2026-06-03",
      endTime: "23:30",
      allDay: false,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ location: null, locationId: null, startTime: "21:00", endTime: "23:30", allDay: false });
    for (const body of [{ startDate: "2026-06-03" }, { title: " ", startDate: "2026-06-03" }, { title: "Fado" }]) {
      const bad = await call("POST", `/api/trips/${trip.id}/itinerary`, editor, body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe("Please fill in required fields");
    }
  });

  it("may fall outside the trip dates (tickets bought before leaving) but not end before it starts", async () => {
    const before = await call("POST", `/api/trips/${trip.id}/itinerary`, owner, { title: "Buy tickets", startDate: "2026-05-01" });
    expect(before.statusCode).toBe(201);
    const backwards = await call("POST", `/api/trips/${trip.id}/itinerary`, owner, {
      title: "Tour",
      startDate: "2026-06-05",
      endDate: "2026-06-04",
    });
    expect(backwards.json().fields).toEqual({ endDate: "End date must be on or after start date" });
    const timeBackwards = await call("POST", `/api/trips/${trip.id}/itinerary`, owner, {
      title: "Tour",
      startDate: "2026-06-05",
      startTime: "10:00",
      endTime: "09:00",
      allDay: false,
    });
    expect(timeBackwards.json().fields).toEqual({ endTime: "End time must be after start time" });
  });

  it("drops the times of an all-day event", async () => {
    const res = await call("POST", `/api/trips/${trip.id}/itinerary`, owner, { title: "Beach", startDate: "2026-06-06", startTime: "10:00", allDay: true });
    expect(res.json()).toMatchObject({ allDay: true, startTime: null, endTime: null });
  });
});

describe("GET, PUT and DELETE", () => {
  it("lists by start date, undated last", async () => {
    const sorted = await newTrip();
    const a = await location(sorted.id, "Athens", "Greece");
    await addCity({ title: "undated", locationId: a.id }, sorted.id);
    await addCity({ title: "second", startDate: "2026-09-05", locationId: a.id }, sorted.id);
    await addCity({ title: "first", startDate: "2026-09-01", locationId: a.id }, sorted.id);
    const res = await call("GET", `/api/trips/${sorted.id}/itinerary`, owner);
    expect((res.json() as ItineraryItem[]).map((i) => i.title)).toEqual(["first", "second", "undated"]);
  });

  it("edits the sent fields, re-checks the rules and moves to another location", async () => {
    const item = await addCity({ title: "Stay in Lisbon", startDate: "2026-06-02", endDate: "2026-06-04", locationId: lisbon.id });
    const res = await call("PUT", `/api/itinerary/${item.id}`, editor, {
      title: "Stay in Porto",
      description: "Port wine",
      startDate: "2026-06-04",
      endDate: "2026-06-06",
      locationId: porto.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ title: "Stay in Porto", description: "Port wine", startDate: "2026-06-04", endDate: "2026-06-06", location: { city: "Porto" } });
    const out = await call("PUT", `/api/itinerary/${item.id}`, owner, { startDate: "2026-06-12" });
    expect(out.statusCode).toBe(400);
    expect(out.json().fields).toEqual({ startDate: "Arrival date must be between Jun 01, 2026 and Jun 10, 2026 (your trip dates)" });
    const late = await call("PUT", `/api/itinerary/${item.id}`, owner, { endDate: "2026-06-11" });
    expect(late.json().fields).toEqual({ endDate: "Departure date must be on or before Jun 10, 2026 (trip end date)" });
    const cleared = await call("PUT", `/api/itinerary/${item.id}`, owner, { startDate: null });
    expect(cleared.json().fields).toEqual({ startDate: "Please fill in arrival date (required when trip has dates)" });
    const stored = await sqlRows<{ start_date: string }>(t.database, sql`select start_date::text from itinerary_items where id = ${item.id}`);
    expect(stored[0]!.start_date).toBe("2026-06-04");
  });

  it("deletes, and a second delete is a 404", async () => {
    const item = await addCity({ startDate: "2026-06-03", locationId: lisbon.id });
    expect((await call("DELETE", `/api/itinerary/${item.id}`, editor)).statusCode).toBe(204);
    expect((await call("DELETE", `/api/itinerary/${item.id}`, editor)).statusCode).toBe(404);
    const ids = ((await call("GET", `/api/trips/${trip.id}/itinerary`, owner)).json() as ItineraryItem[]).map((i) => i.id);
    expect(ids).not.toContain(item.id);
  });

  it("goes with its trip", async () => {
    const gone = await newTrip();
    const loc = await location(gone.id, "Bern", "Switzerland");
    await addCity({ locationId: loc.id }, gone.id);
    await call("DELETE", `/api/trips/${gone.id}`, owner);
    expect(await sqlRows(t.database, sql`select id from itinerary_items where trip_id = ${gone.id}`)).toHaveLength(0);
  });
});

describe("linked reservations", () => {
  it("carries the reservation's type, name and description; a deleted reservation unlinks the item", async () => {
    const created = await call("POST", `/api/trips/${trip.id}/reservations`, owner, {
      name: "Hotel Avenida",
      type: "hotel",
      description: "Rooftop pool",
      reservationDate: "2026-06-02",
    });
    expect(created.statusCode, created.body).toBe(201);
    const reservationId = created.json().id as string;
    const item = await addCity({ title: "Check in", startDate: "2026-06-02", reservationId, locationId: lisbon.id });
    expect(item.reservation).toEqual({ type: "hotel", name: "Hotel Avenida", description: "Rooftop pool" });
    expect(item.reservationId).toBe(reservationId);

    const other = await newTrip();
    const foreign = await call("POST", `/api/trips/${other.id}/reservations`, owner, { name: "Elsewhere", reservationDate: "2026-06-02" });
    const res = await call("POST", `/api/trips/${trip.id}/itinerary`, owner, { title: "x", startDate: "2026-06-02", reservationId: foreign.json().id });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ reservationId: "Reservation not found in this trip" });

    expect((await call("DELETE", `/api/reservations/${reservationId}`, owner)).statusCode).toBe(204);
    const after = ((await call("GET", `/api/trips/${trip.id}/itinerary`, owner)).json() as ItineraryItem[]).find((i) => i.id === item.id)!;
    expect(after).toMatchObject({ reservationId: null, reservation: null });
  });
});

describe("access", () => {
  it("viewers read but cannot write (403); strangers get 404 everywhere; no session is 401", async () => {
    const item = await addCity({ startDate: "2026-06-02", locationId: lisbon.id });
    const city = { title: "Stay", startDate: "2026-06-02", locationId: lisbon.id };
    const event = { title: "Dinner", startDate: "2026-06-02" };

    expect((await call("GET", `/api/trips/${trip.id}/itinerary`, viewer)).statusCode).toBe(200);
    expect((await call("POST", `/api/trips/${trip.id}/itinerary`, viewer, city)).statusCode).toBe(403);
    expect((await call("POST", `/api/trips/${trip.id}/itinerary`, viewer, event)).statusCode).toBe(403);
    expect((await call("PUT", `/api/itinerary/${item.id}`, viewer, { title: "x" })).statusCode).toBe(403);
    expect((await call("DELETE", `/api/itinerary/${item.id}`, viewer)).statusCode).toBe(403);

    for (const res of await Promise.all([
      call("GET", `/api/trips/${trip.id}/itinerary`, stranger),
      call("POST", `/api/trips/${trip.id}/itinerary`, stranger, event),
      call("PUT", `/api/itinerary/${item.id}`, stranger, { title: "x" }),
      call("DELETE", `/api/itinerary/${item.id}`, stranger),
      call("PUT", `/api/itinerary/${randomUUID()}`, owner, { title: "x" }),
      call("DELETE", `/api/itinerary/not-a-uuid`, owner),
      call("GET", `/api/trips/not-a-uuid/itinerary`, owner),
    ])) {
      expect(res.statusCode).toBe(404);
    }

    for (const res of await Promise.all([
      call("GET", `/api/trips/${trip.id}/itinerary`),
      call("POST", `/api/trips/${trip.id}/itinerary`, undefined, {}),
      call("PUT", `/api/itinerary/${item.id}`, undefined, { title: "x" }),
      call("DELETE", `/api/itinerary/${item.id}`),
    ])) {
      expect(res.statusCode).toBe(401);
    }
    const unchanged = await sqlRows<{ title: string }>(t.database, sql`select title from itinerary_items where id = ${item.id}`);
    expect(unchanged[0]!.title).toBe("Stay");
  });
});
