// API tests for reservations: the access table, every validation rule with
// the product description's messages, defaults and stored shapes, edits, deletes, cascades
// and per-user ratings.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Reservation } from "@shared/reservations";
import type { Role, Trip } from "@shared/trips";
import { createTestApp, sqlRows, type SignedUp, type TestApp, addTripMember, request, ISO_TIMESTAMP, signUpRoleUsers, createTestTrip } from "../test/test-app";

let t: TestApp;
let admin: SignedUp;
let editor: SignedUp;
let viewer: SignedUp;
let stranger: SignedUp;
let trip: Trip;

const REQUIRED = "Please fill in required fields";

const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, who?: SignedUp, payload?: unknown) =>
  request(t.app, method, url, who, payload);

const addMember = (tripId: string, who: SignedUp, role: Role) => addTripMember(t.database, tripId, who.user.id, role);

const newTrip = (who: SignedUp = admin) => createTestTrip(t.app, who, { name: "Italy" });

async function create(body: Record<string, unknown>, tripId = trip.id, who: SignedUp = admin): Promise<Reservation> {
  const res = await call("POST", `/api/trips/${tripId}/reservations`, who, {
    name: "Hotel Roma",
    reservationDate: "2026-06-01",
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, editor, viewer, stranger] = await signUpRoleUsers(t.app);
  trip = await newTrip();
  await addMember(trip.id, editor, "editor");
  await addMember(trip.id, viewer, "viewer");
});
afterAll(async () => {
  await t.close();
});

describe("POST /api/trips/:tripId/reservations", () => {
  it("stores every field and returns it with exact money and ISO timestamps", async () => {
    // Every field but the name (trimmed) and the review figures (numbers) comes back as sent.
    const asSent = {
      description: "Near the Pantheon",
      type: "hotel",
      status: "pending",
      reservationDate: "2026-06-01",
      reservationTime: "15:30",
      endDate: "2026-06-04",
      confirmationNumber: "ABC123",
      cost: "1234567890.10",
      notes: "Late check-in",
      address: "Piazza della Rotonda 1",
      openingHours: "24h",
      location: { city: "Rome", country: "Italy" },
    };
    const r = await create({ ...asSent, name: "  Hotel Roma  ", reviewRating: "4.5", reviewCount: "1200" });
    expect(r).toMatchObject({
      ...asSent,
      tripId: trip.id,
      name: "Hotel Roma",
      reviewRating: 4.5,
      reviewCount: 1200,
      userRating: null,
    });
    expect(r.createdAt).toMatch(ISO_TIMESTAMP);
    expect(r.updatedAt).toMatch(ISO_TIMESTAMP);
    const [row] = await sqlRows<Record<string, unknown>>(
      t.database,
      sql`select cost::text as cost, review_rating::text as rr, location_city, location_country, created_by from reservations where id = ${r.id}`,
    );
    expect(row).toEqual({ cost: "1234567890.10", rr: "4.50", location_city: "Rome", location_country: "Italy", created_by: admin.user.id });
  });

  it("defaults to hotel and confirmed and stores empty optionals as null", async () => {
    const r = await create({
      description: "",
      reservationTime: "",
      endDate: "",
      confirmationNumber: " ",
      cost: "",
      notes: "",
      address: "",
      reviewRating: "",
      reviewCount: "",
      openingHours: "",
      location: { city: "", country: "" },
    });
    expect(r).toMatchObject({
      type: "hotel",
      status: "confirmed",
      description: null,
      reservationTime: null,
      endDate: null,
      confirmationNumber: null,
      cost: null,
      notes: null,
      address: null,
      reviewRating: null,
      reviewCount: null,
      openingHours: null,
      location: null,
    });
    const minimal = await create({ name: "Bare" });
    expect(minimal).toMatchObject({ type: "hotel", status: "confirmed", cost: null, location: null });
  });

  it("accepts every type, including other, and numbers for cost and reviews", async () => {
    for (const type of ["hotel", "restaurant", "attraction", "transport", "other"]) {
      const r = await create({ type, cost: 12.5, reviewRating: 0, reviewCount: 0 });
      expect(r).toMatchObject({ type, cost: "12.50", reviewRating: 0, reviewCount: 0 });
    }
    expect((await create({ reviewRating: 5 })).reviewRating).toBe(5);
  });

  it("requires name and reservationDate with the product description's message, each named", async () => {
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ reservationDate: "2026-06-01" }, { name: REQUIRED }],
      [{ name: "   ", reservationDate: "2026-06-01" }, { name: REQUIRED }],
      [{ name: null, reservationDate: "2026-06-01" }, { name: REQUIRED }],
      [{ name: "X" }, { reservationDate: REQUIRED }],
      [{ name: "X", reservationDate: "" }, { reservationDate: REQUIRED }],
      [{}, { name: REQUIRED, reservationDate: REQUIRED }],
    ];
    for (const [body, fields] of cases) {
      const res = await call("POST", `/api/trips/${trip.id}/reservations`, admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ message: REQUIRED, code: "bad_request", fields });
    }
  });

  it("rejects each bad field with a 400 naming it", async () => {
    const cases: Array<[Record<string, unknown>, string, string | RegExp]> = [
      [{ reservationDate: "2026-02-30" }, "reservationDate", "Date must be YYYY-MM-DD"],
      [{ reservationDate: "01/06/2026" }, "reservationDate", "Date must be YYYY-MM-DD"],
      [{ endDate: "June" }, "endDate", "Date must be YYYY-MM-DD"],
      [{ endDate: "2026-05-31" }, "endDate", "End date must be on or after the reservation date"],
      [{ reservationTime: "3pm" }, "reservationTime", "Time must be HH:mm"],
      [{ reservationTime: "24:00" }, "reservationTime", "Time must be HH:mm"],
      [{ reservationTime: "9:30" }, "reservationTime", "Time must be HH:mm"],
      [{ type: "spa" }, "type", /^Type must be one of hotel, flight, restaurant, attraction, transport, other, train, bus, ferry, cruise, car_rental, taxi, bicycle, tour, event, activity$/],
      [{ status: "booked" }, "status", /^Status must be one of confirmed, pending, cancelled$/],
      [{ cost: "-1" }, "cost", /^Cost must be a number of at least 0/],
      [{ cost: "12.345" }, "cost", /^Cost must be/],
      [{ cost: "abc" }, "cost", /^Cost must be/],
      [{ cost: -5 }, "cost", /^Cost must be/],
      [{ cost: true }, "cost", /^Cost must be/],
      [{ reviewRating: "5.1" }, "reviewRating", "Review rating must be a number from 0 to 5"],
      [{ reviewRating: -0.5 }, "reviewRating", "Review rating must be a number from 0 to 5"],
      [{ reviewRating: "good" }, "reviewRating", "Review rating must be a number from 0 to 5"],
      [{ reviewCount: "12.5" }, "reviewCount", "Review count must be a whole number of at least 0"],
      [{ reviewCount: -1 }, "reviewCount", "Review count must be a whole number of at least 0"],
      [{ reviewCount: 1e12 }, "reviewCount", "Review count must be a whole number of at least 0"],
      [{ name: "x".repeat(201) }, "name", "Name must be at most 200 characters"],
      [{ notes: 5 }, "notes", "Notes must be text"],
      [{ location: "Rome" }, "location", "Location must be {city, country}"],
    ];
    for (const [body, field, message] of cases) {
      const res = await call("POST", `/api/trips/${trip.id}/reservations`, admin, {
        name: "X",
        reservationDate: "2026-06-01",
        ...body,
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const json = res.json();
      expect(Object.keys(json.fields), JSON.stringify(body)).toEqual([field]);
      expect(json.fields[field]).toMatch(message);
    }
    // A one-day reservation may end on its own date.
    expect((await create({ endDate: "2026-06-01" })).endDate).toBe("2026-06-01");
  });
});

describe("GET /api/trips/:tripId/reservations", () => {
  it("lists only this trip's reservations in date and time order", async () => {
    const other = await newTrip();
    await addMember(other.id, editor, "editor");
    const late = await create({ name: "Dinner", type: "restaurant", reservationDate: "2026-07-02", reservationTime: "20:00" }, other.id);
    const early = await create({ name: "Lunch", type: "restaurant", reservationDate: "2026-07-02", reservationTime: "12:00" }, other.id);
    const first = await create({ name: "Flight", type: "transport", reservationDate: "2026-07-01" }, other.id);
    const res = await call("GET", `/api/trips/${other.id}/reservations`, editor);
    expect(res.statusCode).toBe(200);
    expect((res.json() as Reservation[]).map((r) => r.id)).toEqual([first.id, early.id, late.id]);
  });

  it("returns an empty list for a trip without reservations", async () => {
    const empty = await newTrip();
    const res = await call("GET", `/api/trips/${empty.id}/reservations`, admin);
    expect(res.json()).toEqual([]);
  });
});

describe("PATCH /api/reservations/:id", () => {
  it("edits any field and leaves the others alone", async () => {
    const r = await create({ cost: "10.00", notes: "keep", location: { city: "Rome", country: "Italy" } });
    const res = await call("PATCH", `/api/reservations/${r.id}`, editor, {
      name: "Hotel Milano",
      cost: "99.99",
      status: "cancelled",
      type: "other",
      location: { city: "Milan", country: "Italy" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: "Hotel Milano",
      cost: "99.99",
      status: "cancelled",
      type: "other",
      notes: "keep",
      reservationDate: "2026-06-01",
      location: { city: "Milan", country: "Italy" },
    });
    expect(Date.parse(res.json().updatedAt)).toBeGreaterThanOrEqual(Date.parse(r.updatedAt));
  });

  it("changes the status alone", async () => {
    const r = await create({});
    for (const status of ["pending", "cancelled", "confirmed"]) {
      const res = await call("PATCH", `/api/reservations/${r.id}`, admin, { status });
      expect(res.json().status).toBe(status);
    }
  });

  it("clears optionals with empty values", async () => {
    const r = await create({ cost: "5", notes: "x", endDate: "2026-06-03", location: { city: "Rome" } });
    const res = await call("PATCH", `/api/reservations/${r.id}`, admin, { cost: "", notes: null, endDate: "", location: null });
    expect(res.json()).toMatchObject({ cost: null, notes: null, endDate: null, location: null });
  });

  it("refuses to empty a required field", async () => {
    const r = await create({});
    for (const [body, field] of [
      [{ name: "" }, "name"],
      [{ reservationDate: null }, "reservationDate"],
    ] as const) {
      const res = await call("PATCH", `/api/reservations/${r.id}`, admin, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ [field]: REQUIRED });
    }
  });

  it("checks the date order against the stored other date", async () => {
    const r = await create({ reservationDate: "2026-06-10", endDate: "2026-06-12" });
    let res = await call("PATCH", `/api/reservations/${r.id}`, admin, { endDate: "2026-06-09" });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ endDate: "End date must be on or after the reservation date" });
    res = await call("PATCH", `/api/reservations/${r.id}`, admin, { reservationDate: "2026-06-13" });
    expect(res.statusCode).toBe(400);
    res = await call("PATCH", `/api/reservations/${r.id}`, admin, { reservationDate: "2026-06-12" });
    expect(res.statusCode).toBe(200);
    const [row] = await sqlRows(t.database, sql`select reservation_date::text as d, end_date::text as e from reservations where id = ${r.id}`);
    expect(row).toEqual({ d: "2026-06-12", e: "2026-06-12" });
  });

  it("validates like create", async () => {
    const r = await create({});
    const res = await call("PATCH", `/api/reservations/${r.id}`, admin, { cost: "1.001", reviewCount: 2.5 });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(["cost", "reviewCount"]);
  });
});

describe("DELETE /api/reservations/:id", () => {
  it("deletes the reservation and its ratings", async () => {
    const r = await create({});
    await call("PATCH", `/api/reservations/${r.id}/rating`, viewer, { rating: 4 });
    const res = await call("DELETE", `/api/reservations/${r.id}`, editor);
    expect(res.statusCode).toBe(204);
    expect(await sqlRows(t.database, sql`select 1 from reservations where id = ${r.id}`)).toEqual([]);
    expect(await sqlRows(t.database, sql`select 1 from reservation_ratings where reservation_id = ${r.id}`)).toEqual([]);
    expect((await call("DELETE", `/api/reservations/${r.id}`, editor)).statusCode).toBe(404);
  });

  it("goes with its trip", async () => {
    const doomed = await newTrip();
    const r = await create({}, doomed.id);
    expect((await call("DELETE", `/api/trips/${doomed.id}`, admin)).statusCode).toBe(204);
    expect(await sqlRows(t.database, sql`select 1 from reservations where id = ${r.id}`)).toEqual([]);
  });
});

describe("PATCH /api/reservations/:id/rating", () => {
  it("keeps one rating per user and returns the caller's own", async () => {
    const r = await create({ name: "Rated" });
    let res = await call("PATCH", `/api/reservations/${r.id}/rating`, viewer, { rating: 4 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: r.id, userRating: 4 });
    res = await call("PATCH", `/api/reservations/${r.id}/rating`, editor, { rating: 2 });
    expect(res.json().userRating).toBe(2);
    // Changing one's rating replaces it.
    res = await call("PATCH", `/api/reservations/${r.id}/rating`, viewer, { rating: 5 });
    expect(res.json().userRating).toBe(5);

    const ratingIn = async (who: SignedUp) =>
      ((await call("GET", `/api/trips/${trip.id}/reservations`, who)).json() as Reservation[]).find((x) => x.id === r.id)!
        .userRating;
    expect(await ratingIn(viewer)).toBe(5);
    expect(await ratingIn(editor)).toBe(2);
    expect(await ratingIn(admin)).toBeNull();

    // Clearing removes only the caller's rating.
    res = await call("PATCH", `/api/reservations/${r.id}/rating`, viewer, { rating: null });
    expect(res.json().userRating).toBeNull();
    expect(await ratingIn(viewer)).toBeNull();
    expect(await ratingIn(editor)).toBe(2);
    const rows = await sqlRows(t.database, sql`select user_id, rating from reservation_ratings where reservation_id = ${r.id}`);
    expect(rows).toEqual([{ user_id: editor.user.id, rating: 2 }]);
    // Clearing again is harmless.
    expect((await call("PATCH", `/api/reservations/${r.id}/rating`, viewer, { rating: null })).statusCode).toBe(200);
  });

  it("answers 400 for ratings out of range or not whole", async () => {
    const r = await create({});
    for (const rating of [0, 6, -1, 3.5, "4", true]) {
      const res = await call("PATCH", `/api/reservations/${r.id}/rating`, viewer, { rating });
      expect(res.statusCode, String(rating)).toBe(400);
      expect(res.json().fields).toEqual({ rating: "Rating must be a whole number from 1 to 5, or null to clear it" });
    }
    expect((await call("PATCH", `/api/reservations/${r.id}/rating`, viewer, {})).statusCode).toBe(400);
    expect(await sqlRows(t.database, sql`select 1 from reservation_ratings where reservation_id = ${r.id}`)).toEqual([]);
  });
});

describe("access", () => {
  it("lets every member read, editors and admins write, and any member rate", async () => {
    const r = await create({});
    for (const who of [admin, editor, viewer]) {
      expect((await call("GET", `/api/trips/${trip.id}/reservations`, who)).statusCode).toBe(200);
      expect((await call("PATCH", `/api/reservations/${r.id}/rating`, who, { rating: 3 })).statusCode).toBe(200);
    }
    for (const who of [admin, editor]) {
      expect((await create({ name: "ok" }, trip.id, who)).name).toBe("ok");
      expect((await call("PATCH", `/api/reservations/${r.id}`, who, { notes: "n" })).statusCode).toBe(200);
    }
    const other = await create({});
    expect((await call("DELETE", `/api/reservations/${other.id}`, editor)).statusCode).toBe(204);
  });

  it("forbids a viewer to add, edit or delete (403) and changes nothing", async () => {
    const r = await create({ name: "Untouched" });
    const cases = [
      call("POST", `/api/trips/${trip.id}/reservations`, viewer, { name: "V", reservationDate: "2026-06-01" }),
      call("PATCH", `/api/reservations/${r.id}`, viewer, { name: "Changed" }),
      call("DELETE", `/api/reservations/${r.id}`, viewer),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: "You do not have permission to do this", code: "forbidden" });
    }
    const [row] = await sqlRows(t.database, sql`select name from reservations where id = ${r.id}`);
    expect(row).toEqual({ name: "Untouched" });
    expect(await sqlRows(t.database, sql`select 1 from reservations where name = 'V'`)).toEqual([]);
  });

  it("answers 404 to a non-member on every route, without revealing the reservation", async () => {
    const r = await create({});
    const cases = [
      call("GET", `/api/trips/${trip.id}/reservations`, stranger),
      call("POST", `/api/trips/${trip.id}/reservations`, stranger, { name: "S", reservationDate: "2026-06-01" }),
      call("PATCH", `/api/reservations/${r.id}`, stranger, { name: "S" }),
      call("DELETE", `/api/reservations/${r.id}`, stranger),
      call("PATCH", `/api/reservations/${r.id}/rating`, stranger, { rating: 1 }),
    ];
    for (const res of await Promise.all(cases)) expect(res.statusCode).toBe(404);
    expect(await sqlRows(t.database, sql`select 1 from reservation_ratings where user_id = ${stranger.user.id}`)).toEqual([]);
    expect(await sqlRows(t.database, sql`select 1 from reservations where id = ${r.id}`)).toHaveLength(1);
  });

  it("answers 404 for unknown and malformed ids", async () => {
    for (const id of [randomUUID(), "not-a-uuid", "1"]) {
      expect((await call("GET", `/api/trips/${id}/reservations`, admin)).statusCode).toBe(404);
      expect((await call("PATCH", `/api/reservations/${id}`, admin, { name: "x" })).statusCode).toBe(404);
      expect((await call("DELETE", `/api/reservations/${id}`, admin)).statusCode).toBe(404);
      expect((await call("PATCH", `/api/reservations/${id}/rating`, admin, { rating: 1 })).statusCode).toBe(404);
    }
  });

  it("answers 401 when signed out, before looking at the body", async () => {
    const r = await create({});
    const cases = [
      call("GET", `/api/trips/${trip.id}/reservations`),
      call("POST", `/api/trips/${trip.id}/reservations`, undefined, { name: "x", reservationDate: "2026-06-01" }),
      call("POST", `/api/trips/${trip.id}/reservations`, undefined, {}),
      call("PATCH", `/api/reservations/${r.id}`, undefined, { name: "x" }),
      call("DELETE", `/api/reservations/${r.id}`),
      call("PATCH", `/api/reservations/${r.id}/rating`, undefined, { rating: 9 }),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: "Unauthorized", code: "unauthorized" });
    }
  });
});
