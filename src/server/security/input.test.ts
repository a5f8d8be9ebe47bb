// Control characters in any text field are a 400 naming the field, never a
// 500, and nothing is written; line breaks pass in multi-line fields only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestApp, request, signUp, sqlRows, type SignedUp, type TestApp } from "../test/test-app";
import { findControlCharacters } from "@shared/text";

let t: TestApp;
let owner: SignedUp;
let tripId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
  tripId = (await request(t.app, "POST", "/api/trips", owner, { name: "Lisbon" })).json<{ id: string }>().id;
});
afterAll(() => t.close());

const count = async (table: string) =>
  Number((await sqlRows<{ n: string }>(t.database, sql.raw(`select count(*) as n from ${table}`)))[0]!.n);

describe("control characters", () => {
  it.each([
    ["a NUL in a name at registration", "POST", "/api/auth/register", { email: "nul@example.com", password: "long enough pass", firstName: "A\u0000", lastName: "B" }, "firstName", "users"],
    ["a NUL in a trip name", "POST", "/api/trips", { name: "Ro\u0000me" }, "name", "trips"],
    ["a bell in a trip description", "POST", "/api/trips", { name: "Rome", description: "ring\u0007" }, "description", "trips"],
    ["a line break in a trip name", "POST", "/api/trips", { name: "Rome\nParis" }, "name", "trips"],
    ["a NUL in a chat message", "POST", "/api/trips/{trip}/chat", { content: "hi\u0000" }, "content", "chat_messages"],
    ["an escape in a reservation's nested field", "POST", "/api/trips/{trip}/reservations", { name: "Hotel", reservationDate: "2026-12-01", address: "Rua\u001b[31m" }, "address", "reservations"],
  ])("refuses %s with 400 naming the field, writing nothing", async (_what, method, url, body, field, table) => {
    const before = await count(table);
    const who = url.startsWith("/api/auth") ? undefined : owner;
    const res = await request(t.app, method as "POST", url.replace("{trip}", tripId), who, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "bad_request", fields: { [field]: "Must not contain control characters" } });
    expect(res.json().message).toContain(field);
    expect(await count(table)).toBe(before);
  });

  it("refuses a NUL in a path parameter and in a query string", async () => {
    const path = await request(t.app, "PATCH", "/api/reservations/%00", owner, { name: "x" });
    expect(path.statusCode).toBe(400);
    expect(path.json().fields).toEqual({ id: "Must not contain control characters" });
    const query = await request(t.app, "GET", `/api/trips/${tripId}/reservations?type=%00`, owner);
    expect(query.statusCode).toBe(400);
  });

  it("keeps tabs and line breaks in multi-line fields", async () => {
    const res = await request(t.app, "POST", "/api/trips", owner, { name: "Porto", description: "Day 1:\tarrive\r\nDay 2: wine" });
    expect(res.statusCode).toBe(201);
    expect(res.json().description).toBe("Day 1:\tarrive\r\nDay 2: wine");
  });
});

describe("findControlCharacters", () => {
  it("names the first offending field by its path", () => {
    expect(findControlCharacters({ a: "ok", b: [{ c: "ok" }, { c: "x\u0000" }] })).toBe("b.1.c");
    expect(findControlCharacters({ notes: "line\nline", name: "x" })).toBeNull();
    expect(findControlCharacters({ items: ["a\nb"] })).toBe("items.0");
    expect(findControlCharacters({ "k\u0000": 1 })).toBe("k\u0000");
    expect(findControlCharacters("\u0085")).toBe("body");
  });
});
