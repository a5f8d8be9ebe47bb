// Chat and suggestion-accept API with the offline assistant: who may do what
// (viewer chats but does not accept, non-member 404, signed-out 401),
// validation, stored messages with their authors, and the accept rules.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { createTestApp, signUp, sqlRows, type TestApp } from "../test/test-app";
import { call, parseSse, seedTrip, type SeededTrip } from "./test-seed";
import { NO_CITY_FOR_SUGGESTION } from "./suggestions";
import { englishError } from "@shared/i18n/english-errors";

let t: TestApp;
let s: SeededTrip;
let chatUrl: string;
let acceptUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  s = await seedTrip(t);
  chatUrl = `/api/trips/${s.trip.id}/chat`;
  acceptUrl = `/api/trips/${s.trip.id}/suggestions/accept`;
});
afterAll(async () => {
  await t.close();
});

const RESTAURANT = {
  type: "restaurant",
  name: "Da Enzo al 29",
  description: "Roman trattoria in Trastevere",
  location: "Trastevere, Rome, Italy",
  cost: "€35",
  rating: 4.7,
};

const countMessages = async (tripId: string) =>
  (await sqlRows<{ n: number }>(t.database, sql`select count(*)::int as n from chat_messages where trip_id = ${tripId}`))[0]!.n;

describe("access", () => {
  it("answers 401 without a session on every route", async () => {
    for (const [method, url, body] of [
      ["GET", chatUrl, undefined],
      ["POST", chatUrl, { content: "hi" }],
      ["POST", `${chatUrl}/stream`, { content: "hi" }],
      ["POST", acceptUrl, { suggestion: RESTAURANT }],
      ["POST", "/api/ai/travel-suggestions", { destination: "Rome", dates: "June" }],
      ["GET", "/api/ai/status", undefined],
    ] as const) {
      const res = await call(t, method, url, undefined, body);
      expect(res.statusCode, url).toBe(401);
    }
  });

  it("hides the trip from non-members (404) and from malformed ids, writing nothing", async () => {
    for (const [method, url, body] of [
      ["GET", chatUrl, undefined],
      ["POST", chatUrl, { content: "What's our budget?" }],
      ["POST", `${chatUrl}/stream`, { content: "What's our budget?" }],
      ["POST", acceptUrl, { suggestion: RESTAURANT }],
    ] as const) {
      const res = await call(t, method, url, s.stranger, body);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: "Trip not found", code: "not_found" });
    }
    for (const id of ["not-a-uuid", randomUUID()]) {
      expect((await call(t, "GET", `/api/trips/${id}/chat`, s.owner)).statusCode).toBe(404);
    }
    expect(await countMessages(s.trip.id)).toBe(0);
  });

  it("lets a viewer read and take part in the chat, but not accept suggestions (403)", async () => {
    const sent = await call(t, "POST", chatUrl, s.viewer, { content: "Who is on this trip?" });
    expect(sent.statusCode, sent.body).toBe(201);
    const list = await call(t, "GET", chatUrl, s.viewer);
    expect(list.statusCode).toBe(200);
    expect(list.json().at(-2)).toMatchObject({ role: "user", content: "Who is on this trip?", author: { firstName: "Vera", lastName: "Viewer" } });

    const accept = await call(t, "POST", acceptUrl, s.viewer, { suggestion: RESTAURANT });
    expect(accept.statusCode).toBe(403);
    const rows = await sqlRows(t.database, sql`select 1 from reservations where name = ${RESTAURANT.name}`);
    expect(rows).toHaveLength(0);
  });

  it("lets editors and admins accept", async () => {
    for (const who of [s.editor, s.owner]) {
      const res = await call(t, "POST", acceptUrl, who, { suggestion: { ...RESTAURANT, name: `Pizzeria ${randomUUID()}` } });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().type).toBe("reservation");
    }
  });
});

describe("GET/POST /api/trips/:tripId/chat", () => {
  it("stores the question with its author and the answer, visible to every member in order", async () => {
    const res = await call(t, "POST", chatUrl, s.editor, { content: "  What's our budget?  ", today: "2026-06-01" });
    expect(res.statusCode).toBe(201);
    const [q, a] = res.json().messages;
    expect(q).toMatchObject({
      role: "user",
      content: "What's our budget?",
      tripId: s.trip.id,
      author: { id: s.editor.user.id, firstName: "Eddie", lastName: "Editor", email: s.editor.user.email },
      metadata: {},
    });
    expect(a).toMatchObject({ role: "assistant", author: null, metadata: { provider: "offline" } });
    expect(a.content).toContain("Allocated to categories: €2,200.00");
    expect(Date.parse(a.createdAt)).toBeGreaterThan(Date.parse(q.createdAt));

    const list = (await call(t, "GET", chatUrl, s.owner)).json();
    expect(list.slice(-2)).toEqual([q, a]);
    for (let i = 1; i < list.length; i++) expect(list[i].createdAt >= list[i - 1].createdAt).toBe(true);
  });

  it.each([
    [{}, "Please type a message"],
    [{ content: "   " }, "Please type a message"],
    [{ content: 42 }, "Please type a message"],
    [{ content: "x".repeat(4001) }, "Messages can be at most 4000 characters"],
  ])("rejects %j with 400 naming content", async (body, message) => {
    const before = await countMessages(s.trip.id);
    const res = await call(t, "POST", chatUrl, s.owner, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ content: message });
    expect(await countMessages(s.trip.id)).toBe(before);
  });

  it("rejects a malformed today with 400", async () => {
    const res = await call(t, "POST", chatUrl, s.owner, { content: "hi", today: "2026-02-30" });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ today: "Date must be YYYY-MM-DD" });
  });

  it("streams the offline answer as one delta, then the saved messages", async () => {
    const res = await call(t, "POST", `${chatUrl}/stream`, s.viewer, { content: "Next reservation?", today: "2026-06-01" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/event-stream/);
    const events = parseSse(res.body);
    expect(events.map((e) => e.event)).toEqual(["delta", "done"]);
    const done = events[1]!.data as { messages: Array<{ role: string; content: string }> };
    expect(done.messages[1]!.content).toBe((events[0]!.data as { text: string }).text);
    expect(done.messages[1]!.content).toMatch(/^The next reservation is .*Jun 10, 2026/);
  });

  it("keeps trips apart and deletes the chat with its trip", async () => {
    const other = await seedTrip(t, { name: "Other trip" });
    await call(t, "POST", `/api/trips/${other.trip.id}/chat`, other.owner, { content: "hi" });
    const mine = (await call(t, "GET", chatUrl, s.owner)).json();
    expect(mine.every((m: { tripId: string }) => m.tripId === s.trip.id)).toBe(true);
    expect(await countMessages(other.trip.id)).toBe(2);
    expect((await t.app.inject({ method: "DELETE", url: `/api/trips/${other.trip.id}`, headers: { cookie: other.owner.cookie } })).statusCode).toBe(204);
    expect(await countMessages(other.trip.id)).toBe(0);
  });
});

describe("POST /api/trips/:tripId/suggestions/accept", () => {
  it("turns a restaurant into a pending reservation with its city, rating and a plain cost", async () => {
    const res = await call(t, "POST", acceptUrl, s.editor, { suggestion: RESTAURANT });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.type).toBe("reservation");
    expect(body.item).toMatchObject({
      tripId: s.trip.id,
      name: "Da Enzo al 29",
      type: "restaurant",
      status: "pending",
      // The trip's first day in Rome.
      reservationDate: "2026-06-10",
      cost: "35.00",
      reviewRating: 4.7,
      description: "Roman trattoria in Trastevere",
      location: { city: "Rome", country: "Italy" },
    });
    expect(body.item.notes).toContain("Suggested by the AI assistant.");
    const list = (await call(t, "GET", `/api/trips/${s.trip.id}/reservations`, s.viewer)).json();
    expect(list.map((r: { name: string }) => r.name)).toContain("Da Enzo al 29");
  });

  it("keeps a cost in another currency or a range as a note, not as the cost", async () => {
    for (const cost of ["$35", "€20-30", "$$"]) {
      const res = await call(t, "POST", acceptUrl, s.owner, { suggestion: { ...RESTAURANT, name: `R ${cost}`, cost } });
      expect(res.json().item.cost).toBeNull();
      expect(res.json().item.notes).toContain(`Estimated cost: ${cost}`);
    }
  });

  it.each([
    ["hotel", "reservation"],
    ["transport", "reservation"],
    ["other", "reservation"],
  ])("a %s becomes a %s", async (type, kind) => {
    const res = await call(t, "POST", acceptUrl, s.owner, { suggestion: { ...RESTAURANT, type, name: `X ${type}` } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ type: kind, item: { type } });
  });

  it("turns an attraction with \"City, Country\" into an itinerary item on the second day of that stay", async () => {
    const res = await call(t, "POST", acceptUrl, s.editor, {
      suggestion: { type: "attraction", name: "Colosseum", description: "Ancient amphitheatre", location: "Rome, Italy", cost: "€18" },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      type: "itinerary",
      item: { title: "Colosseum", startDate: "2026-06-11", endDate: "2026-06-11", allDay: true, location: { city: "Rome", country: "Italy" } },
    });
    expect(res.json().item.description).toContain("Ancient amphitheatre\nEstimated cost: €18\nLocation: Rome, Italy");
    const items = (await call(t, "GET", `/api/trips/${s.trip.id}/itinerary`, s.viewer)).json();
    expect(items.map((i: { title: string }) => i.title)).toContain("Colosseum");
  });

  it("puts an activity in a new city on the trip's first day, and a bare known city in that city", async () => {
    const naples = await call(t, "POST", acceptUrl, s.editor, { suggestion: { type: "activity", name: "Pizza tour", location: "Naples, Italy" } });
    expect(naples.json().item).toMatchObject({ startDate: "2026-06-10", location: { city: "Naples", country: "Italy" } });
    const bare = await call(t, "POST", acceptUrl, s.editor, { suggestion: { type: "activity", name: "Gondola ride", location: "venice" } });
    expect(bare.json().item).toMatchObject({ startDate: "2026-06-18", location: { city: "Venice", country: "Italy" } });
  });

  it("uses the trip's last itinerary city when the suggestion has no usable location", async () => {
    const res = await call(t, "POST", acceptUrl, s.editor, { suggestion: { type: "activity", name: "Sunset walk", location: null } });
    expect(res.statusCode).toBe(201);
    expect(res.json().item.location).toMatchObject({ city: "Venice", country: "Italy" });
  });

  it("asks for a city when neither the suggestion nor the itinerary has one", async () => {
    const owner = await signUp(t.app);
    const trip = (await call(t, "POST", "/api/trips", owner, { name: "No cities" })).json();
    const res = await call(t, "POST", `/api/trips/${trip.id}/suggestions/accept`, owner, {
      suggestion: { type: "attraction", name: "Somewhere" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ "suggestion.location": englishError(NO_CITY_FOR_SUGGESTION) });
    // A restaurant needs no city: it lands on today's date when the trip has none.
    const r = await call(t, "POST", `/api/trips/${trip.id}/suggestions/accept`, owner, {
      suggestion: { type: "restaurant", name: "Corner café" },
      today: "2026-03-04",
    });
    expect(r.json()).toMatchObject({ type: "reservation", item: { reservationDate: "2026-03-04", location: null } });
  });

  it.each([
    [{}, "suggestion"],
    [{ suggestion: { ...RESTAURANT, type: "spaceship" } }, "suggestion.type"],
    [{ suggestion: { ...RESTAURANT, name: "  " } }, "suggestion.name"],
    [{ suggestion: { ...RESTAURANT, rating: 9 } }, "suggestion.rating"],
    [{ suggestion: "Da Enzo" }, "suggestion"],
  ])("rejects %j with 400 naming %s", async (body, field) => {
    const res = await call(t, "POST", acceptUrl, s.owner, body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual([field]);
  });
});

describe("offline travel suggestions and status", () => {
  it("answers 503 needs an AI provider instead of inventing places", async () => {
    const res = await call(t, "POST", "/api/ai/travel-suggestions", s.owner, { destination: "Rome", dates: "June 10-20" });
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe("ai_not_configured");
    expect(res.json().message).toBe("Travel suggestions need an AI model, and none is connected to this Roamwise. Whoever runs it can connect one.");
  });

  it("validates first: destination and dates named", async () => {
    const res = await call(t, "POST", "/api/ai/travel-suggestions", s.owner, { destination: " ", preferences: "food" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: "Please provide destination and travel dates",
      fields: { destination: "Please provide destination and travel dates", dates: "Please provide destination and travel dates" },
    });
  });

  it("says which assistant answers", async () => {
    expect((await call(t, "GET", "/api/ai/status", s.viewer)).json()).toEqual({ provider: "offline", model: null });
  });
});
