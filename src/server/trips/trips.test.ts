// API tests for trips: who sees and may change what, the JSON shape
// (decimal strings, calendar dates, ISO timestamps), validation and cascades.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Role, Trip } from "@shared/trips";
import { createTestApp, signUp, sqlRows, type SignedUp, type TestApp, addTripMember, request, ISO_TIMESTAMP } from "../test/test-app";

let t: TestApp;
let owner: SignedUp;
let stranger: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app, { firstName: "Olive", lastName: "Owner" });
  stranger = await signUp(t.app, { firstName: "Sam", lastName: "Stranger" });
});
afterAll(async () => {
  await t.close();
});

const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, who?: SignedUp, payload?: unknown) =>
  request(t.app, method, url, who, payload);

async function createTrip(who: SignedUp, body: Record<string, unknown> = {}): Promise<Trip> {
  const res = await call("POST", "/api/trips", who, { name: "Trip", ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const addMember = (tripId: string, who: SignedUp, role: Role, joinedAt?: string) =>
  addTripMember(t.database, tripId, who.user.id, role, joinedAt);

describe("signed out", () => {
  it("answers 401 on every trip route", async () => {
    const trip = await createTrip(owner);
    const cases = [
      call("GET", "/api/trips"),
      call("GET", `/api/trips/${trip.id}`),
      call("POST", "/api/trips", undefined, { name: "x" }),
      // Even an invalid body: the session is checked first.
      call("POST", "/api/trips", undefined, { name: "" }),
      call("PATCH", `/api/trips/${trip.id}`, undefined, { name: "x" }),
      call("DELETE", `/api/trips/${trip.id}`),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: "Unauthorized", code: "unauthorized" });
    }
    expect((await call("GET", `/api/trips/${trip.id}`, owner)).statusCode).toBe(200);
  });
});

describe("POST /api/trips", () => {
  it("creates the trip with the creator as its admin member", async () => {
    const res = await call("POST", "/api/trips", owner, {
      name: "  Rome  ",
      description: "Pasta",
      startDate: "2026-03-05",
      endDate: "2026-03-12",
      budget: "1200.50",
      currency: "EUR",
    });
    expect(res.statusCode).toBe(201);
    const trip: Trip = res.json();
    expect(trip).toMatchObject({
      name: "Rome",
      description: "Pasta",
      startDate: "2026-03-05",
      endDate: "2026-03-12",
      budget: "1200.50",
      currency: "EUR",
      spentAmount: "0.00",
      myRole: "admin",
    });
    expect(trip.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(trip.createdAt).toMatch(ISO_TIMESTAMP);
    expect(Math.abs(Date.parse(trip.createdAt) - Date.now())).toBeLessThan(60_000);
    expect(trip.members).toHaveLength(1);
    expect(trip.members[0]).toMatchObject({
      role: "admin",
      user: { id: owner.user.id, firstName: "Olive", lastName: "Owner", email: owner.user.email },
    });
    expect(trip.members[0]!.joinedAt).toMatch(ISO_TIMESTAMP);
    expect(res.body).not.toMatch(/password/i);

    const rows = await sqlRows<{ role: string; user_id: string }>(
      t.database,
      sql`select role, user_id from trip_members where trip_id = ${trip.id}`,
    );
    expect(rows).toEqual([{ role: "admin", user_id: owner.user.id }]);
  });

  it("fills defaults and reads empty strings as null", async () => {
    const trip = await createTrip(owner, { name: "Bare", description: "", startDate: "", endDate: "", budget: "" });
    expect(trip).toMatchObject({
      description: null,
      startDate: null,
      endDate: null,
      budget: null,
      currency: "USD",
      spentAmount: "0.00",
    });
    const minimal = await createTrip(owner, { name: "Minimal" });
    expect(minimal).toMatchObject({ description: null, startDate: null, endDate: null, budget: null, currency: "USD" });
  });

  it("keeps money exact as a decimal string", async () => {
    const cases: [unknown, string][] = [
      ["0.1", "0.10"],
      ["0.2", "0.20"],
      [0.3, "0.30"],
      ["1200.5", "1200.50"],
      ["0", "0.00"],
      ["999999999999.99", "999999999999.99"],
      [1234567.89, "1234567.89"],
    ];
    for (const [budget, expected] of cases) {
      const trip = await createTrip(owner, { budget });
      expect(trip.budget, String(budget)).toBe(expected);
      const stored = await sqlRows<{ budget: string }>(t.database, sql`select budget::text as budget from trips where id = ${trip.id}`);
      expect(stored[0]!.budget).toBe(expected);
    }
  });

  it("returns calendar dates as YYYY-MM-DD strings, unshifted", async () => {
    const trip = await createTrip(owner, { startDate: "2026-01-01", endDate: "2026-12-31" });
    const fetched = (await call("GET", `/api/trips/${trip.id}`, owner)).json();
    expect(fetched.startDate).toBe("2026-01-01");
    expect(fetched.endDate).toBe("2026-12-31");
    expect(typeof fetched.startDate).toBe("string");
  });

  it("accepts an end date equal to the start date", async () => {
    const trip = await createTrip(owner, { startDate: "2026-05-01", endDate: "2026-05-01" });
    expect(trip.endDate).toBe("2026-05-01");
  });

  it.each([
    ["name", {}, "Please fill in trip name"],
    ["name", { name: "   " }, "Please fill in trip name"],
    ["name", { name: 42 }, "Please fill in trip name"],
    ["currency", { currency: "XYZ" }, "Currency must be one of USD, EUR, GBP, JPY, CAD, AUD, CHF, CNY, INR"],
    ["startDate", { startDate: "2026-02-30" }, "Date must be YYYY-MM-DD"],
    ["startDate", { startDate: "03/05/2026" }, "Date must be YYYY-MM-DD"],
    ["endDate", { endDate: "2026-13-01" }, "Date must be YYYY-MM-DD"],
    ["endDate", { endDate: 20260301 }, "Date must be YYYY-MM-DD"],
    ["budget", { budget: "-1" }, "Budget must be a number of at least 0 with at most 2 decimal places"],
    ["budget", { budget: -5 }, "Budget must be a number of at least 0 with at most 2 decimal places"],
    ["budget", { budget: "1.234" }, "Budget must be a number of at least 0 with at most 2 decimal places"],
    ["budget", { budget: 1.005 }, "Budget must be a number of at least 0 with at most 2 decimal places"],
    ["budget", { budget: "12abc" }, "Budget must be a number of at least 0 with at most 2 decimal places"],
    ["budget", { budget: "1e5" }, "Budget must be a number of at least 0 with at most 2 decimal places"],
    ["budget", { budget: true }, "Budget must be a number"],
    ["description", { description: "x".repeat(6000) }, "Description is too long"],
    ["endDate", { startDate: "2026-03-10", endDate: "2026-03-09" }, "End date must be on or after start date"],
  ])("answers 400 naming %s for %o", async (field, change, message) => {
    const body = { name: "Valid", ...change } as Record<string, unknown>;
    if (!("name" in change) && field === "name") delete body.name;
    const res = await call("POST", "/api/trips", owner, body);
    expect(res.statusCode).toBe(400);
    const json = res.json();
    expect(json.code).toBe("bad_request");
    expect(json.fields?.[field]).toBe(message);
    expect(json.message).toBe(message);
  });

  it("answers 400, never 500, for bodies that are not JSON objects", async () => {
    for (const payload of ["[]", '"trip"', "7", "null", "{broken"]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/trips",
        headers: { cookie: owner.cookie, "content-type": "application/json" },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(typeof res.json().message).toBe("string");
    }
    const none = await t.app.inject({ method: "POST", url: "/api/trips", headers: { cookie: owner.cookie } });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe("Request body must be a JSON object");
  });
});

describe("GET /api/trips", () => {
  it("lists only the caller's trips, newest created first, including shared ones", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const first = await createTrip(a, { name: "First" });
    const second = await createTrip(a, { name: "Second" });
    const theirs = await createTrip(b, { name: "Theirs" });
    const shared = await createTrip(b, { name: "Shared" });
    await addMember(shared.id, a, "viewer");

    const res = await call("GET", "/api/trips", a);
    expect(res.statusCode).toBe(200);
    const list: Trip[] = res.json();
    expect(list.map((x) => x.name)).toEqual(["Shared", "Second", "First"]);
    expect(list.map((x) => x.id)).not.toContain(theirs.id);
    expect(list[0]!.myRole).toBe("viewer");
    expect(list[1]!.myRole).toBe("admin");
    expect(list[0]!.members.map((m) => m.user.id)).toEqual([b.user.id, a.user.id]);
    expect(list.map((x) => x.id)).toEqual([shared.id, second.id, first.id]);
  });

  it("answers an empty list for a user with no trips", async () => {
    const fresh = await signUp(t.app);
    const res = await call("GET", "/api/trips", fresh);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});

describe("spentAmount", () => {
  it("is the exact sum of the budget allocations' realized amounts, in the list and the trip", async () => {
    const trip = await createTrip(owner, { name: "Spending" });
    expect(trip.spentAmount).toBe("0.00");
    for (const realizedAmount of ["0.1", "0.2", "100"]) {
      const res = await call("POST", `/api/trips/${trip.id}/budget`, owner, {
        category: "food",
        plannedAmount: "50",
        realizedAmount,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    expect((await call("GET", `/api/trips/${trip.id}`, owner)).json().spentAmount).toBe("100.30");
    const listed = (await call("GET", "/api/trips", owner)).json() as Trip[];
    expect(listed.find((x) => x.id === trip.id)?.spentAmount).toBe("100.30");
  });
});

describe("GET /api/trips/:id", () => {
  it("returns the trip to a member with their role", async () => {
    const trip = await createTrip(owner, { name: "Lisbon" });
    const editor = await signUp(t.app);
    await addMember(trip.id, editor, "editor");
    const res = await call("GET", `/api/trips/${trip.id}`, editor);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: trip.id, name: "Lisbon", myRole: "editor" });
    expect(res.json().members).toHaveLength(2);
  });

  it("orders members admins first, then by joining time", async () => {
    const trip = await createTrip(owner);
    const [early, mid, lateAdmin] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    await addMember(trip.id, mid, "editor", "2021-01-01T00:00:00Z");
    await addMember(trip.id, early, "viewer", "2020-01-01T00:00:00Z");
    await addMember(trip.id, lateAdmin, "admin", "2099-01-01T00:00:00Z");
    const members = (await call("GET", `/api/trips/${trip.id}`, owner)).json().members as Trip["members"];
    expect(members.map((m) => [m.user.id, m.role])).toEqual([
      [owner.user.id, "admin"],
      [lateAdmin.user.id, "admin"],
      [early.user.id, "viewer"],
      [mid.user.id, "editor"],
    ]);
    expect(members[2]!.joinedAt).toBe("2020-01-01T00:00:00.000Z");
  });

  it("answers 404 Trip not found to non-members and for unknown or malformed ids", async () => {
    const trip = await createTrip(owner);
    for (const url of [`/api/trips/${trip.id}`, `/api/trips/${randomUUID()}`, "/api/trips/not-a-uuid", "/api/trips/1%27%20or%201=1"]) {
      const res = await call("GET", url, url.includes(trip.id) ? stranger : owner);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: "Trip not found", code: "not_found" });
    }
  });
});

describe("PATCH /api/trips/:id", () => {
  it("lets an admin change any subset of fields", async () => {
    const trip = await createTrip(owner, { name: "Old", description: "d", budget: "10", startDate: "2026-06-01" });
    const res = await call("PATCH", `/api/trips/${trip.id}`, owner, { name: "New", budget: "0.1", currency: "JPY" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: trip.id,
      name: "New",
      description: "d",
      budget: "0.10",
      currency: "JPY",
      startDate: "2026-06-01",
      myRole: "admin",
    });
    const again = (await call("GET", `/api/trips/${trip.id}`, owner)).json();
    expect(again.name).toBe("New");
    expect(again.createdAt).toBe(trip.createdAt);
  });

  it("clears fields sent as null or empty strings and leaves unsent ones", async () => {
    const trip = await createTrip(owner, { description: "x", budget: "5", startDate: "2026-06-01", endDate: "2026-06-03" });
    const res = await call("PATCH", `/api/trips/${trip.id}`, owner, { description: "", budget: null, startDate: "" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ description: null, budget: null, startDate: null, endDate: "2026-06-03", name: trip.name });
  });

  it("answers 200 and changes nothing for an empty object", async () => {
    const trip = await createTrip(owner, { name: "Same" });
    const res = await call("PATCH", `/api/trips/${trip.id}`, owner, {});
    expect(res.statusCode).toBe(200);
    // Only the version moves on, as with every write (docs/product/offline.md).
    expect({ ...res.json(), updatedAt: trip.updatedAt }).toEqual(trip);
    expect(res.json().updatedAt > trip.updatedAt).toBe(true);
  });

  it("checks end ≥ start against the stored date when only one date is sent", async () => {
    const trip = await createTrip(owner, { startDate: "2026-03-05", endDate: "2026-03-12" });
    const endTooEarly = await call("PATCH", `/api/trips/${trip.id}`, owner, { endDate: "2026-03-04" });
    expect(endTooEarly.statusCode).toBe(400);
    expect(endTooEarly.json()).toEqual({
      message: "End date must be on or after start date",
      code: "bad_request",
      fields: { endDate: "End date must be on or after start date" },
    });
    const startTooLate = await call("PATCH", `/api/trips/${trip.id}`, owner, { startDate: "2026-03-13" });
    expect(startTooLate.statusCode).toBe(400);
    expect(startTooLate.json().fields.endDate).toBe("End date must be on or after start date");
    // Nothing was written by the rejected requests.
    const stored = (await call("GET", `/api/trips/${trip.id}`, owner)).json();
    expect([stored.startDate, stored.endDate]).toEqual(["2026-03-05", "2026-03-12"]);

    expect((await call("PATCH", `/api/trips/${trip.id}`, owner, { startDate: "2026-03-12" })).statusCode).toBe(200);
    // Once the start is cleared, any end is fine.
    expect((await call("PATCH", `/api/trips/${trip.id}`, owner, { startDate: null })).statusCode).toBe(200);
    const late = await call("PATCH", `/api/trips/${trip.id}`, owner, { endDate: "2026-01-01" });
    expect(late.statusCode).toBe(200);
    expect(late.json().endDate).toBe("2026-01-01");
  });

  it("checks both dates when both are sent", async () => {
    const trip = await createTrip(owner);
    const res = await call("PATCH", `/api/trips/${trip.id}`, owner, { startDate: "2026-04-02", endDate: "2026-04-01" });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.endDate).toBe("End date must be on or after start date");
  });

  it.each([
    ["name", { name: "" }, "Please fill in trip name"],
    ["currency", { currency: "DOGE" }, "Currency must be one of USD, EUR, GBP, JPY, CAD, AUD, CHF, CNY, INR"],
    ["startDate", { startDate: "2026-02-30" }, "Date must be YYYY-MM-DD"],
    ["budget", { budget: "-0.01" }, "Budget must be a number of at least 0 with at most 2 decimal places"],
    ["description", { description: "y".repeat(6000) }, "Description is too long"],
  ])("answers 400 naming %s for %o", async (field, body, message) => {
    const trip = await createTrip(owner);
    const res = await call("PATCH", `/api/trips/${trip.id}`, owner, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
  });

  it("answers 400 for a body that is not a JSON object", async () => {
    const trip = await createTrip(owner);
    const res = await t.app.inject({
      method: "PATCH",
      url: `/api/trips/${trip.id}`,
      headers: { cookie: owner.cookie, "content-type": "application/json" },
      payload: "[1,2]",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Request body must be a JSON object");
  });

  it.each(["editor", "viewer"] as const)("answers 403 to an %s and changes nothing", async (role) => {
    const trip = await createTrip(owner, { name: "Guarded" });
    const member = await signUp(t.app);
    await addMember(trip.id, member, role);
    const res = await call("PATCH", `/api/trips/${trip.id}`, member, { name: "Hijacked" });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe("forbidden");
    expect((await call("GET", `/api/trips/${trip.id}`, owner)).json().name).toBe("Guarded");
  });

  it("answers 404 to a non-member and for a bad id", async () => {
    const trip = await createTrip(owner);
    const res = await call("PATCH", `/api/trips/${trip.id}`, stranger, { name: "x" });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Trip not found");
    expect((await call("PATCH", "/api/trips/xyz", owner, { name: "x" })).statusCode).toBe(404);
  });
});

describe("DELETE /api/trips/:id", () => {
  it("lets an admin delete the trip and its memberships", async () => {
    const trip = await createTrip(owner);
    const viewer = await signUp(t.app);
    await addMember(trip.id, viewer, "viewer");
    const res = await call("DELETE", `/api/trips/${trip.id}`, owner);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    expect((await call("GET", `/api/trips/${trip.id}`, owner)).statusCode).toBe(404);
    expect((await call("GET", `/api/trips/${trip.id}`, viewer)).statusCode).toBe(404);
    expect(await sqlRows(t.database, sql`select 1 from trips where id = ${trip.id}`)).toHaveLength(0);
    expect(await sqlRows(t.database, sql`select 1 from trip_members where trip_id = ${trip.id}`)).toHaveLength(0);
    expect((await call("GET", "/api/trips", viewer)).json()).toEqual([]);
    // The users themselves stay.
    expect((await call("GET", "/api/auth/user", viewer)).statusCode).toBe(200);
  });

  it.each(["editor", "viewer"] as const)("answers 403 to an %s and keeps the trip", async (role) => {
    const trip = await createTrip(owner);
    const member = await signUp(t.app);
    await addMember(trip.id, member, role);
    const res = await call("DELETE", `/api/trips/${trip.id}`, member);
    expect(res.statusCode).toBe(403);
    expect(await sqlRows(t.database, sql`select 1 from trips where id = ${trip.id}`)).toHaveLength(1);
  });

  it("answers 404 to a non-member and for bad or unknown ids", async () => {
    const trip = await createTrip(owner);
    expect((await call("DELETE", `/api/trips/${trip.id}`, stranger)).statusCode).toBe(404);
    expect((await call("DELETE", "/api/trips/123", owner)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/trips/${randomUUID()}`, owner)).statusCode).toBe(404);
    expect(await sqlRows(t.database, sql`select 1 from trips where id = ${trip.id}`)).toHaveLength(1);
  });
});
