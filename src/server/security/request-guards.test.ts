// Writes from another site are refused and nothing is written; bodies that are
// neither JSON nor multipart get a 415; the server listens on loopback and the
// cookie is Secure under an https PUBLIC_URL unless told otherwise.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestApp, signUp, sqlRows, type SignedUp, type TestApp } from "../test/test-app";
import { loadConfig } from "../config";
import { CROSS_SITE_MESSAGE } from "./request-guards";
import { englishError } from "@shared/i18n/english-errors";

let t: TestApp;
let owner: SignedUp;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: "https://trips.example.com" });
  owner = await signUp(t.app);
});
afterAll(() => t.close());

const tripCount = async () => Number((await sqlRows<{ n: string }>(t.database, sql`select count(*) as n from trips`))[0]!.n);

const createTrip = (headers: Record<string, string>, payload: unknown = { name: "Oslo" }) =>
  t.app.inject({ method: "POST", url: "/api/trips", headers: { cookie: owner.cookie, ...headers }, payload: payload as object });

describe("cross-site writes", () => {
  it("refuses a write whose Origin is another site, writing nothing", async () => {
    const before = await tripCount();
    const res = await createTrip({ origin: "https://evil.example" });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: englishError(CROSS_SITE_MESSAGE), code: "cross_site" });
    expect(await tripCount()).toBe(before);
  });

  it("refuses a write without Origin that the browser marks cross-site", async () => {
    const res = await createTrip({ "sec-fetch-site": "cross-site" });
    expect(res.statusCode).toBe(403);
  });

  it("refuses a cross-site delete and sign-out too", async () => {
    const del = await t.app.inject({ method: "DELETE", url: "/api/trips/00000000-0000-4000-8000-000000000000", headers: { cookie: owner.cookie, origin: "http://attacker.test" } });
    expect(del.statusCode).toBe(403);
    const out = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie: owner.cookie, "sec-fetch-site": "cross-site" } });
    expect(out.statusCode).toBe(403);
  });

  it("accepts writes from PUBLIC_URL, from the address the request was sent to, and same-site ones", async () => {
    expect((await createTrip({ origin: "https://trips.example.com" })).statusCode).toBe(201);
    // inject addresses the app as localhost:80.
    expect((await createTrip({ origin: "http://localhost:80" })).statusCode).toBe(201);
    expect((await createTrip({ "sec-fetch-site": "same-origin" })).statusCode).toBe(201);
    expect((await createTrip({})).statusCode).toBe(201);
  });

  it("exempts calls with a bearer token, which another site cannot attach", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/trips",
      headers: { authorization: "Bearer not-a-real-token", origin: "https://tool.example" },
      payload: { name: "Oslo" },
    });
    expect(res.statusCode).not.toBe(403);
  });

  it("lets reads from anywhere through (they change nothing)", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/trips", headers: { cookie: owner.cookie, origin: "https://evil.example" } });
    expect(res.statusCode).toBe(200);
  });
});

describe("body types", () => {
  it("answers 415 to a text/plain or form body, writing nothing", async () => {
    const before = await tripCount();
    const plain = await createTrip({ "content-type": "text/plain" }, '{"name":"Oslo"}');
    expect(plain.statusCode).toBe(415);
    expect(plain.json().code).toBe("unsupported_media_type");
    const form = await createTrip({ "content-type": "application/x-www-form-urlencoded" }, "name=Oslo");
    expect(form.statusCode).toBe(415);
    expect(await tripCount()).toBe(before);
  });

  it("answers 415 to a body-less POST that claims text/plain, and accepts one with no type", async () => {
    const claimed = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie: owner.cookie, "content-type": "text/plain" } });
    expect(claimed.statusCode).toBe(415);
    const other = await signUp(t.app);
    const bare = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie: other.cookie } });
    expect(bare.statusCode).toBe(204);
  });

  it("accepts JSON with a charset", async () => {
    expect((await createTrip({ "content-type": "application/json; charset=utf-8" }, JSON.stringify({ name: "Oslo" }))).statusCode).toBe(201);
  });
});

describe("configuration", () => {
  it("listens on 127.0.0.1 unless HOST says otherwise, and checks PUBLIC_URL", () => {
    expect(loadConfig({}).HOST).toBe("127.0.0.1");
    expect(loadConfig({ HOST: "0.0.0.0" }).HOST).toBe("0.0.0.0");
    expect(loadConfig({ PUBLIC_URL: "https://trips.example.com/" }).PUBLIC_URL).toBe("https://trips.example.com");
    expect(() => loadConfig({ PUBLIC_URL: "trips.example.com" })).toThrow(/PUBLIC_URL/);
  });
});
