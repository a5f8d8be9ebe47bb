// Copy a trip (docs/product/trips-and-members.md): any member copies the plan
// as a new trip of their own from a new start date. Cities, stays, events,
// places, reservations (pending, without booking numbers, files or ratings;
// costs kept), lists (unticked, unassigned) and budget lines (spent back to 0)
// come along with every date moved; members, expenses, payments, chat and the
// share link do not. A trip without dates keeps none; bad input is a 400
// naming the field.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Trip } from "@shared/trips";
import { createTestApp, createTestTrip, request, signUp, sqlRows, type SignedUp, type TestApp } from "../test/test-app";
import { ok, seedLisbonTrip, type SeededTrip } from "../test/seed-trip";
import { multipart } from "../test/multipart";
import { fixture } from "../imports/fixtures";

let t: TestApp;
let s: SeededTrip;
let copy: Trip;

const get = (who: SignedUp, url: string) => ok(t.app, who, "GET", url);

beforeAll(async () => {
  t = await createTestApp();
  s = await seedLisbonTrip(t.app, t.database);
  const { ana, ben, cleo, trip } = s;
  const id = trip.id;
  const reservations = (await get(ana, `/api/trips/${id}/reservations`)) as { id: string; name: string }[];
  const hotel = reservations.find((r) => r.name === "Memmo Alfama")!;
  const body = multipart([{ name: "voucher.pdf", data: fixture("e-ticket.pdf"), type: "application/pdf" }]);
  expect((await t.app.inject({ method: "POST", url: `/api/reservations/${hotel.id}/files`, headers: { ...body.headers, cookie: ana.cookie }, payload: body.payload })).statusCode).toBe(201);
  await ok(t.app, cleo, "PATCH", `/api/reservations/${hotel.id}/rating`, { rating: 5 });
  await ok(t.app, ana, "POST", `/api/trips/${id}/budget`, { category: "hotels", plannedAmount: "500.00", realizedAmount: "412.50" });
  const [todo] = (await get(ana, `/api/trips/${id}/lists/todo`)) as { id: string }[];
  await ok(t.app, ana, "PATCH", `/api/list-items/${todo!.id}`, { done: true, assigneeId: ben.user.id });
  await ok(t.app, ana, "POST", `/api/trips/${id}/share`);
  await ok(t.app, ben, "POST", `/api/trips/${id}/chat`, { content: "When is the fado night?" });

  // Cleo, a viewer, copies it for next March: every date moves by 83 days (9 Dec 2027 → 1 Mar 2028, a leap year).
  const res = await request(t.app, "POST", `/api/trips/${id}/copy`, cleo, { name: "Lisbon again", startDate: "2028-03-01" });
  expect(res.statusCode, res.body).toBe(201);
  copy = res.json();
});
afterAll(async () => {
  await t?.close();
});

describe("copy a trip", () => {
  it("makes a new trip from the new start date, with the caller its only member and admin", () => {
    expect(copy.id).not.toBe(s.trip.id);
    expect(copy).toMatchObject({ name: "Lisbon again", startDate: "2028-03-01", endDate: "2028-03-04", currency: "EUR", myRole: "admin" });
    expect(copy.members.map((m) => [m.user.id, m.role])).toEqual([[s.cleo.user.id, "admin"]]);
  });

  it("copies reservations as pending, without booking numbers, files or ratings, costs kept, dates moved", async () => {
    const rows = (await get(s.cleo, `/api/trips/${copy.id}/reservations`)) as { id: string; name: string; status: string; confirmationNumber: string | null; cost: string | null; reservationDate: string; reservationTime: string | null; endDate: string | null }[];
    expect(rows.map((r) => [r.name, r.reservationDate, r.reservationTime, r.endDate]).sort()).toEqual(
      [
        ["TP 1351", "2028-03-01", "09:30", null],
        ["Memmo Alfama", "2028-03-01", "15:00", "2028-03-04"],
        ["Oceanario", "2028-03-02", "10:00", null],
        ["Tasca do Chico", "2028-03-02", "20:00", null],
        ["Train to Sintra", "2028-03-03", "08:15", null],
        ["Cork workshop", "2028-03-03", null, null],
      ].sort(),
    );
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(["pending"]));
    expect(rows.every((r) => r.confirmationNumber === null)).toBe(true);
    expect(rows.find((r) => r.name === "Memmo Alfama")!.cost).toBe("412.50");
    const [files] = await sqlRows<{ n: number }>(t.database, sql`select count(*)::int as n from reservation_files f join reservations r on r.id = f.reservation_id where r.trip_id = ${copy.id}`);
    const [ratings] = await sqlRows<{ n: number }>(t.database, sql`select count(*)::int as n from reservation_ratings x join reservations r on r.id = x.reservation_id where r.trip_id = ${copy.id}`);
    expect([files!.n, ratings!.n]).toEqual([0, 0]);
  });

  it("copies cities, stays, events and places onto the moved days", async () => {
    const days = (await get(s.cleo, `/api/trips/${copy.id}/days`)) as { date: string; items: { title: string; startTime: string | null }[] }[];
    const shown = days.flatMap((d) => d.items.map((i) => `${d.date} ${i.startTime ?? "--:--"} ${i.title}`));
    for (const line of ["2028-03-01 --:-- Lisbon", "2028-03-02 21:30 Fado night", "2028-03-03 11:00 Belem Tower", "2028-03-03 --:-- Jeronimos", "2028-03-02 --:-- Buy tram tickets"]) {
      expect(shown).toContain(line);
    }
    const cities = (await get(s.cleo, `/api/trips/${copy.id}/locations`)) as { city: string }[];
    expect(cities.map((c) => c.city)).toEqual(["Lisbon"]);
  });

  it("copies lists unticked and unassigned, and budget lines with nothing spent", async () => {
    const todo = (await get(s.cleo, `/api/trips/${copy.id}/lists/todo`)) as { text: string; done: boolean; assigneeId: string | null; due: string | null }[];
    expect(todo.map((i) => ({ text: i.text, done: i.done, assigneeId: i.assigneeId, due: i.due }))).toEqual([{ text: "Buy tram tickets", done: false, assigneeId: null, due: "2028-03-02" }]);
    expect(((await get(s.cleo, `/api/trips/${copy.id}/lists/packing`)) as { text: string }[]).map((i) => i.text)).toEqual(["Umbrella"]);
    const budget = (await get(s.cleo, `/api/trips/${copy.id}/budget`)) as { category: string; plannedAmount: string; realizedAmount: string }[];
    expect(budget.map((b) => [b.category, b.plannedAmount, b.realizedAmount])).toEqual([["hotels", "500.00", "0.00"]]);
  });

  it("leaves members, expenses, payments, chat and the share link behind", async () => {
    expect(await get(s.cleo, `/api/trips/${copy.id}/expenses`)).toEqual([]);
    const [money] = await sqlRows<{ expenses: number; payments: number; chat: number; shares: number; members: number }>(
      t.database,
      sql`select (select count(*)::int from expenses where trip_id = ${copy.id} and kind = 'expense') as expenses,
                 (select count(*)::int from expenses where trip_id = ${copy.id} and kind = 'payment') as payments,
                 (select count(*)::int from chat_messages where trip_id = ${copy.id}) as chat,
                 (select count(*)::int from trip_shares where trip_id = ${copy.id}) as shares,
                 (select count(*)::int from trip_members where trip_id = ${copy.id}) as members`,
    );
    expect(money).toEqual({ expenses: 0, payments: 0, chat: 0, shares: 0, members: 1 });
    // The copy is Cleo's alone: Ana, the original's admin, does not see it.
    expect((await request(t.app, "GET", `/api/trips/${copy.id}`, s.ana)).statusCode).toBe(404);
  });

  it("leaves the original as it was", async () => {
    const rows = (await get(s.ana, `/api/trips/${s.trip.id}/reservations`)) as { name: string; status: string; confirmationNumber: string | null; reservationDate: string }[];
    expect(rows.find((r) => r.name === "Memmo Alfama")).toMatchObject({ status: "confirmed", confirmationNumber: "MEM-4471", reservationDate: "2027-12-09" });
  });

  it("copies a trip without dates without any, startDate or not", async () => {
    const undated = await createTestTrip(t.app, s.ana, { name: "Someday" });
    await ok(t.app, s.ana, "POST", `/api/trips/${undated.id}/lists/packing`, { text: "Passport" });
    for (const body of [{ name: "Someday too" }, { name: "Someday three", startDate: "2028-01-01" }]) {
      const res = await request(t.app, "POST", `/api/trips/${undated.id}/copy`, s.ana, body);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ name: body.name, startDate: null, endDate: null });
      expect(((await get(s.ana, `/api/trips/${res.json().id}/lists/packing`)) as { text: string }[]).map((i) => i.text)).toEqual(["Passport"]);
    }
  });

  it("answers bad input with a 400 naming the field, and copies nothing", async () => {
    const [before] = await sqlRows<{ n: number }>(t.database, sql`select count(*)::int as n from trips`);
    for (const [body, field] of [
      [{ startDate: "2028-03-01" }, "name"],
      [{ name: "  ", startDate: "2028-03-01" }, "name"],
      [{ name: "x".repeat(201), startDate: "2028-03-01" }, "name"],
      [{ name: "Next year", startDate: "next March" }, "startDate"],
      [{ name: "Next year", startDate: "2028-02-30" }, "startDate"],
      // The trip has dates: the copy needs its own.
      [{ name: "Next year" }, "startDate"],
    ] as const) {
      const res = await request(t.app, "POST", `/api/trips/${s.trip.id}/copy`, s.ben, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), JSON.stringify(body)).toEqual([field]);
    }
    const [after] = await sqlRows<{ n: number }>(t.database, sql`select count(*)::int as n from trips`);
    expect(after!.n).toBe(before!.n);
  });

  it("is the trip's to copy: a non-member gets 404", async () => {
    const stranger = await signUp(t.app, { firstName: "Sam" });
    const res = await request(t.app, "POST", `/api/trips/${s.trip.id}/copy`, stranger, { name: "Mine", startDate: "2028-03-01" });
    expect(res.statusCode).toBe(404);
  });
});
