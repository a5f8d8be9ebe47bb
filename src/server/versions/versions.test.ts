// If-Match on the update calls (docs/product/offline.md): the version a device had is
// checked under the row lock; a stale one is a 409 with the current version
// and writes nothing; every write moves updatedAt on, by 1 ms at least.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Trip } from "@shared/trips";
import { createTestApp, createTestTrip, ISO_TIMESTAMP, signUp, sqlRows, type SignedUp, type TestApp } from "../test/test-app";

let t: TestApp;
let admin: SignedUp;
let trip: Trip;

const send = (method: "PATCH" | "PUT" | "POST", url: string, payload: unknown, ifMatch?: string) =>
  t.app.inject({ method, url, headers: { cookie: admin.cookie, ...(ifMatch !== undefined ? { "if-match": ifMatch } : {}) }, payload: payload as object });

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUp(t.app);
  trip = await createTestTrip(t.app, admin, { name: "Versions", currency: "EUR" });
});
afterAll(() => t.close());

/** Each resource with an update call: how to make one, its update call, a change, and the field that shows it. */
const resources = [
  {
    name: "trip",
    table: "trips",
    create: async () => (await createTestTrip(t.app, admin, { name: "A trip" })) as { id: string; updatedAt: string },
    url: (id: string) => `/api/trips/${id}`,
    method: "PATCH" as const,
    change: (n: number) => ({ name: `Trip ${n}` }),
    field: "name",
  },
  {
    name: "reservation",
    table: "reservations",
    create: async () => (await send("POST", `/api/trips/${trip.id}/reservations`, { name: "Hotel", reservationDate: "2027-05-01" })).json(),
    url: (id: string) => `/api/reservations/${id}`,
    method: "PATCH" as const,
    change: (n: number) => ({ name: `Hotel ${n}` }),
    field: "name",
  },
  {
    name: "itinerary item",
    table: "itinerary_items",
    create: async () => (await send("POST", `/api/trips/${trip.id}/itinerary`, { title: "Dinner", startDate: "2027-05-01" })).json(),
    url: (id: string) => `/api/itinerary/${id}`,
    method: "PUT" as const,
    change: (n: number) => ({ title: `Dinner ${n}` }),
    field: "title",
  },
  {
    name: "expense",
    table: "expenses",
    create: async () => (await send("POST", `/api/trips/${trip.id}/expenses`, { description: "Taxi", amount: "12.50", date: "2027-05-01" })).json(),
    url: (id: string) => `/api/expenses/${id}`,
    method: "PATCH" as const,
    change: (n: number) => ({ description: `Taxi ${n}` }),
    field: "description",
  },
  {
    name: "list item",
    table: "list_items",
    create: async () => (await send("POST", `/api/trips/${trip.id}/lists/packing`, { text: "Sunscreen" })).json(),
    url: (id: string) => `/api/list-items/${id}`,
    method: "PATCH" as const,
    change: (n: number) => ({ text: `Sunscreen ${n}` }),
    field: "text",
  },
];

describe.each(resources)("If-Match on the $name update call", (r) => {
  it("writes with the current version and answers a newer one", async () => {
    const created = await r.create();
    expect(created.updatedAt).toMatch(ISO_TIMESTAMP);
    const res = await send(r.method, r.url(created.id), r.change(1), created.updatedAt);
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json();
    expect(updated[r.field]).toBe(r.change(1)[r.field as keyof ReturnType<typeof r.change>]);
    expect(updated.updatedAt).toMatch(ISO_TIMESTAMP);
    expect(updated.updatedAt > created.updatedAt).toBe(true);
    // A quoted entity tag is the same version.
    expect((await send(r.method, r.url(created.id), r.change(2), `"${updated.updatedAt}"`)).statusCode).toBe(200);
  });

  it("refuses a stale version with 409, the current version, and writes nothing", async () => {
    const created = await r.create();
    const theirs = (await send(r.method, r.url(created.id), r.change(3), created.updatedAt)).json();
    const mine = await send(r.method, r.url(created.id), r.change(4), created.updatedAt);
    expect(mine.statusCode).toBe(409);
    const body = mine.json();
    expect(body).toMatchObject({ code: "conflict", message: expect.any(String) });
    expect(body.current).toEqual(theirs);
    const [row] = await sqlRows<Record<string, string>>(t.database, sql`select * from ${sql.identifier(r.table)} where id = ${created.id}`);
    expect(Object.values(row!)).toContain(Object.values(r.change(3))[0]);
  });

  it("writes without If-Match as before, and answers 400 naming it when malformed", async () => {
    const created = await r.create();
    expect((await send(r.method, r.url(created.id), r.change(5))).statusCode).toBe(200);
    const bad = await send(r.method, r.url(created.id), r.change(6), "yesterday");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty("If-Match");
  });

  it("moves updatedAt 1 ms on when the stored one is not earlier than now", async () => {
    const created = await r.create();
    // As if the last write were in this very millisecond (or a clock behind): now() is not later.
    await sqlRows(t.database, sql`update ${sql.identifier(r.table)} set updated_at = '2999-01-01T00:00:00.123Z' where id = ${created.id}`);
    const first = await send(r.method, r.url(created.id), r.change(7), "2999-01-01T00:00:00.123Z");
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().updatedAt).toBe("2999-01-01T00:00:00.124Z");
    const second = await send(r.method, r.url(created.id), r.change(8), "2999-01-01T00:00:00.124Z");
    expect(second.json().updatedAt).toBe("2999-01-01T00:00:00.125Z");
  });
});
