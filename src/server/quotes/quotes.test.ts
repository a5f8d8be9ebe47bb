// API tests for price quotes with the offline estimator: access per role,
// the docs/product/quotes.md search rules and minimums, saved quotes (defaults, metadata,
// delete), and Book: reservation + budget realized in one transaction, 409
// on a second (or concurrent) Book, nothing left behind when it fails.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CURRENCY_CODE_MESSAGE } from "@shared/currency-codes";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Role, Trip } from "@shared/trips";
import type { Reservation } from "@shared/reservations";
import type { BudgetAllocation } from "@shared/budget";
import type { Expense } from "@shared/expenses";
import {
  AI_PROVIDER,
  CHECKOUT_NOT_AFTER_CHECKIN,
  DATE_FORMAT,
  ESTIMATE_PROVIDER,
  MISSING_FIELDS,
  RETURN_BEFORE_DEPARTURE,
  type FlightQuote,
  type HotelQuote,
  type SavedFlight,
  type SavedHotel,
} from "@shared/quotes";
import { createTestApp, sqlRows, type SignedUp, type TestApp, addTripMember, request, ISO_TIMESTAMP, signUpRoleUsers, createTestTrip } from "../test/test-app";
import { englishError } from "@shared/i18n/english-errors";

let t: TestApp;
let owner: SignedUp;
let editor: SignedUp;
let viewer: SignedUp;
let stranger: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  [owner, editor, viewer, stranger] = await signUpRoleUsers(t.app);
});
afterAll(async () => {
  await t.close();
});

const call = (method: "GET" | "POST" | "DELETE", url: string, who?: SignedUp, payload?: unknown) =>
  request(t.app, method, url, who, payload);

const createTrip = (body: Record<string, unknown> = {}) => createTestTrip(t.app, owner, { name: "Quotes trip", ...body });

const addMember = (tripId: string, who: SignedUp, role: Role) => addTripMember(t.database, tripId, who.user.id, role);

function expect400(res: Awaited<ReturnType<typeof call>>, fields: Record<string, string | RegExp>) {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json();
  expect(body.code).toBe("bad_request");
  expect(Object.keys(body.fields).sort()).toEqual(Object.keys(fields).sort());
  for (const [field, message] of Object.entries(fields)) {
    if (typeof message === "string") expect(body.fields[field]).toBe(message);
    else expect(body.fields[field]).toMatch(message);
  }
}

const FLIGHT_SEARCH = { origin: "JFK", destination: "LHR", departureDate: "2027-06-01", returnDate: "2027-06-10", passengers: 2 };
const HOTEL_SEARCH = { location: "Lisbon, Portugal", checkInDate: "2027-06-01", checkOutDate: "2027-06-04", guests: 2, rooms: 1 };

async function searchFlights(tripId: string, body: Record<string, unknown> = FLIGHT_SEARCH): Promise<FlightQuote[]> {
  const res = await call("POST", `/api/trips/${tripId}/quotes/flights/search`, owner, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().quotes;
}

async function searchHotels(tripId: string, body: Record<string, unknown> = HOTEL_SEARCH): Promise<HotelQuote[]> {
  const res = await call("POST", `/api/trips/${tripId}/quotes/hotels/search`, owner, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().quotes;
}

function flightToSave(q: FlightQuote, search: Record<string, unknown> = FLIGHT_SEARCH) {
  return {
    ...search,
    cabinClass: q.cabinClass,
    price: q.price,
    currency: q.currency,
    airline: q.airline,
    directFlight: q.directFlight,
    provider: q.provider,
    metadata: q,
  };
}

async function saveFlight(tripId: string, body: Record<string, unknown>, who: SignedUp = owner): Promise<SavedFlight> {
  const res = await call("POST", `/api/trips/${tripId}/quotes/flights`, who, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function saveHotel(tripId: string, body: Record<string, unknown>, who: SignedUp = owner): Promise<SavedHotel> {
  const res = await call("POST", `/api/trips/${tripId}/quotes/hotels`, who, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const SIMPLE_FLIGHT = { origin: "Lisbon", destination: "Porto", departureDate: "2027-06-01", price: "120.10" };
const SIMPLE_HOTEL = {
  hotelName: "Upscale hotel (estimate)",
  location: "Porto, Portugal",
  checkInDate: "2027-06-01",
  checkOutDate: "2027-06-03",
  guests: 2,
  rooms: 1,
  price: "480.20",
  pricePerNight: "240.10",
};

async function allocations(tripId: string): Promise<BudgetAllocation[]> {
  const res = await call("GET", `/api/trips/${tripId}/budget`, owner);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function counts(tripId: string) {
  const [row] = await sqlRows<{ reservations: number; allocations: number; booked: number; expenses: number }>(
    t.database,
    sql`select
      (select count(*)::int from reservations where trip_id = ${tripId}) as reservations,
      (select count(*)::int from expenses where trip_id = ${tripId}) as expenses,
      (select count(*)::int from budget_allocations where trip_id = ${tripId}) as allocations,
      (select count(*)::int from flight_quotes where trip_id = ${tripId} and booked_reservation_id is not null)
      + (select count(*)::int from hotel_quotes where trip_id = ${tripId} and booked_reservation_id is not null) as booked`,
  );
  return row!;
}

describe("access", () => {
  let trip: Trip;
  let flightId: string;
  let hotelId: string;
  beforeAll(async () => {
    trip = await createTrip();
    await addMember(trip.id, editor, "editor");
    await addMember(trip.id, viewer, "viewer");
    flightId = (await saveFlight(trip.id, SIMPLE_FLIGHT)).id;
    hotelId = (await saveHotel(trip.id, SIMPLE_HOTEL)).id;
  });

  const writes = () =>
    [
      ["POST", `/api/trips/${trip.id}/quotes/flights/search`, FLIGHT_SEARCH],
      ["POST", `/api/trips/${trip.id}/quotes/hotels/search`, HOTEL_SEARCH],
      ["POST", `/api/trips/${trip.id}/quotes/flights`, SIMPLE_FLIGHT],
      ["POST", `/api/trips/${trip.id}/quotes/hotels`, SIMPLE_HOTEL],
      ["POST", `/api/trips/${trip.id}/quotes/flights/${flightId}/book`, undefined],
      ["POST", `/api/trips/${trip.id}/quotes/hotels/${hotelId}/book`, undefined],
      ["DELETE", `/api/trips/${trip.id}/quotes/flights/${flightId}`, undefined],
      ["DELETE", `/api/trips/${trip.id}/quotes/hotels/${hotelId}`, undefined],
    ] as const;
  const reads = () => [`/api/trips/${trip.id}/quotes/flights`, `/api/trips/${trip.id}/quotes/hotels`];

  it("answers 401 signed out and 404 to a non-member on every route", async () => {
    for (const [method, url, body] of writes()) {
      expect((await call(method, url, undefined, body)).statusCode, url).toBe(401);
      expect((await call(method, url, stranger, body)).statusCode, url).toBe(404);
    }
    for (const url of reads()) {
      expect((await call("GET", url)).statusCode).toBe(401);
      expect((await call("GET", url, stranger)).statusCode).toBe(404);
    }
  });

  it("lets a viewer see saved quotes but not search, save, book or delete (403)", async () => {
    for (const url of reads()) {
      const res = await call("GET", url, viewer);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toHaveLength(1);
    }
    for (const [method, url, body] of writes()) {
      const res = await call(method, url, viewer, body);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe("forbidden");
    }
    expect(await counts(trip.id)).toEqual({ reservations: 0, allocations: 0, booked: 0, expenses: 0 });
  });

  it("lets an editor search, save, book and delete", async () => {
    for (const [method, url, body] of writes()) {
      const res = await call(method, url, editor, body);
      expect(res.statusCode, `${url} ${res.body}`).toBeLessThan(300);
    }
    expect(await counts(trip.id)).toMatchObject({ reservations: 2, allocations: 0, expenses: 2 });
  });

  it("answers 404 for a quote of another trip, an unknown id or a malformed id", async () => {
    const other = await createTrip();
    const foreign = await saveFlight(other.id, SIMPLE_FLIGHT);
    for (const id of [foreign.id, randomUUID(), "not-a-uuid"]) {
      expect((await call("DELETE", `/api/trips/${trip.id}/quotes/flights/${id}`, owner)).statusCode).toBe(404);
      expect((await call("POST", `/api/trips/${trip.id}/quotes/flights/${id}/book`, owner)).statusCode).toBe(404);
      expect((await call("DELETE", `/api/trips/${trip.id}/quotes/hotels/${id}`, owner)).statusCode).toBe(404);
      expect((await call("POST", `/api/trips/${trip.id}/quotes/hotels/${id}/book`, owner)).statusCode).toBe(404);
    }
    expect((await call("GET", `/api/trips/not-a-uuid/quotes/flights`, owner)).statusCode).toBe(404);
    expect(await counts(other.id)).toMatchObject({ reservations: 0, booked: 0 });
  });
});

describe("flight search (docs/product/quotes.md)", () => {
  let trip: Trip;
  beforeAll(async () => {
    trip = await createTrip();
  });
  const search = (body: unknown) => call("POST", `/api/trips/${trip.id}/quotes/flights/search`, owner, body);

  it("returns estimator quotes in the docs/product/quotes.md shape, labelled as estimates", async () => {
    const quotes = await searchFlights(trip.id);
    expect(quotes.length).toBeGreaterThanOrEqual(2);
    for (const q of quotes) {
      expect(Object.keys(q)).toEqual(
        expect.arrayContaining(["airline", "duration", "departureTime", "arrivalTime", "stops", "cabinClass", "price", "currency", "directFlight"]),
      );
      expect(q.provider).toBe(ESTIMATE_PROVIDER);
      expect(q.airline).toBe("Estimated fare (any airline)");
      expect(q.price).toMatch(/^\d+\.\d{2}$/);
      expect(q.currency).toBe("USD");
      expect(q.cabinClass).toBe("economy");
      expect(q.duration).toMatch(/^\d+h \d{2}m$/);
      expect(q.directFlight).toBe(q.stops === 0);
    }
  });

  it("names every missing field with the product description's message", async () => {
    expect400(await search({}), { origin: englishError(MISSING_FIELDS), destination: englishError(MISSING_FIELDS), departureDate: englishError(MISSING_FIELDS) });
    expect400(await search({ ...FLIGHT_SEARCH, origin: "  ", departureDate: "" }), {
      origin: englishError(MISSING_FIELDS),
      departureDate: englishError(MISSING_FIELDS),
    });
  });

  it("checks the date format and that the return is not before the departure", async () => {
    expect400(await search({ ...FLIGHT_SEARCH, departureDate: "01/06/2027" }), { departureDate: englishError(DATE_FORMAT) });
    expect400(await search({ ...FLIGHT_SEARCH, returnDate: "2027-02-30" }), { returnDate: englishError(DATE_FORMAT) });
    expect400(await search({ ...FLIGHT_SEARCH, returnDate: "2027-05-31" }), { returnDate: englishError(RETURN_BEFORE_DEPARTURE) });
    // Same day is fine, and an empty return means one way.
    expect((await search({ ...FLIGHT_SEARCH, returnDate: "2027-06-01" })).statusCode).toBe(200);
    expect((await search({ ...FLIGHT_SEARCH, returnDate: "" })).statusCode).toBe(200);
  });

  it("falls back to 1 passenger for a missing or empty count and refuses any other that is not 1 to 9", async () => {
    const one = await searchFlights(trip.id, { ...FLIGHT_SEARCH, passengers: 1 });
    const three = await searchFlights(trip.id, { ...FLIGHT_SEARCH, passengers: "3" });
    expect(Number(three[0]!.price)).toBeCloseTo(Number(one[0]!.price) * 3, 1);
    for (const passengers of [undefined, "", null]) {
      const quotes = await searchFlights(trip.id, { ...FLIGHT_SEARCH, passengers });
      expect(quotes[0]!.price, String(passengers)).toBe(one[0]!.price);
    }
    for (const passengers of [0, -1, -2, "abc", "1e3", 2.5, [], {}]) {
      expect400(await search({ ...FLIGHT_SEARCH, passengers }), { passengers: "Passengers must be a whole number from 1 to 9" });
    }
    expect400(await search({ ...FLIGHT_SEARCH, passengers: 10 }), { passengers: "Passengers must be at most 9" });
  });

  it("defaults the cabin to economy, prices other cabins higher and refuses unknown ones", async () => {
    const economy = await searchFlights(trip.id, { ...FLIGHT_SEARCH, cabinClass: "" });
    const business = await searchFlights(trip.id, { ...FLIGHT_SEARCH, cabinClass: "business" });
    expect(economy[0]!.cabinClass).toBe("economy");
    expect(business[0]!.cabinClass).toBe("business");
    expect(Number(business[0]!.price)).toBeGreaterThan(Number(economy[0]!.price) * 3);
    expect400(await search({ ...FLIGHT_SEARCH, cabinClass: "luxury" }), { cabinClass: /Cabin class must be one of/ });
  });

  it("answers an unknown place with a 400 naming the field and the place", async () => {
    const res = await search({ ...FLIGHT_SEARCH, destination: "Qwertyvale" });
    expect400(res, { destination: /"Qwertyvale"/ });
    expect(res.json().message).toContain("Qwertyvale");
  });

  it("gives prices in the trip currency", async () => {
    const eur = await createTrip({ currency: "EUR" });
    const quotes = await searchFlights(eur.id);
    expect(quotes.every((q) => q.currency === "EUR")).toBe(true);
  });
});

describe("hotel search (docs/product/quotes.md)", () => {
  let trip: Trip;
  beforeAll(async () => {
    trip = await createTrip();
  });
  const search = (body: unknown) => call("POST", `/api/trips/${trip.id}/quotes/hotels/search`, owner, body);

  it("returns one estimate per class in the docs/product/quotes.md shape", async () => {
    const quotes = await searchHotels(trip.id);
    expect(quotes.map((q) => q.hotelName)).toEqual([
      "Budget hotel (estimate)",
      "Midscale hotel (estimate)",
      "Upscale hotel (estimate)",
      "Luxury hotel (estimate)",
    ]);
    for (const q of quotes) {
      expect(q.provider).toBe(ESTIMATE_PROVIDER);
      expect(q.price).toBe((Number(q.pricePerNight) * 3).toFixed(2));
      expect(q.amenities.length).toBeGreaterThan(0);
      expect(q.address).toContain("Lisbon");
    }
  });

  it("names every missing field and checks the dates", async () => {
    expect400(await search({}), { location: englishError(MISSING_FIELDS), checkInDate: englishError(MISSING_FIELDS), checkOutDate: englishError(MISSING_FIELDS) });
    expect400(await search({ ...HOTEL_SEARCH, checkOutDate: "2027-06-01" }), { checkOutDate: englishError(CHECKOUT_NOT_AFTER_CHECKIN) });
    expect400(await search({ ...HOTEL_SEARCH, checkOutDate: "2027-05-30" }), { checkOutDate: englishError(CHECKOUT_NOT_AFTER_CHECKIN) });
    expect400(await search({ ...HOTEL_SEARCH, checkInDate: "June 1" }), { checkInDate: englishError(DATE_FORMAT) });
    expect400(await search({ ...HOTEL_SEARCH, location: "Qwertyvale" }), { location: /"Qwertyvale"/ });
  });

  it("falls back to 1 guest and 1 room, and prices rooms", async () => {
    const base = await searchHotels(trip.id, { ...HOTEL_SEARCH, guests: 1, rooms: 1 });
    const fallback = await searchHotels(trip.id, { ...HOTEL_SEARCH, guests: "", rooms: "" });
    expect(fallback.map((q) => q.price)).toEqual(base.map((q) => q.price));
    const twoRooms = await searchHotels(trip.id, { ...HOTEL_SEARCH, guests: 2, rooms: 2 });
    expect(twoRooms[0]!.price).toBe((Number(base[0]!.price) * 2).toFixed(2));
    expect400(await search({ ...HOTEL_SEARCH, rooms: 11 }), { rooms: "Rooms must be at most 10" });
  });
});

describe("saved quotes", () => {
  it("saves a flight with the whole result in metadata, currency USD and provider AI Generated by default", async () => {
    const trip = await createTrip();
    const [quote] = await searchFlights(trip.id);
    const saved = await saveFlight(trip.id, flightToSave(quote!));
    expect(saved).toMatchObject({
      tripId: trip.id,
      origin: "JFK",
      destination: "LHR",
      departureDate: "2027-06-01",
      returnDate: "2027-06-10",
      passengers: 2,
      cabinClass: "economy",
      price: quote!.price,
      currency: "USD",
      airline: "Estimated fare (any airline)",
      directFlight: true,
      provider: ESTIMATE_PROVIDER,
      metadata: quote,
      bookedReservationId: null,
    });
    expect(saved.createdAt).toMatch(ISO_TIMESTAMP);
    const [row] = await sqlRows<{ metadata: unknown; price: string }>(
      t.database,
      sql`select metadata, price::text as price from flight_quotes where id = ${saved.id}`,
    );
    expect(row!.metadata).toEqual(quote);

    const bare = await saveFlight(trip.id, { ...SIMPLE_FLIGHT, currency: "" });
    expect(bare).toMatchObject({
      currency: "USD",
      provider: AI_PROVIDER,
      cabinClass: "economy",
      passengers: 1,
      airline: null,
      directFlight: false,
      metadata: {},
      returnDate: null,
      price: "120.10",
    });

    const list = await call("GET", `/api/trips/${trip.id}/quotes/flights`, owner);
    expect(list.json().map((q: SavedFlight) => q.id)).toEqual([bare.id, saved.id]);
  });

  it("saves a hotel with amenities, rating and per-night price", async () => {
    const trip = await createTrip();
    const [quote] = await searchHotels(trip.id);
    const saved = await saveHotel(trip.id, { ...HOTEL_SEARCH, ...quote, metadata: quote });
    expect(saved).toMatchObject({
      hotelName: quote!.hotelName,
      location: "Lisbon, Portugal",
      checkInDate: "2027-06-01",
      checkOutDate: "2027-06-04",
      guests: 2,
      rooms: 1,
      price: quote!.price,
      pricePerNight: quote!.pricePerNight,
      rating: 2,
      amenities: quote!.amenities,
      provider: ESTIMATE_PROVIDER,
      metadata: quote,
    });
    const bare = await saveHotel(trip.id, { ...SIMPLE_HOTEL, pricePerNight: null, guests: "", rooms: null });
    expect(bare).toMatchObject({ pricePerNight: null, rating: null, amenities: [], guests: 1, rooms: 1, currency: "USD" });
  });

  it("validates the saved-quote fields", async () => {
    const trip = await createTrip();
    const post = (kind: string, body: unknown) => call("POST", `/api/trips/${trip.id}/quotes/${kind}`, owner, body);
    expect400(await post("flights", {}), {
      origin: englishError(MISSING_FIELDS),
      destination: englishError(MISSING_FIELDS),
      departureDate: englishError(MISSING_FIELDS),
      price: /./,
    });
    expect400(await post("flights", { ...SIMPLE_FLIGHT, price: "12.345" }), { price: /at most 2 decimal places/ });
    expect400(await post("flights", { ...SIMPLE_FLIGHT, price: -1 }), { price: /at least 0/ });
    expect400(await post("flights", { ...SIMPLE_FLIGHT, currency: "dollars" }), { currency: englishError(CURRENCY_CODE_MESSAGE) });
    // Three letters are not enough: "NaN" was stored as "NAN".
    expect400(await post("flights", { ...SIMPLE_FLIGHT, currency: "NaN" }), { currency: englishError(CURRENCY_CODE_MESSAGE) });
    expect400(await post("hotels", { ...SIMPLE_HOTEL, rooms: "1e3" }), { rooms: "Rooms must be a whole number from 1 to 10" });
    expect400(await post("hotels", { ...SIMPLE_HOTEL, guests: -1 }), { guests: "Guests must be a whole number from 1 to 30" });
    expect400(await post("flights", { ...SIMPLE_FLIGHT, provider: "Expedia" }), { provider: /Provider must be one of/ });
    expect400(await post("flights", { ...SIMPLE_FLIGHT, metadata: "x" }), { metadata: "Metadata must be a JSON object" });
    expect400(await post("flights", { ...SIMPLE_FLIGHT, metadata: { blob: "x".repeat(30_000) } }), { metadata: /at most/ });
    expect400(await post("flights", { ...SIMPLE_FLIGHT, returnDate: "2027-05-01" }), { returnDate: englishError(RETURN_BEFORE_DEPARTURE) });
    expect400(await post("hotels", { ...SIMPLE_HOTEL, checkOutDate: "2027-06-01" }), { checkOutDate: englishError(CHECKOUT_NOT_AFTER_CHECKIN) });
    expect400(await post("hotels", { ...SIMPLE_HOTEL, rating: 6 }), { rating: "Rating must be a number from 0 to 5" });
    expect400(await post("hotels", { ...SIMPLE_HOTEL, hotelName: "" }), { hotelName: englishError(MISSING_FIELDS) });
    const [n] = await sqlRows<{ n: number }>(
      t.database,
      sql`select (select count(*) from flight_quotes where trip_id = ${trip.id}) + (select count(*) from hotel_quotes where trip_id = ${trip.id}) as n`,
    );
    expect(Number(n!.n)).toBe(0);
  });

  it("deletes a quote (204, then 404) and keeps a booked quote's reservation", async () => {
    const trip = await createTrip();
    const q = await saveFlight(trip.id, SIMPLE_FLIGHT);
    const booked = await call("POST", `/api/trips/${trip.id}/quotes/flights/${q.id}/book`, owner);
    expect(booked.statusCode).toBe(201);
    expect((await call("DELETE", `/api/trips/${trip.id}/quotes/flights/${q.id}`, owner)).statusCode).toBe(204);
    expect((await call("DELETE", `/api/trips/${trip.id}/quotes/flights/${q.id}`, owner)).statusCode).toBe(404);
    expect((await call("GET", `/api/trips/${trip.id}/quotes/flights`, owner)).json()).toEqual([]);
    expect(await counts(trip.id)).toMatchObject({ reservations: 1 });
  });

  it("goes with its trip (cascade)", async () => {
    const trip = await createTrip();
    await saveFlight(trip.id, SIMPLE_FLIGHT);
    await saveHotel(trip.id, SIMPLE_HOTEL);
    expect((await call("DELETE", `/api/trips/${trip.id}`, owner)).statusCode).toBe(204);
    const [row] = await sqlRows<{ n: number }>(
      t.database,
      sql`select (select count(*) from flight_quotes where trip_id = ${trip.id}) + (select count(*) from hotel_quotes where trip_id = ${trip.id}) as n`,
    );
    expect(Number(row!.n)).toBe(0);
  });
});

/** The expenses a booking logged (docs/product/budget-and-expenses.md: the price counts once, as an expense paid by who booked). */
async function expenses(tripId: string): Promise<Expense[]> {
  const res = await call("GET", `/api/trips/${tripId}/expenses`, owner);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe("book", () => {
  it("books a flight: a flight reservation with dates, route and provider, and the price logged as an expense the booker paid", async () => {
    const trip = await createTrip();
    const [quote] = await searchFlights(trip.id);
    const saved = await saveFlight(trip.id, flightToSave(quote!));
    const res = await call("POST", `/api/trips/${trip.id}/quotes/flights/${saved.id}/book`, owner);
    expect(res.statusCode, res.body).toBe(201);
    const reservation: Reservation = res.json();
    expect(reservation).toMatchObject({
      tripId: trip.id,
      type: "flight",
      name: "Flight JFK → LHR",
      reservationDate: "2027-06-01",
      endDate: "2027-06-10",
      cost: quote!.price,
    });
    expect(reservation.description).toContain("JFK → LHR");
    expect(reservation.description).toContain("Estimated fare (any airline)");
    expect(reservation.description).toContain(ESTIMATE_PROVIDER);

    const list = await call("GET", `/api/trips/${trip.id}/reservations`, owner);
    expect(list.json().map((r: Reservation) => r.id)).toEqual([reservation.id]);
    // No typed amount is touched: the price is the logged expense.
    expect(await counts(trip.id)).toEqual({ reservations: 1, allocations: 0, booked: 1, expenses: 1 });
    const [expense] = await expenses(trip.id);
    expect(expense).toMatchObject({
      kind: "expense",
      description: "Flight JFK → LHR",
      amount: quote!.price,
      currency: "USD",
      rate: "1",
      amountInTripCurrency: quote!.price,
      category: "air_tickets",
      paidBy: owner.user.id,
      reservationId: reservation.id,
      shares: [{ userId: owner.user.id, amount: quote!.price }],
    });
    const after = (await call("GET", `/api/trips/${trip.id}/quotes/flights`, owner)).json()[0];
    expect(after.bookedReservationId).toBe(reservation.id);
  });

  it("books a hotel with check-in and check-out; the editor who booked paid, shared equally by the members, the typed amount unchanged", async () => {
    const trip = await createTrip();
    const made = await call("POST", `/api/trips/${trip.id}/budget`, owner, {
      category: "hotels",
      plannedAmount: "1000",
      realizedAmount: "0.10",
    });
    expect(made.statusCode, made.body).toBe(201);
    const a = await saveHotel(trip.id, { ...SIMPLE_HOTEL, price: "0.20" });
    const b = await saveHotel(trip.id, { ...SIMPLE_HOTEL, price: "480.21", address: "Rua das Flores 1" });
    const first = await call("POST", `/api/trips/${trip.id}/quotes/hotels/${a.id}/book`, editor);
    // The editor is not a member of this trip yet: 404, nothing written.
    expect(first.statusCode).toBe(404);
    expect(await counts(trip.id)).toEqual({ reservations: 0, allocations: 1, booked: 0, expenses: 0 });
    await addMember(trip.id, editor, "editor");
    expect((await call("POST", `/api/trips/${trip.id}/quotes/hotels/${a.id}/book`, editor)).statusCode).toBe(201);
    const res = await call("POST", `/api/trips/${trip.id}/quotes/hotels/${b.id}/book`, editor);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      type: "hotel",
      name: "Upscale hotel (estimate)",
      reservationDate: "2027-06-01",
      endDate: "2027-06-03",
      cost: "480.21",
      address: "Rua das Flores 1",
      location: { city: "Porto", country: "Portugal" },
    });
    const allocs = await allocations(trip.id);
    expect(allocs).toHaveLength(1);
    expect(allocs[0]).toMatchObject({ category: "hotels", plannedAmount: "1000.00", realizedAmount: "0.10" });
    const [latest] = await expenses(trip.id);
    // 480.21 between the owner and the editor: the odd cent goes to the first listed (who joined first).
    expect(latest).toMatchObject({
      amount: "480.21",
      category: "hotels",
      paidBy: editor.user.id,
      shares: [
        { userId: owner.user.id, amount: "240.11" },
        { userId: editor.user.id, amount: "240.10" },
      ],
    });
  });

  it("books at the price actually paid, by the member who paid, with the status chosen; each checked (400 naming the field, nothing written)", async () => {
    const trip = await createTrip();
    await addMember(trip.id, editor, "editor");
    const q = await saveFlight(trip.id, SIMPLE_FLIGHT);
    const url = `/api/trips/${trip.id}/quotes/flights/${q.id}/book`;
    expect400(await call("POST", url, owner, { price: "-5" }), { price: /price/i });
    expect400(await call("POST", url, owner, { price: "cheap" }), { price: /price/i });
    expect400(await call("POST", url, owner, { price: "12.345" }), { price: /decimal places/ });
    expect400(await call("POST", url, owner, { status: "cancelled" }), { status: /status/i });
    expect400(await call("POST", url, owner, { paidBy: 42 }), { paidBy: /payer/i });
    expect400(await call("POST", url, owner, { paidBy: stranger.user.id }), { paidBy: "Must be a member or guest of this trip" });
    expect(await counts(trip.id)).toEqual({ reservations: 0, allocations: 0, booked: 0, expenses: 0 });

    const res = await call("POST", url, owner, { price: "99.50", paidBy: editor.user.id, status: "pending" });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ type: "flight", status: "pending", cost: "99.50" });
    const [expense] = await expenses(trip.id);
    expect(expense).toMatchObject({
      amount: "99.50",
      amountInTripCurrency: "99.50",
      paidBy: editor.user.id,
      shares: [
        { userId: owner.user.id, amount: "49.75" },
        { userId: editor.user.id, amount: "49.75" },
      ],
    });
  });

  it("answers 409 when the same quote is booked twice, also at the same moment, and writes once", async () => {
    const trip = await createTrip();
    const q = await saveFlight(trip.id, SIMPLE_FLIGHT);
    const url = `/api/trips/${trip.id}/quotes/flights/${q.id}/book`;
    const results = await Promise.all([call("POST", url, owner), call("POST", url, owner), call("POST", url, owner)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const conflictRes = results.find((r) => r.statusCode === 409)!;
    expect(conflictRes.json()).toMatchObject({ code: "conflict", message: "This quote is already booked" });
    expect((await call("POST", url, owner)).statusCode).toBe(409);
    expect(await counts(trip.id)).toEqual({ reservations: 1, allocations: 0, booked: 1, expenses: 1 });
  });

  it("books a quote in another currency at the rate the member typed, the yen kept without decimals", async () => {
    const trip = await createTrip({ currency: "EUR" });
    const q = await saveHotel(trip.id, { ...SIMPLE_HOTEL, price: "45000", pricePerNight: "22500", currency: "JPY" });
    const res = await call("POST", `/api/trips/${trip.id}/quotes/hotels/${q.id}/book`, owner, { rate: "0.0061" });
    expect(res.statusCode, res.body).toBe(201);
    // 45000 × 0.0061 = 274.50 EUR: the reservation's cost is in the trip's currency.
    expect(res.json()).toMatchObject({ cost: "274.50" });
    const [expense] = await expenses(trip.id);
    expect(expense).toMatchObject({ amount: "45000", currency: "JPY", rate: "0.0061", amountInTripCurrency: "274.50", category: "hotels" });
  });

  it("asks for the rate (503, nothing written) when a quote is in another currency and no reference rate is known; a bad rate is a 400", async () => {
    const trip = await createTrip({ currency: "EUR" });
    const q = await saveFlight(trip.id, { ...SIMPLE_FLIGHT, currency: "USD" });
    const url = `/api/trips/${trip.id}/quotes/flights/${q.id}/book`;
    const res = await call("POST", url, owner);
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json().message).toBe("Exchange rate unavailable — enter the rate");
    expect400(await call("POST", url, owner, { rate: "-1" }), { rate: /rate/i });
    expect400(await call("POST", url, owner, { rate: "abc" }), { rate: /rate/i });
    expect(await counts(trip.id)).toEqual({ reservations: 0, allocations: 0, booked: 0, expenses: 0 });
    const ok = await call("POST", url, owner, { rate: "0.92" });
    expect(ok.statusCode, ok.body).toBe(201);
    // 120.10 × 0.92 = 110.492 → 110.49
    expect(ok.json()).toMatchObject({ type: "flight", cost: "110.49" });
    expect(await counts(trip.id)).toEqual({ reservations: 1, allocations: 0, booked: 1, expenses: 1 });
  });

  it("leaves nothing behind when a write fails in the middle", async () => {
    const trip = await createTrip({ currency: "EUR" });
    // Converted, the price no longer fits a reservation's cost (numeric(14,2)): the reservation step fails.
    const q = await saveFlight(trip.id, { ...SIMPLE_FLIGHT, price: "999999999999.99", currency: "USD" });
    const res = await call("POST", `/api/trips/${trip.id}/quotes/flights/${q.id}/book`, owner, { rate: "2" });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toMatch(/nothing was booked/);
    expect(await counts(trip.id)).toEqual({ reservations: 0, allocations: 0, booked: 0, expenses: 0 });
  });

  it("does not log a free quote as an expense", async () => {
    const trip = await createTrip();
    const q = await saveFlight(trip.id, { ...SIMPLE_FLIGHT, price: "0" });
    expect((await call("POST", `/api/trips/${trip.id}/quotes/flights/${q.id}/book`, owner)).statusCode).toBe(201);
    expect(await counts(trip.id)).toEqual({ reservations: 1, allocations: 0, booked: 1, expenses: 0 });
  });

  it("can book again after the booked reservation was deleted", async () => {
    const trip = await createTrip();
    const q = await saveFlight(trip.id, SIMPLE_FLIGHT);
    const url = `/api/trips/${trip.id}/quotes/flights/${q.id}/book`;
    const first = await call("POST", url, owner);
    expect((await call("DELETE", `/api/reservations/${first.json().id}`, owner)).statusCode).toBe(204);
    expect((await call("POST", url, owner)).statusCode).toBe(201);
  });
});
