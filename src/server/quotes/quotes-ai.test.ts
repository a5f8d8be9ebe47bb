// Quote search through a configured model: the real `openai` client against
// the loopback fake OpenAI-compatible server. Validated answers become quotes
// labelled "AI Generated"; off-schema answers are a 502 and nothing is written.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { AI_PROVIDER, type FlightQuote, type HotelQuote } from "@shared/quotes";
import { createTestApp, signUp, sqlRows, type SignedUp, type TestApp } from "../test/test-app";
import { startFakeOpenAi, type FakeOpenAi } from "../test/fake-openai";
import { createOpenAiProvider } from "../ai/openai";

let fake: FakeOpenAi;
let t: TestApp;
let user: SignedUp;
let tripId: string;

const FLIGHTS = {
  quotes: [
    {
      airline: "TAP Air Portugal",
      duration: "1h 00m",
      departureTime: "08:05",
      arrivalTime: "09:05",
      stops: 0,
      cabinClass: "economy",
      price: 89.9,
      currency: "eur",
      directFlight: true,
    },
  ],
};
const HOTELS = {
  quotes: [
    {
      hotelName: "Pestana Vintage Porto",
      address: "Praça da Ribeira 1, Porto",
      roomType: "Double room",
      price: 360,
      pricePerNight: 180,
      currency: "EUR",
      rating: 4.5,
      amenities: ["Wi-Fi", "Breakfast", "River view", "Bar", "Gym"],
    },
  ],
};
const FLIGHT_SEARCH = { origin: "Lisbon", destination: "Porto", departureDate: "2027-06-01", passengers: "" };
const HOTEL_SEARCH = { location: "Porto", checkInDate: "2027-06-01", checkOutDate: "2027-06-03" };

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTestApp({ ai: createOpenAiProvider({ baseURL: fake.baseURL, apiKey: "k", model: "fake-model" }) });
  user = await signUp(t.app);
  const res = await t.app.inject({ method: "POST", url: "/api/trips", headers: { cookie: user.cookie }, payload: { name: "AI", currency: "EUR" } });
  tripId = res.json().id;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => fake.reset());

const search = (kind: "flights" | "hotels", payload: unknown) =>
  t.app.inject({
    method: "POST",
    url: `/api/trips/${tripId}/quotes/${kind}/search`,
    headers: { cookie: user.cookie },
    payload: payload as object,
  });

async function rowCounts() {
  const [row] = await sqlRows<{ n: number }>(
    t.database,
    sql`select (select count(*) from flight_quotes) + (select count(*) from hotel_quotes) + (select count(*) from reservations) + (select count(*) from budget_allocations) as n`,
  );
  return Number(row!.n);
}

describe("flight search with a model", () => {
  it("returns the model's validated quotes as exact decimals labelled AI Generated, asking with a strict JSON schema", async () => {
    fake.queue({ content: JSON.stringify(FLIGHTS) });
    const res = await search("flights", FLIGHT_SEARCH);
    expect(res.statusCode, res.body).toBe(200);
    const quotes: FlightQuote[] = res.json().quotes;
    expect(quotes).toEqual([
      {
        ...FLIGHTS.quotes[0],
        price: "89.90",
        currency: "EUR",
        provider: AI_PROVIDER,
        originAirport: null,
        destinationAirport: null,
        distanceKm: null,
      },
    ]);
    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0]!;
    expect(sent.response_format).toMatchObject({ type: "json_schema", json_schema: { name: "flights_quotes", strict: true } });
    const messages = sent.messages as Array<{ role: string; content: string }>;
    const data = JSON.parse(messages[messages.length - 1]!.content);
    // The search goes as data, with the minimums applied and the trip's currency.
    expect(data.search).toMatchObject({ origin: "Lisbon", destination: "Porto", passengers: 1, cabinClass: "economy", preferredCurrency: "EUR" });
  });

  it.each([
    ["a negative price", { quotes: [{ ...FLIGHTS.quotes[0], price: -5 }] }],
    ["an unknown cabin", { quotes: [{ ...FLIGHTS.quotes[0], cabinClass: "luxury" }] }],
    ["a missing field", { quotes: [{ ...FLIGHTS.quotes[0], airline: undefined }] }],
    ["no quotes", { quotes: [] }],
    ["prose", "Here are some flights!"],
  ])("answers %s with a 502 and writes nothing", async (_label, content) => {
    const before = await rowCounts();
    fake.queue({ content: typeof content === "string" ? content : JSON.stringify(content) });
    const res = await search("flights", FLIGHT_SEARCH);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: "ai_invalid_output", message: expect.stringMatching(/flight quotes/) });
    expect(await rowCounts()).toBe(before);
  });

  it("validates before asking the model", async () => {
    const res = await search("flights", { origin: "Lisbon" });
    expect(res.statusCode).toBe(400);
    expect(fake.requests).toHaveLength(0);
  });
});

describe("hotel search with a model", () => {
  it("returns the model's hotels labelled AI Generated, with the nights passed along", async () => {
    fake.queue({ content: JSON.stringify(HOTELS) });
    const res = await search("hotels", HOTEL_SEARCH);
    expect(res.statusCode, res.body).toBe(200);
    const [q]: HotelQuote[] = res.json().quotes;
    expect(q).toEqual({ ...HOTELS.quotes[0], price: "360.00", pricePerNight: "180.00", provider: AI_PROVIDER, nights: 2 });
    const messages = fake.requests[0]!.messages as Array<{ role: string; content: string }>;
    expect(JSON.parse(messages[messages.length - 1]!.content).search).toMatchObject({ guests: 1, rooms: 1, nights: 2 });
  });

  it("answers a rating above 5 with a 502, and a provider failure with a 502", async () => {
    fake.queue({ content: JSON.stringify({ quotes: [{ ...HOTELS.quotes[0], rating: 9 }] }) });
    expect((await search("hotels", HOTEL_SEARCH)).statusCode).toBe(502);
    fake.queue({ status: 500 }, { status: 500 });
    const res = await search("hotels", HOTEL_SEARCH);
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe("ai_provider_error");
  });
});
