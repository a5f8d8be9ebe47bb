// Request limits: over the limit the answer is 429 with a message and
// Retry-After saying when to try again; counts are per user (or per IP before
// sign-up), kept in the database so two app instances share them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { createTestApp, createTestTrip, request, signUp, type SignedUp, type TestApp } from "../test/test-app";
import { DEFAULT_LIMITS } from "./limits";

let t: TestApp;
let ana: SignedUp;
let ben: SignedUp;
let tripId: string;

beforeAll(async () => {
  t = await createTestApp({ limits: { ai: 3, search: 2, register: 2, signInStart: 2 }, trustProxy: true });
  ana = await signUp(t.app);
  ben = await signUp(t.app);
  tripId = (await createTestTrip(t.app, ana, { name: "Kyoto", startDate: "2027-04-01", endDate: "2027-04-05" })).id;
  await request(t.app, "POST", `/api/trips/${tripId}/members`, ana, { userId: ben.user.email, role: "editor" });
});
afterAll(() => t.close());

function expect429(res: { statusCode: number; headers: Record<string, unknown>; json(): { message: string; code: string } }) {
  expect(res.statusCode).toBe(429);
  expect(res.json().code).toBe("rate_limited");
  const retry = Number(res.headers["retry-after"]);
  expect(retry).toBeGreaterThan(0);
  expect(retry).toBeLessThanOrEqual(60);
  expect(res.json().message).toBe(`Too many requests — try again in ${retry} second${retry === 1 ? "" : "s"}`);
}

describe("limits", () => {
  it("limits chat messages per user: the next one is a 429 with Retry-After, another member still chats", async () => {
    for (let i = 0; i < 3; i++) {
      expect((await request(t.app, "POST", `/api/trips/${tripId}/chat`, ana, { content: `hello ${i}` })).statusCode).toBe(201);
    }
    expect429(await request(t.app, "POST", `/api/trips/${tripId}/chat`, ana, { content: "one more" }));
    // Every route that asks the model (the chat's stream, the suggestion generator, AI details, reading a booking) draws on the same AI budget.
    expect429(await request(t.app, "POST", `/api/trips/${tripId}/chat/stream`, ana, { content: "streamed" }));
    expect429(await request(t.app, "POST", "/api/ai/travel-suggestions", ana, { destination: "Kyoto", dates: "April" }));
    expect429(await request(t.app, "POST", "/api/ai/place-details", ana, { name: "Hotel Granvia", type: "hotel", city: "Kyoto" }));
    expect429(await request(t.app, "POST", `/api/trips/${tripId}/imports`, ana, { text: "Booking confirmation: Hotel Granvia, 1 April 2027" }));
    expect((await request(t.app, "POST", `/api/trips/${tripId}/chat`, ben, { content: "hi" })).statusCode).toBe(201);
  });

  it("limits quote searches per user", async () => {
    const body = { location: "Kyoto", checkInDate: "2027-04-01", checkOutDate: "2027-04-03" };
    for (let i = 0; i < 2; i++) {
      expect((await request(t.app, "POST", `/api/trips/${tripId}/quotes/hotels/search`, ben, body)).statusCode).toBe(200);
    }
    expect429(await request(t.app, "POST", `/api/trips/${tripId}/quotes/hotels/search`, ben, body));
  });

  it("limits registrations per IP, and shares the count with another instance on the same database", async () => {
    const other = await buildApp({ database: t.database, trustProxy: true, limits: { register: 2 } });
    try {
      const register = (app: typeof other, n: number) =>
        app.inject({
          method: "POST",
          url: "/api/auth/register",
          headers: { "x-forwarded-for": "192.0.2.77" },
          payload: { email: `limit-${n}-${Date.now()}@example.com`, password: "quiet-meadow-31", firstName: "A", lastName: "B" },
        });
      expect((await register(t.app, 1)).statusCode).toBe(201);
      expect((await register(other, 2)).statusCode).toBe(201);
      const third = await register(t.app, 3);
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers["retry-after"])).toBeGreaterThan(60);
      // Another IP may still register.
      const elsewhere = await other.inject({
        method: "POST",
        url: "/api/auth/register",
        headers: { "x-forwarded-for": "192.0.2.78" },
        payload: { email: `limit-other-${Date.now()}@example.com`, password: "quiet-meadow-31", firstName: "A", lastName: "B" },
      });
      expect(elsewhere.statusCode).toBe(201);
    } finally {
      await other.close();
    }
  });

  it("limits the starts of passkey and single sign-on sign-ins per IP, which write a challenge each before anyone is known", async () => {
    const from = (ip: string) => ({ "x-forwarded-for": ip });
    const options = (ip: string) => t.app.inject({ method: "POST", url: "/api/auth/passkeys/login/options", headers: from(ip), payload: {} });
    expect((await options("192.0.2.90")).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/auth/oidc/start", headers: from("192.0.2.90") })).statusCode).toBe(302);
    // The two share one count: the third start from that address waits.
    const third = await options("192.0.2.90");
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect((await t.app.inject({ method: "GET", url: "/api/auth/oidc/start", headers: from("192.0.2.90") })).statusCode).toBe(429);
    expect((await options("192.0.2.91")).statusCode).toBe(200);
  });

  it("has docs/security.md's defaults, which the environment may change", () => {
    expect(DEFAULT_LIMITS).toEqual({ ai: 20, search: 30, register: 100, passwordReset: 20, signInStart: 30 });
    const config = loadConfig({ LIMIT_AI_PER_MINUTE: "5" });
    expect(config.LIMIT_AI_PER_MINUTE).toBe(5);
    expect(config.LIMIT_REGISTER_PER_HOUR).toBe(100);
  });
});
