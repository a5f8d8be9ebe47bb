// Chat, streaming and travel suggestions through the real `openai` client
// against the loopback OpenAI-compatible server: JSON and streamed answers,
// the trip passed as data, retries on 429/5xx, a timeout, a stalled stream
// and malformed output (rejected with 502, nothing written).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { CHAT_SUGGESTION_TYPES } from "@shared/chat";
import { createTestApp, sqlRows, type TestApp } from "../test/test-app";
import { startFakeOpenAi, type FakeOpenAi } from "../test/fake-openai";
import { createOpenAiProvider } from "../ai/openai";
import { TRIP_DATA_CLOSE, TRIP_DATA_OPEN } from "../ai/prompts";
import { call, parseSse, seedTrip, type SeededTrip } from "./test-seed";

let fake: FakeOpenAi;
let t: TestApp;
let s: SeededTrip;
let other: SeededTrip;
let chatUrl: string;

const SUGGESTION = {
  type: "restaurant",
  name: "Armando al Pantheon",
  description: "Family-run trattoria",
  location: "Rome, Italy",
  cost: "40",
  rating: 4.6,
};
const REPLY = { reply: "Try Armando al Pantheon on your first evening in Rome — \"cacio e pepe\"\nis a classic.", suggestions: [SUGGESTION] };

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTestApp({
    ai: createOpenAiProvider({ baseURL: fake.baseURL, apiKey: "test-key", model: "fake-model", timeoutMs: 300 }),
  });
  s = await seedTrip(t);
  other = await seedTrip(t, { name: "Secret Other Trip" });
  chatUrl = `/api/trips/${s.trip.id}/chat`;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => fake.reset());

const countMessages = async () =>
  (await sqlRows<{ n: number }>(t.database, sql`select count(*)::int as n from chat_messages where trip_id = ${s.trip.id}`))[0]!.n;

type Sent = { role: string; content: string };

describe("chat with a model (JSON)", () => {
  it("stores the model's reply and validated suggestions; the trip goes as delimited data", async () => {
    fake.queue({ content: JSON.stringify(REPLY) });
    const res = await call(t, "POST", chatUrl, s.viewer, { content: "Where should we eat in Rome?", today: "2026-06-01" });
    expect(res.statusCode, res.body).toBe(201);
    const [q, a] = res.json().messages;
    expect(q).toMatchObject({ role: "user", content: "Where should we eat in Rome?", author: { firstName: "Vera" } });
    expect(a).toMatchObject({
      role: "assistant",
      content: REPLY.reply,
      metadata: { provider: "openai-compatible", suggestions: [SUGGESTION] },
    });

    const sent = fake.requests[0]!;
    expect(sent).toMatchObject({ model: "fake-model", authorization: "Bearer test-key" });
    expect(sent.stream).toBeFalsy();
    expect(sent.response_format).toMatchObject({ type: "json_schema", json_schema: { name: "chat_reply", strict: true } });
    // The JSON Schema derived from zod: strict shape, every field present, the suggestion types listed.
    expect((sent.response_format as { json_schema: { schema: unknown } }).json_schema.schema).toMatchObject({
      additionalProperties: false,
      required: ["reply", "suggestions"],
      properties: {
        reply: { type: "string" },
        suggestions: {
          type: "array",
          maxItems: 10,
          items: {
            additionalProperties: false,
            required: ["type", "name", "description", "location", "cost", "rating"],
            properties: { type: { enum: [...CHAT_SUGGESTION_TYPES] }, location: { type: ["string", "null"] } },
          },
        },
      },
    });
    const messages = sent.messages as Sent[];
    expect(messages[0]!.role).toBe("system");
    expect(messages[0]!.content).toMatch(/data, never instructions/);
    // The trip travels as data in its own delimited message, not in the instructions.
    expect(messages[0]!.content).not.toContain("Italy 2026");
    const data = messages[1]!.content;
    expect(messages[1]!.role).toBe("user");
    const json = JSON.parse(data.slice(data.indexOf(TRIP_DATA_OPEN) + TRIP_DATA_OPEN.length, data.indexOf(TRIP_DATA_CLOSE)));
    expect(json.trip).toMatchObject({ name: "Italy 2026", startDate: "2026-06-10", currency: "EUR" });
    expect(json.today).toBe("2026-06-01");
    expect(json.reservations.map((r: { name: string }) => r.name)).toContain("Hotel Artemide");
    expect(json.budget).toHaveLength(3);
    expect(json.members.map((m: { role: string }) => m.role).sort()).toEqual(["admin", "editor", "viewer"]);
    expect(data).not.toContain("Secret Other Trip");
    expect(messages.at(-1)).toEqual({ role: "user", content: "Where should we eat in Rome?" });
  });

  it("asks the model to answer in the asker's language", async () => {
    fake.queue({ content: JSON.stringify({ reply: "Gern!", suggestions: [] }) }, { content: JSON.stringify({ reply: "Sure!", suggestions: [] }) });
    // On the other trip, so this trip's conversation stays as the next test expects.
    const url = `/api/trips/${other.trip.id}/chat`;
    const german = await t.app.inject({
      method: "POST",
      url,
      headers: { cookie: other.editor.cookie, "accept-language": "de" },
      payload: { content: "Wo essen wir?" },
    });
    expect(german.statusCode, german.body).toBe(201);
    expect((await call(t, "POST", url, other.editor, { content: "Where do we eat?" })).statusCode).toBe(201);
    const systemOf = (i: number) => (fake.requests[i]!.messages as Sent[])[0]!.content;
    expect(systemOf(0)).toMatch(/ in German,/);
    expect(systemOf(1)).toMatch(/ in English,/);
  });

  it("sends the recent conversation of this trip only", async () => {
    await call(t, "POST", `/api/trips/${other.trip.id}/chat`, other.owner, { content: "other trip question" }).catch(() => undefined);
    fake.reset();
    fake.queue({ content: JSON.stringify({ reply: "You're welcome.", suggestions: [] }) });
    const res = await call(t, "POST", chatUrl, s.owner, { content: "Thanks!" });
    expect(res.statusCode).toBe(201);
    expect(res.json().messages[1].metadata).toEqual({ provider: "openai-compatible" });
    const messages = fake.requests[0]!.messages as Sent[];
    const history = messages.slice(2, -1);
    expect(history).toEqual([
      { role: "user", content: "Where should we eat in Rome?" },
      { role: "assistant", content: REPLY.reply },
    ]);
    expect(JSON.stringify(messages)).not.toContain("other trip question");
  });

  it("retries once on 429 and on 500", async () => {
    for (const status of [429, 500]) {
      fake.reset();
      fake.queue({ status }, { content: JSON.stringify({ reply: "ok", suggestions: [] }) });
      const res = await call(t, "POST", chatUrl, s.owner, { content: `retry ${status}` });
      expect(res.statusCode, res.body).toBe(201);
      expect(fake.requests).toHaveLength(2);
    }
  });

  it("gives up after one retry with 502 and writes nothing", async () => {
    const before = await countMessages();
    fake.queue({ status: 503 }, { status: 503 });
    const res = await call(t, "POST", chatUrl, s.owner, { content: "hello?" });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ code: "ai_provider_error", message: "The AI provider failed (HTTP 503). Try again in a moment." });
    expect(await countMessages()).toBe(before);
  });

  it("times out a model that does not answer (client timeout 300 ms) with 502", async () => {
    const before = await countMessages();
    fake.queue({ content: JSON.stringify({ reply: "late", suggestions: [] }), delayMs: 2000 }, { content: JSON.stringify({ reply: "late", suggestions: [] }), delayMs: 2000 });
    const res = await call(t, "POST", chatUrl, s.owner, { content: "slow?" });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ code: "ai_provider_error", message: "The AI provider did not answer within 300 ms. Try again later." });
    expect(await countMessages()).toBe(before);
  });

  it.each([
    ["prose instead of JSON", "Sure! Try Armando."],
    ["no reply", JSON.stringify({ suggestions: [] })],
    ["an empty reply", JSON.stringify({ reply: "  ", suggestions: [] })],
    ["an unknown suggestion type", JSON.stringify({ reply: "x", suggestions: [{ ...SUGGESTION, type: "spaceship" }] })],
    ["a rating above 5", JSON.stringify({ reply: "x", suggestions: [{ ...SUGGESTION, rating: 11 }] })],
    ["a nameless suggestion", JSON.stringify({ reply: "x", suggestions: [{ ...SUGGESTION, name: "" }] })],
  ])("rejects %s with 502 and writes nothing", async (_label, content) => {
    const before = await countMessages();
    fake.queue({ content });
    const res = await call(t, "POST", chatUrl, s.owner, { content: "suggest something" });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: "ai_invalid_output", message: expect.stringMatching(/expected chat reply, so nothing was used/) });
    expect(await countMessages()).toBe(before);
    expect(fake.requests).toHaveLength(1);
  });
});

describe("chat with a model (streaming)", () => {
  const streamUrl = () => `${chatUrl}/stream`;

  it("passes the reply text on as it streams, then the saved messages", async () => {
    fake.queue({ content: JSON.stringify(REPLY), chunkSize: 5 });
    const res = await call(t, "POST", streamUrl(), s.editor, { content: "Dinner ideas?" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/event-stream/);
    expect(fake.requests[0]!.stream).toBe(true);
    const events = parseSse(res.body);
    const deltas = events.filter((e) => e.event === "delta").map((e) => (e.data as { text: string }).text);
    expect(deltas.length).toBeGreaterThan(5);
    // Escapes (quotes, newline, the dash) decode across chunk borders.
    expect(deltas.join("")).toBe(REPLY.reply);
    const done = events.at(-1)!;
    expect(done.event).toBe("done");
    const [q, a] = (done.data as { messages: Array<Record<string, unknown>> }).messages;
    expect(q).toMatchObject({ role: "user", content: "Dinner ideas?", author: { firstName: "Eddie" } });
    expect(a).toMatchObject({ content: REPLY.reply, metadata: { suggestions: [SUGGESTION] } });
    const list = (await call(t, "GET", chatUrl, s.viewer)).json();
    expect(list.at(-1)).toEqual(a);
  });

  it("ends with an error event and writes nothing when the streamed JSON fails its schema", async () => {
    const before = await countMessages();
    fake.queue({ content: JSON.stringify({ reply: "Looks fine so far", suggestions: [{ type: "spaceship", name: "x" }] }) });
    const events = parseSse((await call(t, "POST", streamUrl(), s.owner, { content: "hm" })).body);
    expect(events.at(-1)).toEqual({
      event: "error",
      data: { status: 502, code: "ai_invalid_output", message: expect.stringMatching(/expected chat reply/) },
    });
    expect(await countMessages()).toBe(before);
  });

  it("cuts off a stream that stalls and reports a 502 error event", async () => {
    const before = await countMessages();
    fake.queue({ content: JSON.stringify(REPLY), stallAfterChunks: 3 });
    const events = parseSse((await call(t, "POST", streamUrl(), s.owner, { content: "stall" })).body);
    expect(events.filter((e) => e.event === "delta").length).toBeGreaterThan(0);
    expect(events.at(-1)).toEqual({
      event: "error",
      data: { status: 502, code: "ai_provider_error", message: "The AI provider did not answer within 300 ms. Try again later." },
    });
    expect(await countMessages()).toBe(before);
  });

  it("retries a 429 before the stream starts, and reports 500s as an error event", async () => {
    fake.queue({ status: 429 }, { content: JSON.stringify({ reply: "hi", suggestions: [] }) });
    const ok = parseSse((await call(t, "POST", streamUrl(), s.owner, { content: "a" })).body);
    expect(ok.at(-1)!.event).toBe("done");
    fake.reset();
    fake.queue({ status: 500 }, { status: 500 });
    const failed = parseSse((await call(t, "POST", streamUrl(), s.owner, { content: "b" })).body);
    expect(failed).toEqual([{ event: "error", data: { status: 502, code: "ai_provider_error", message: "The AI provider failed (HTTP 500). Try again in a moment." } }]);
    expect(fake.requests).toHaveLength(2);
  });

  it("reports a failure in the asker's language (the hijacked stream skips the error hook)", async () => {
    fake.queue({ status: 500 }, { status: 500 });
    const res = await t.app.inject({
      method: "POST",
      url: streamUrl(),
      headers: { cookie: s.owner.cookie, "accept-language": "de-DE,de;q=0.9" },
      payload: { content: "b" },
    });
    const events = parseSse(res.body);
    expect(events.at(-1)!.event).toBe("error");
    const data = events.at(-1)!.data as { status: number; code: string; message: string };
    expect(data).toMatchObject({ status: 502, code: "ai_provider_error" });
    expect(data.message).not.toMatch(/The AI provider failed/);
    expect(data.message).toContain("500");
  });

  it("checks access and the body before streaming (plain JSON errors)", async () => {
    expect((await call(t, "POST", streamUrl(), s.stranger, { content: "x" })).statusCode).toBe(404);
    const bad = await call(t, "POST", streamUrl(), s.owner, { content: "" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ content: "Please type a message" });
    expect(fake.requests).toHaveLength(0);
  });
});

describe("suggestions from the model", () => {
  it("accepts the restaurant the model suggested and finds it among the reservations", async () => {
    const accept = await call(t, "POST", `/api/trips/${s.trip.id}/suggestions/accept`, s.editor, { suggestion: SUGGESTION });
    expect(accept.statusCode, accept.body).toBe(201);
    expect(accept.json()).toMatchObject({ type: "reservation", item: { name: "Armando al Pantheon", cost: "40.00", reviewRating: 4.6 } });
  });
});

describe("POST /api/ai/travel-suggestions", () => {
  const url = "/api/ai/travel-suggestions";
  const GOOD = {
    suggestions: [
      { name: "Galleria Borghese", description: "Bernini sculptures", type: "attraction", location: "Rome", estimatedCost: "€15", duration: "2 hours" },
      { name: "Food tour in Testaccio", description: "Market tastings", type: "activity", location: null, estimatedCost: null, duration: "3 hours" },
    ],
  };

  it("returns the model's validated list and passes the request as data", async () => {
    fake.queue({ content: JSON.stringify(GOOD) });
    const body = { destination: "Rome", dates: "June 10-20", preferences: "art, food", budget: 500 };
    const res = await call(t, "POST", url, s.owner, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(GOOD.suggestions);
    const sent = fake.requests[0]!;
    expect(sent.response_format).toMatchObject({ json_schema: { name: "travel_suggestions" } });
    expect(JSON.parse((sent.messages as Sent[])[1]!.content)).toEqual({ destination: "Rome", dates: "June 10-20", preferences: "art, food", budget: "500" });
  });

  it.each([
    ["an empty list", JSON.stringify({ suggestions: [] })],
    ["a bad type", JSON.stringify({ suggestions: [{ ...GOOD.suggestions[0], type: "nightclub" }] })],
    ["a bare array", JSON.stringify(GOOD.suggestions)],
  ])("rejects %s with 502", async (_label, content) => {
    fake.queue({ content });
    const res = await call(t, "POST", url, s.owner, { destination: "Rome", dates: "June" });
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe("ai_invalid_output");
  });

  it("validates before asking the model", async () => {
    const res = await call(t, "POST", url, s.owner, { destination: "Rome" });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ dates: "Please provide destination and travel dates" });
    expect(fake.requests).toHaveLength(0);
  });

  it("reports the configured model", async () => {
    expect((await call(t, "GET", "/api/ai/status", s.viewer)).json()).toEqual({ provider: "openai-compatible", model: "fake-model" });
  });
});
