// API tests for budget allocations: the access table, the docs/product/budget-and-expenses.md rules
// (categories, names, city from the trip's locations, amounts), exact totals
// and the summary endpoint, 404 for another trip's allocation.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { BudgetAllocation, BudgetSummary } from "@shared/budget";
import { CITY_NOT_IN_TRIP, PLANNED_REQUIRED } from "@shared/budget";
import { CATEGORY_NAMES, BUDGET_CATEGORIES } from "@shared/budget-rules";
import type { Role, Trip } from "@shared/trips";
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

const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, who?: SignedUp, payload?: unknown) =>
  request(t.app, method, url, who, payload);

const createTrip = (body: Record<string, unknown> = {}) => createTestTrip(t.app, owner, body);

const addMember = (tripId: string, who: SignedUp, role: Role) => addTripMember(t.database, tripId, who.user.id, role);

async function addLocation(tripId: string, city: string, country: string) {
  const res = await call("POST", "/api/locations", owner, { tripId, city, country });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { name: string };
}

async function create(tripId: string, body: Record<string, unknown>, who: SignedUp = owner): Promise<BudgetAllocation> {
  const res = await call("POST", `/api/trips/${tripId}/budget`, who, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function summary(tripId: string): Promise<BudgetSummary> {
  const res = await call("GET", `/api/trips/${tripId}/budget/summary`, owner);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function expect400(res: Awaited<ReturnType<typeof call>>, field: string, message?: string) {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json();
  expect(body.code).toBe("bad_request");
  expect(Object.keys(body.fields)).toContain(field);
  if (message) expect(body.fields[field]).toBe(message);
}

describe("access", () => {
  let trip: Trip;
  let allocation: BudgetAllocation;
  beforeAll(async () => {
    trip = await createTrip();
    await addMember(trip.id, editor, "editor");
    await addMember(trip.id, viewer, "viewer");
    allocation = await create(trip.id, { plannedAmount: "100" });
  });

  it("answers 401 on every budget route when signed out", async () => {
    const base = `/api/trips/${trip.id}/budget`;
    const cases = await Promise.all([
      call("GET", base),
      call("GET", `${base}/summary`),
      call("POST", base, undefined, { plannedAmount: "1" }),
      call("POST", base, undefined, {}),
      call("PATCH", `${base}/${allocation.id}`, undefined, { plannedAmount: "1" }),
      call("DELETE", `${base}/${allocation.id}`),
    ]);
    for (const res of cases) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: "unauthorized" });
    }
  });

  it("lets every member read", async () => {
    for (const who of [owner, editor, viewer]) {
      const list = await call("GET", `/api/trips/${trip.id}/budget`, who);
      expect(list.statusCode).toBe(200);
      expect(list.json().map((a: BudgetAllocation) => a.id)).toContain(allocation.id);
      const sum = await call("GET", `/api/trips/${trip.id}/budget/summary`, who);
      expect(sum.statusCode).toBe(200);
    }
  });

  it("hides the trip from a non-member (404) on every route, and for unknown or malformed trip ids", async () => {
    const base = `/api/trips/${trip.id}/budget`;
    const cases = await Promise.all([
      call("GET", base, stranger),
      call("GET", `${base}/summary`, stranger),
      call("POST", base, stranger, { plannedAmount: "1" }),
      call("PATCH", `${base}/${allocation.id}`, stranger, { plannedAmount: "1" }),
      call("DELETE", `${base}/${allocation.id}`, stranger),
      call("GET", `/api/trips/${randomUUID()}/budget`, owner),
      call("GET", `/api/trips/not-a-uuid/budget`, owner),
      call("POST", `/api/trips/not-a-uuid/budget`, owner, { plannedAmount: "1" }),
    ]);
    for (const res of cases) expect(res.statusCode, res.body).toBe(404);
    const rows = await sqlRows<{ planned: string }>(
      t.database,
      sql`select planned_amount::text as planned from budget_allocations where id = ${allocation.id}`,
    );
    expect(rows).toEqual([{ planned: "100.00" }]);
  });

  it("refuses writes to a viewer (403) and changes nothing", async () => {
    const base = `/api/trips/${trip.id}/budget`;
    const cases = await Promise.all([
      call("POST", base, viewer, { plannedAmount: "1" }),
      call("PATCH", `${base}/${allocation.id}`, viewer, { plannedAmount: "1" }),
      call("DELETE", `${base}/${allocation.id}`, viewer),
    ]);
    for (const res of cases) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().code).toBe("forbidden");
    }
    const list: BudgetAllocation[] = (await call("GET", base, owner)).json();
    expect(list).toHaveLength(1);
    expect(list[0]!.plannedAmount).toBe("100.00");
  });

  it("lets an editor and an admin create, edit and delete", async () => {
    for (const who of [editor, owner]) {
      const a = await create(trip.id, { plannedAmount: "5" }, who);
      const patched = await call("PATCH", `/api/trips/${trip.id}/budget/${a.id}`, who, { realizedAmount: "2" });
      expect(patched.statusCode, patched.body).toBe(200);
      expect(patched.json().realizedAmount).toBe("2.00");
      const del = await call("DELETE", `/api/trips/${trip.id}/budget/${a.id}`, who);
      expect(del.statusCode).toBe(204);
      expect(del.body).toBe("");
    }
  });
});

describe("POST /api/trips/:tripId/budget", () => {
  let trip: Trip;
  beforeAll(async () => {
    trip = await createTrip({ currency: "EUR" });
  });

  it("defaults the category to air_tickets with its name, realized to 0.00, city and notes to null", async () => {
    const a = await create(trip.id, { plannedAmount: 250 });
    expect(a).toMatchObject({
      tripId: trip.id,
      category: "air_tickets",
      categoryName: "Air Tickets",
      city: null,
      plannedAmount: "250.00",
      realizedAmount: "0.00",
      notes: null,
    });
    expect(a.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.createdAt).toMatch(ISO_TIMESTAMP);
    expect(a.updatedAt).toMatch(ISO_TIMESTAMP);
  });

  it("names every category as docs/product/budget-and-expenses.md lists unless a name is given", async () => {
    expect(CATEGORY_NAMES).toEqual({
      air_tickets: "Air Tickets",
      hotels: "Hotels",
      food: "Food & Dining",
      activities: "Activities",
      transportation: "Transportation",
      shopping: "Shopping",
      other: "Other",
    });
    for (const category of BUDGET_CATEGORIES) {
      const a = await create(trip.id, { category, plannedAmount: "1" });
      expect(a.category).toBe(category);
      expect(a.categoryName).toBe(CATEGORY_NAMES[category]);
    }
    const named = await create(trip.id, { category: "food", categoryName: "  Street food  ", plannedAmount: "1" });
    expect(named.categoryName).toBe("Street food");
    const blank = await create(trip.id, { category: "hotels", categoryName: "  ", plannedAmount: "1" });
    expect(blank.categoryName).toBe("Hotels");
  });

  it("rejects an unknown category naming the field", async () => {
    await expect400(await call("POST", `/api/trips/${trip.id}/budget`, owner, { category: "boats", plannedAmount: "1" }), "category");
  });

  it("requires a planned amount with the product description's message", async () => {
    for (const body of [{}, { plannedAmount: "" }, { plannedAmount: "  " }, { plannedAmount: null }, { realizedAmount: "3" }]) {
      await expect400(await call("POST", `/api/trips/${trip.id}/budget`, owner, body), "plannedAmount", englishError(PLANNED_REQUIRED));
    }
  });

  it("accepts amounts as numbers or strings and returns decimal strings", async () => {
    const cases: [unknown, string][] = [
      [0, "0.00"],
      ["0", "0.00"],
      [12.5, "12.50"],
      ["12.5", "12.50"],
      [" 7.05 ", "7.05"],
      ["999999999999.99", "999999999999.99"],
    ];
    for (const [amount, expected] of cases) {
      const a = await create(trip.id, { plannedAmount: amount, realizedAmount: amount });
      expect(a.plannedAmount, String(amount)).toBe(expected);
      expect(a.realizedAmount, String(amount)).toBe(expected);
      const [row] = await sqlRows<{ p: string }>(t.database, sql`select planned_amount::text as p from budget_allocations where id = ${a.id}`);
      expect(row!.p).toBe(expected);
    }
  });

  it("rejects negative, over-precise, non-numeric and too large amounts (400 naming the field)", async () => {
    const bad: unknown[] = [-1, "-0.01", "1.005", 0.1 + 0.2, "abc", "1e3", "1,000", true, {}, [], "9999999999999"];
    for (const amount of bad) {
      await expect400(await call("POST", `/api/trips/${trip.id}/budget`, owner, { plannedAmount: amount }), "plannedAmount");
      await expect400(
        await call("POST", `/api/trips/${trip.id}/budget`, owner, { plannedAmount: "1", realizedAmount: amount }),
        "realizedAmount",
      );
    }
  });

  it("turns an empty realized amount into 0.00", async () => {
    for (const realizedAmount of ["", null, "   "]) {
      const a = await create(trip.id, { plannedAmount: "10", realizedAmount });
      expect(a.realizedAmount).toBe("0.00");
    }
  });

  it("rejects bad text fields and a non-object body", async () => {
    await expect400(await call("POST", `/api/trips/${trip.id}/budget`, owner, { plannedAmount: "1", notes: 5 }), "notes");
    await expect400(
      await call("POST", `/api/trips/${trip.id}/budget`, owner, { plannedAmount: "1", categoryName: "x".repeat(101) }),
      "categoryName",
    );
    const res = await call("POST", `/api/trips/${trip.id}/budget`, owner, [1]);
    expect(res.statusCode).toBe(400);
  });

  it("keeps notes trimmed, empty notes as null", async () => {
    expect((await create(trip.id, { plannedAmount: "1", notes: "  window seat " })).notes).toBe("window seat");
    expect((await create(trip.id, { plannedAmount: "1", notes: "" })).notes).toBeNull();
  });
});

describe("city", () => {
  let trip: Trip;
  let other: Trip;
  beforeAll(async () => {
    trip = await createTrip();
    other = await createTrip();
    await addLocation(trip.id, "Paris", "France");
    await addLocation(other.id, "Berlin", "Germany");
  });

  it("accepts one of the trip's location names, stored in the location's spelling", async () => {
    expect((await create(trip.id, { plannedAmount: "1", city: "Paris, France" })).city).toBe("Paris, France");
    expect((await create(trip.id, { plannedAmount: "1", city: "  paris, FRANCE " })).city).toBe("Paris, France");
  });

  it("treats an empty city as none", async () => {
    expect((await create(trip.id, { plannedAmount: "1", city: "" })).city).toBeNull();
    expect((await create(trip.id, { plannedAmount: "1", city: null })).city).toBeNull();
  });

  it("rejects a city that is not a location of this trip (400 naming city)", async () => {
    for (const city of ["Berlin, Germany", "Paris", "Rome, Italy"]) {
      await expect400(await call("POST", `/api/trips/${trip.id}/budget`, owner, { plannedAmount: "1", city }), "city", englishError(CITY_NOT_IN_TRIP));
    }
    await expect400(await call("POST", `/api/trips/${trip.id}/budget`, owner, { plannedAmount: "1", city: 3 }), "city");
  });

  it("checks a changed city on PATCH, but keeps a stored one whose location is gone", async () => {
    await addLocation(trip.id, "Lyon", "France");
    const a = await create(trip.id, { plannedAmount: "1", city: "Lyon, France" });
    const url = `/api/trips/${trip.id}/budget/${a.id}`;
    await expect400(await call("PATCH", url, owner, { city: "Berlin, Germany" }), "city", englishError(CITY_NOT_IN_TRIP));
    await t.database.db.execute(sql`delete from locations where trip_id = ${trip.id} and city = 'Lyon'`);
    const same = await call("PATCH", url, owner, { city: "Lyon, France", plannedAmount: "2" });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ city: "Lyon, France", plannedAmount: "2.00" });
    const moved = await call("PATCH", url, owner, { city: "PARIS, france" });
    expect(moved.json().city).toBe("Paris, France");
    const cleared = await call("PATCH", url, owner, { city: "" });
    expect(cleared.json().city).toBeNull();
  });
});

describe("PATCH /api/trips/:tripId/budget/:allocationId", () => {
  let trip: Trip;
  let a: BudgetAllocation;
  beforeAll(async () => {
    trip = await createTrip();
    a = await create(trip.id, { category: "food", plannedAmount: "100", realizedAmount: "20", notes: "n" });
  });
  const url = () => `/api/trips/${trip.id}/budget/${a.id}`;

  it("changes only the sent fields", async () => {
    const res = await call("PATCH", url(), owner, { realizedAmount: 45.5 });
    expect(res.statusCode, res.body).toBe(200);
    const body: BudgetAllocation = res.json();
    expect(body).toMatchObject({ category: "food", categoryName: "Food & Dining", plannedAmount: "100.00", realizedAmount: "45.50", notes: "n" });
    expect(Date.parse(body.updatedAt!)).toBeGreaterThanOrEqual(Date.parse(a.updatedAt!));
    expect(body.createdAt).toBe(a.createdAt);
  });

  it("empties realized to 0.00 and notes to null, but never planned", async () => {
    const res = await call("PATCH", url(), owner, { realizedAmount: "", notes: "" });
    expect(res.json()).toMatchObject({ realizedAmount: "0.00", notes: null });
    for (const plannedAmount of ["", null]) {
      await expect400(await call("PATCH", url(), owner, { plannedAmount }), "plannedAmount", englishError(PLANNED_REQUIRED));
    }
    await expect400(await call("PATCH", url(), owner, { plannedAmount: "-5" }), "plannedAmount");
    await expect400(await call("PATCH", url(), owner, { realizedAmount: "1.234" }), "realizedAmount");
    await expect400(await call("PATCH", url(), owner, { category: "boats" }), "category");
  });

  it("renames with the category unless a name is sent; an empty name falls back to the category's", async () => {
    expect((await call("PATCH", url(), owner, { category: "hotels" })).json()).toMatchObject({ category: "hotels", categoryName: "Hotels" });
    expect((await call("PATCH", url(), owner, { categoryName: "Ryokan" })).json().categoryName).toBe("Ryokan");
    expect((await call("PATCH", url(), owner, { categoryName: "" })).json().categoryName).toBe("Hotels");
    expect((await call("PATCH", url(), owner, { category: "shopping", categoryName: "Gifts" })).json()).toMatchObject({
      category: "shopping",
      categoryName: "Gifts",
    });
  });

  it("answers 404 for an allocation of another trip, an unknown or a malformed id, and changes nothing", async () => {
    const other = await createTrip();
    const foreign = await create(other.id, { plannedAmount: "9" });
    const cases = await Promise.all([
      call("PATCH", `/api/trips/${trip.id}/budget/${foreign.id}`, owner, { plannedAmount: "1" }),
      call("DELETE", `/api/trips/${trip.id}/budget/${foreign.id}`, owner),
      call("PATCH", `/api/trips/${trip.id}/budget/${randomUUID()}`, owner, { plannedAmount: "1" }),
      call("DELETE", `/api/trips/${trip.id}/budget/${randomUUID()}`, owner),
      call("PATCH", `/api/trips/${trip.id}/budget/nope`, owner, { plannedAmount: "1" }),
      call("DELETE", `/api/trips/${trip.id}/budget/nope`, owner),
    ]);
    for (const res of cases) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual({ message: "Budget allocation not found", code: "not_found" });
    }
    const list: BudgetAllocation[] = (await call("GET", `/api/trips/${other.id}/budget`, owner)).json();
    expect(list.map((x) => [x.id, x.plannedAmount])).toEqual([[foreign.id, "9.00"]]);
  });

  it("answers 404 to a member of the other trip editing through this trip's URL", async () => {
    // The editor belongs only to `other`; the allocation belongs to `trip`.
    const other = await createTrip();
    await addMember(other.id, editor, "editor");
    const res = await call("PATCH", `/api/trips/${other.id}/budget/${a.id}`, editor, { plannedAmount: "1" });
    expect(res.statusCode).toBe(404);
  });
});

describe("DELETE and listing", () => {
  it("lists oldest first and deletes one allocation only", async () => {
    const trip = await createTrip();
    const first = await create(trip.id, { category: "hotels", plannedAmount: "1" });
    const second = await create(trip.id, { category: "food", plannedAmount: "2" });
    const third = await create(trip.id, { category: "other", plannedAmount: "3" });
    let list: BudgetAllocation[] = (await call("GET", `/api/trips/${trip.id}/budget`, owner)).json();
    expect(list.map((x) => x.id)).toEqual([first.id, second.id, third.id]);
    expect((await call("DELETE", `/api/trips/${trip.id}/budget/${second.id}`, owner)).statusCode).toBe(204);
    list = (await call("GET", `/api/trips/${trip.id}/budget`, owner)).json();
    expect(list.map((x) => x.id)).toEqual([first.id, third.id]);
    expect((await call("DELETE", `/api/trips/${trip.id}/budget/${second.id}`, owner)).statusCode).toBe(404);
  });

  it("goes with its trip (cascade)", async () => {
    const trip = await createTrip();
    await create(trip.id, { plannedAmount: "1" });
    expect((await call("DELETE", `/api/trips/${trip.id}`, owner)).statusCode).toBe(204);
    const rows = await sqlRows(t.database, sql`select id from budget_allocations where trip_id = ${trip.id}`);
    expect(rows).toEqual([]);
  });
});

describe("exact totals", () => {
  it("adds 0.1 + 0.2 style amounts exactly", async () => {
    const trip = await createTrip();
    await create(trip.id, { plannedAmount: 0.1, realizedAmount: "0.2" });
    await create(trip.id, { plannedAmount: "0.2", realizedAmount: 0.1 });
    expect(await summary(trip.id)).toEqual({
      totalPlanned: "0.30",
      totalSpent: "0.30",
      remaining: "0.00",
      tripBudget: null,
      unallocated: null,
      count: 2,
    });
    // Ten dimes make exactly one.
    const dimes = await createTrip();
    for (let i = 0; i < 10; i++) await create(dimes.id, { plannedAmount: 0.1, realizedAmount: "0.07" });
    expect(await summary(dimes.id)).toMatchObject({ totalPlanned: "1.00", totalSpent: "0.70", remaining: "0.30", count: 10 });
  });

  it("reports zeros for an empty budget and a negative remaining when over", async () => {
    const trip = await createTrip({ budget: "1000" });
    expect(await summary(trip.id)).toEqual({
      totalPlanned: "0.00",
      totalSpent: "0.00",
      // With a trip budget, remaining is that budget minus spent: nothing spent leaves all of it.
      remaining: "1000.00",
      tripBudget: "1000.00",
      unallocated: "1000.00",
      count: 0,
    });
    await create(trip.id, { plannedAmount: "600.10", realizedAmount: "700.35" });
    await create(trip.id, { plannedAmount: "500", realizedAmount: "0" });
    expect(await summary(trip.id)).toEqual({
      totalPlanned: "1100.10",
      totalSpent: "700.35",
      remaining: "299.65",
      tripBudget: "1000.00",
      unallocated: "-100.10",
      count: 2,
    });
    const big = await createTrip();
    await create(big.id, { plannedAmount: "1", realizedAmount: "999999999999.99" });
    await create(big.id, { plannedAmount: "0.01", realizedAmount: "999999999999.99" });
    expect(await summary(big.id)).toMatchObject({ totalSpent: "1999999999999.98", remaining: "-1999999999998.97" });
  });

  it("counts only this trip's allocations", async () => {
    const a = await createTrip();
    const b = await createTrip();
    await create(a.id, { plannedAmount: "5" });
    await create(b.id, { plannedAmount: "7" });
    expect((await summary(a.id)).totalPlanned).toBe("5.00");
    expect((await summary(b.id)).totalPlanned).toBe("7.00");
  });
});

describe("spent joins the logged expenses (docs/product/budget-and-expenses.md)", () => {
  const logExpense = async (tripId: string, body: Record<string, unknown>) => {
    const res = await call("POST", `/api/trips/${tripId}/expenses`, owner, { date: "2027-03-02", ...body });
    expect(res.statusCode, res.body).toBe(201);
  };

  it("adds a category's expenses once, on its allocation without a city, and lists a category only logged with planned 0.00", async () => {
    const trip = await createTrip({ currency: "EUR", budget: "1000" });
    const { name: lisbon } = await addLocation(trip.id, "Lisbon", "Portugal");
    const inLisbon = await create(trip.id, { category: "food", city: lisbon, plannedAmount: "100", realizedAmount: "5" });
    const anywhere = await create(trip.id, { category: "food", plannedAmount: "200", realizedAmount: "1.10" });
    await logExpense(trip.id, { description: "Dinner", amount: "40.25", category: "food" });
    await logExpense(trip.id, { description: "Lunch", amount: "9.75", category: "food" });
    // In yen at a typed rate: 3000 × 0.0061 = 18.30 EUR.
    await logExpense(trip.id, { description: "Museum", amount: "3000", currency: "JPY", rate: "0.0061", category: "activities" });
    // A payment moves balances, not spending.
    await addMember(trip.id, editor, "editor");
    const paid = await call("POST", `/api/trips/${trip.id}/payments`, owner, { from: owner.user.id, to: editor.user.id, amount: "500", date: "2027-03-03" });
    expect(paid.statusCode, paid.body).toBe(201);

    const list: BudgetAllocation[] = (await call("GET", `/api/trips/${trip.id}/budget`, owner)).json();
    expect(list.map((a) => [a.id, a.category, a.plannedAmount, a.realizedAmount, a.loggedAmount, a.spentAmount])).toEqual([
      [inLisbon.id, "food", "100.00", "5.00", "0.00", "5.00"],
      [anywhere.id, "food", "200.00", "1.10", "50.00", "51.10"],
      [null, "activities", "0.00", "0.00", "18.30", "18.30"],
    ]);
    expect(list[2]).toMatchObject({ categoryName: "Activities", city: null, createdAt: null, updatedAt: null });

    // The trip's Spent is the sum of the allocations' Spent, everywhere it is shown.
    // The trip has a budget of 1000: remaining is 1000 − 74.40, and 700 of it is not allocated.
    expect(await summary(trip.id)).toMatchObject({ totalPlanned: "300.00", totalSpent: "74.40", remaining: "925.60", unallocated: "700.00", count: 2 });
    expect((await call("GET", `/api/trips/${trip.id}`, owner)).json().spentAmount).toBe("74.40");

    // Editing the typed part answers the joined figures; the logged part stays where it is.
    const patched = await call("PATCH", `/api/trips/${trip.id}/budget/${anywhere.id}`, owner, { realizedAmount: "0" });
    expect(patched.json()).toMatchObject({ realizedAmount: "0.00", loggedAmount: "50.00", spentAmount: "50.00" });
    // Without a city-less allocation, the category's first carries it.
    expect((await call("DELETE", `/api/trips/${trip.id}/budget/${anywhere.id}`, owner)).statusCode).toBe(204);
    const after: BudgetAllocation[] = (await call("GET", `/api/trips/${trip.id}/budget`, owner)).json();
    expect(after.map((a) => [a.category, a.loggedAmount, a.spentAmount])).toEqual([
      ["food", "50.00", "55.00"],
      ["activities", "18.30", "18.30"],
    ]);
    // Allocating the category takes its logged expenses over from the listed-only row.
    const planned = await create(trip.id, { category: "activities", plannedAmount: "60" });
    expect(planned).toMatchObject({ loggedAmount: "18.30", spentAmount: "18.30" });
    expect(((await call("GET", `/api/trips/${trip.id}/budget`, owner)).json() as BudgetAllocation[]).filter((a) => a.id === null)).toEqual([]);
  });
});
