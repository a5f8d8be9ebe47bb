// POST /api/ai/place-details through the real `openai` client against a fake
// OpenAI-compatible server on loopback: success, retries, failures, invalid
// output, validation, and the "not configured" answer of the offline provider.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestApp, signUp, sqlRows, type SignedUp, type TestApp } from "../test/test-app";
import { startFakeOpenAi, type FakeOpenAi } from "../test/fake-openai";
import { createOpenAiProvider } from "./openai";

let fake: FakeOpenAi;
let t: TestApp;
let offline: TestApp;
let user: SignedUp;
let offlineUser: SignedUp;

const DETAILS = {
  address: "Via del Corso 1, 00186 Roma",
  reviewRating: 4.6,
  reviewCount: 1234,
  openingHours: "Mo-Su 07:00-23:00",
  description: "A hotel near Piazza del Popolo.",
};
const BODY = { name: "Hotel Roma", city: "Rome", type: "hotel" };

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTestApp({
    ai: createOpenAiProvider({ baseURL: fake.baseURL, apiKey: "test-key", model: "fake-model" }),
  });
  offline = await createTestApp();
  user = await signUp(t.app);
  offlineUser = await signUp(offline.app);
});
afterAll(async () => {
  await t.close();
  await offline.close();
  await fake.close();
});
beforeEach(() => fake.reset());

function ask(app: TestApp, who: SignedUp | undefined, payload: unknown) {
  return app.app.inject({
    method: "POST",
    url: "/api/ai/place-details",
    headers: who ? { cookie: who.cookie } : {},
    payload: payload as object,
  });
}

describe("with an OpenAI-compatible model", () => {
  it("returns the model's validated details and sends a JSON-schema request", async () => {
    fake.queue({ content: JSON.stringify(DETAILS) });
    const res = await ask(t, user, { ...BODY, country: "Italy" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(DETAILS);

    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0]!;
    expect(sent.model).toBe("fake-model");
    expect(sent.authorization).toBe("Bearer test-key");
    expect(sent.response_format).toMatchObject({ type: "json_schema", json_schema: { name: "place_details", strict: true } });
    // placeDetailsSchema's own JSON Schema: the answer is asked for and checked with one schema.
    expect((sent.response_format as { json_schema: { schema: unknown } }).json_schema.schema).toMatchObject({
      additionalProperties: false,
      required: ["address", "reviewRating", "reviewCount", "openingHours", "description"],
      properties: { reviewCount: { anyOf: [{ type: "integer", minimum: 0 }, { type: "null" }] } },
    });
    const messages = sent.messages as Array<{ role: string; content: string }>;
    expect(messages[0]!.content).toMatch(/never guess/i);
    // The place is passed as data.
    expect(JSON.parse(messages[1]!.content)).toEqual({ name: "Hotel Roma", type: "hotel", city: "Rome", country: "Italy" });
  });

  it("passes through nulls: unknown facts stay unknown", async () => {
    const unknown = { address: null, reviewRating: null, reviewCount: null, openingHours: null, description: null };
    fake.queue({ content: JSON.stringify(unknown) });
    const res = await ask(t, user, { ...BODY, type: "restaurant" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(unknown);
  });

  it("retries once after a 5xx and then succeeds", async () => {
    fake.queue({ status: 503 }, { content: JSON.stringify(DETAILS) });
    const res = await ask(t, user, BODY);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(DETAILS);
    expect(fake.requests).toHaveLength(2);
  });

  it("retries once after a 429 and then succeeds", async () => {
    fake.queue({ status: 429 }, { content: JSON.stringify(DETAILS) });
    const res = await ask(t, user, BODY);
    expect(res.statusCode).toBe(200);
    expect(fake.requests).toHaveLength(2);
  });

  it("gives up after one retry with a 502 and a clear message", async () => {
    fake.queue({ status: 500 }, { status: 500 }, { content: JSON.stringify(DETAILS) });
    const res = await ask(t, user, BODY);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      code: "ai_provider_error",
      message: "The AI provider failed (HTTP 500). Try again in a moment.",
    });
    expect(fake.requests).toHaveLength(2);
  });

  it("does not retry a 401 and names the key setting", async () => {
    fake.queue({ status: 401 }, { content: JSON.stringify(DETAILS) });
    const res = await ask(t, user, BODY);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(/AI_API_KEY/);
    expect(fake.requests).toHaveLength(1);
  });

  it.each([
    ["a rating above 5", JSON.stringify({ ...DETAILS, reviewRating: 7 })],
    ["a fractional review count", JSON.stringify({ ...DETAILS, reviewCount: 12.5 })],
    ["a missing field", JSON.stringify({ address: "x", reviewRating: 4, reviewCount: 1, openingHours: "x" })],
    ["a string rating", JSON.stringify({ ...DETAILS, reviewRating: "4.5" })],
    ["prose instead of JSON", "The Hotel Roma is lovely."],
  ])("rejects %s with a 502 and writes nothing", async (_label, content) => {
    const before = await sqlRows<{ n: number }>(t.database, sql`select count(*)::int as n from reservations`);
    fake.queue({ content });
    const res = await ask(t, user, BODY);
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe("ai_invalid_output");
    expect(res.json().message).toMatch(/did not match the expected place details/);
    const after = await sqlRows<{ n: number }>(t.database, sql`select count(*)::int as n from reservations`);
    expect(after).toEqual(before);
    expect(fake.requests).toHaveLength(1);
  });

  it("reports an unreachable provider as 502", async () => {
    const down = await createTestApp({
      ai: createOpenAiProvider({ baseURL: "http://127.0.0.1:1/v1", apiKey: "k", model: "m" }),
    });
    try {
      const who = await signUp(down.app);
      const res = await ask(down, who, BODY);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ code: "ai_provider_error", message: expect.stringMatching(/AI_BASE_URL/) });
    } finally {
      await down.close();
    }
  });
});

describe("validation (docs/product/assistant.md) and session", () => {
  it("needs the name and the city first", async () => {
    for (const payload of [
      { city: "Rome", type: "hotel" },
      { name: "  ", city: "Rome", type: "hotel" },
    ]) {
      const res = await ask(t, user, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ name: "Please enter the name and city first" });
    }
    const res = await ask(t, user, { name: "Hotel Roma", city: "", type: "hotel" });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ city: "Please enter the name and city first" });
    expect(fake.requests).toHaveLength(0);
  });

  it("is only for hotels and restaurants", async () => {
    for (const type of ["attraction", "transport", "other", undefined]) {
      const res = await ask(t, user, { ...BODY, type });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: "AI details are only available for hotels and restaurants",
        fields: { type: "AI details are only available for hotels and restaurants" },
      });
    }
    expect(fake.requests).toHaveLength(0);
  });

  it("answers 401 without a session, before asking the model", async () => {
    fake.queue({ content: JSON.stringify(DETAILS) });
    const res = await ask(t, undefined, BODY);
    expect(res.statusCode).toBe(401);
    expect(fake.requests).toHaveLength(0);
  });
});

describe("with no model configured", () => {
  it("answers 503 ai_not_configured in a traveller's words (no server settings), and invents nothing", async () => {
    const res = await ask(offline, offlineUser, BODY);
    expect(res.statusCode).toBe(503);
    const body = res.json();
    expect(body.code).toBe("ai_not_configured");
    expect(body.message).toBe("Place details need an AI model, and none is connected to this Roamwise. Whoever runs it can connect one.");
    for (const name of ["AI_BASE_URL", "AI_API_KEY", "AI_MODEL"]) expect(body.message).not.toContain(name);
    expect(body).not.toHaveProperty("address");
  });

  it("still validates and checks the session first", async () => {
    expect((await ask(offline, undefined, BODY)).statusCode).toBe(401);
    expect((await ask(offline, offlineUser, { ...BODY, type: "attraction" })).statusCode).toBe(400);
  });
});
