// Group money through the API (docs/product/budget-and-expenses.md): splits to the cent, rates frozen
// at entry (typed, or the ECB's from a loopback server in the bank's format),
// balances that sum to zero, settle-up transfers that bring everyone to zero,
// and what each role may log.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type Server } from "node:http";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { Balances, Expense } from "@shared/expenses";
import { addTripMember, createTestApp, request, signUp, sqlRows, type SignedUp, type TestApp } from "../test/test-app";

const ECB = readFileSync(join(__dirname, "../fx/fixtures/eurofxref-hist-90d.xml"), "utf8");

let bank: Server;
let t: TestApp;
let ana: SignedUp;
let ben: SignedUp;
let cleo: SignedUp;
let stranger: SignedUp;

beforeAll(async () => {
  bank = createServer((_req, res) => res.writeHead(200, { "content-type": "text/xml" }).end(ECB));
  await new Promise<void>((resolve) => bank.listen(0, "127.0.0.1", resolve));
  t = await createTestApp({ fxRatesUrl: `http://127.0.0.1:${(bank.address() as { port: number }).port}/eurofxref-hist-90d.xml` });
  [ana, ben, cleo, stranger] = await Promise.all([
    signUp(t.app, { firstName: "Ana", lastName: "Silva" }),
    signUp(t.app, { firstName: "Ben", lastName: "Ito" }),
    signUp(t.app, { firstName: "Cleo", lastName: "Roy" }),
    signUp(t.app),
  ]);
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => bank.close(resolve));
});

/** A EUR trip of Ana (admin), Ben (editor) and Cleo (viewer), joined in that order. */
async function trip(currency = "EUR"): Promise<string> {
  const res = await request(t.app, "POST", "/api/trips", ana, { name: "Lisbon", currency });
  expect(res.statusCode).toBe(201);
  const id = res.json().id as string;
  await addTripMember(t.database, id, ben.user.id, "editor", "2030-01-01T00:00:00Z");
  await addTripMember(t.database, id, cleo.user.id, "viewer", "2030-01-02T00:00:00Z");
  return id;
}

const post = (tripId: string, who: SignedUp, body: unknown) => request(t.app, "POST", `/api/trips/${tripId}/expenses`, who, body);
const balances = async (tripId: string, who: SignedUp = ana) => (await request(t.app, "GET", `/api/trips/${tripId}/balances`, who)).json() as Balances;
const count = async (table: "expenses" | "expense_shares") =>
  (await sqlRows<{ n: number }>(t.database, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n;

describe("an expense", () => {
  it("splits docs/product/budget-and-expenses.md's example to the cent: 100.00 among three is 33.34, 33.33, 33.33", async () => {
    const tripId = await trip();
    const res = await post(tripId, ana, { description: "Dinner at Ramiro", amount: "100", date: "2027-05-02", category: "food" });
    expect(res.statusCode).toBe(201);
    const expense = res.json() as Expense;
    expect(expense).toMatchObject({
      kind: "expense",
      amount: "100.00",
      currency: "EUR",
      rate: "1",
      amountInTripCurrency: "100.00",
      paidBy: ana.user.id,
      category: "food",
      createdBy: ana.user.id,
      split: { mode: "equal", members: [{ userId: ana.user.id }, { userId: ben.user.id }, { userId: cleo.user.id }] },
    });
    expect(expense.shares).toEqual([
      { userId: ana.user.id, amount: "33.34" },
      { userId: ben.user.id, amount: "33.33" },
      { userId: cleo.user.id, amount: "33.33" },
    ]);
    const b = await balances(tripId);
    expect(b.currency).toBe("EUR");
    expect(b.members.map((m) => [m.paid, m.share, m.net])).toEqual([
      ["100.00", "33.34", "66.66"],
      ["0.00", "33.33", "-33.33"],
      ["0.00", "33.33", "-33.33"],
    ]);
    expect(b.settlements).toEqual([
      { from: ben.user.id, to: ana.user.id, amount: "33.33" },
      { from: cleo.user.id, to: ana.user.id, amount: "33.33" },
    ]);
  });

  it("in yen at a typed rate keeps the yen's amount and converts half up", async () => {
    const tripId = await trip();
    const res = await post(tripId, ben, { description: "Ramen", amount: "1200", currency: "jpy", rate: "0.0061", date: "2027-05-03", split: { mode: "equal", members: [{ userId: ana.user.id }, { userId: ben.user.id }] } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ amount: "1200", currency: "JPY", rate: "0.0061", amountInTripCurrency: "7.32", shares: [{ amount: "3.66" }, { amount: "3.66" }] });
    const bad = await post(tripId, ben, { description: "Ramen", amount: "12.5", currency: "JPY", rate: "0.0061", date: "2027-05-03" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ amount: "Amounts in JPY can have at most 0 decimal places" });
  });

  it("in dinars keeps three decimals", async () => {
    const tripId = await trip();
    const res = await post(tripId, ana, { description: "Taxi", amount: "3.125", currency: "BHD", rate: "2.4", date: "2027-05-03" });
    expect(res.json()).toMatchObject({ amount: "3.125", amountInTripCurrency: "7.50" });
  });

  it("without a rate takes the ECB's for its day (the last published before a weekend) and freezes it", async () => {
    const tripId = await trip();
    const res = await post(tripId, ana, { description: "Souvenirs", amount: "50.00", currency: "USD", date: "2026-11-22" });
    expect(res.statusCode).toBe(201);
    // 1 USD in EUR on Friday 2026-11-20: 1 / 1.0776.
    expect(res.json()).toMatchObject({ rate: "0.927988", amountInTripCurrency: "46.40" });
    // Editing keeps the frozen rate, even for another day; a new rate is used when sent.
    const id = res.json().id as string;
    const kept = await request(t.app, "PATCH", `/api/expenses/${id}`, ana, { amount: "60", date: "2026-11-24" });
    expect(kept.json()).toMatchObject({ amount: "60.00", rate: "0.927988", amountInTripCurrency: "55.68" });
    const typed = await request(t.app, "PATCH", `/api/expenses/${id}`, ana, { rate: "0.9" });
    expect(typed.json()).toMatchObject({ rate: "0.9", amountInTripCurrency: "54.00" });
  });

  it("splits exactly, by shares and by percent, each adding up", async () => {
    const tripId = await trip();
    const exact = await post(tripId, ana, { description: "Wine", amount: "30", date: "2027-05-04", split: { mode: "exact", members: [{ userId: ana.user.id, value: "10.5" }, { userId: ben.user.id, value: "19.50" }] } });
    expect(exact.json().shares.map((s: { amount: string }) => s.amount)).toEqual(["10.50", "19.50"]);
    expect(exact.json().split.members).toEqual([{ userId: ana.user.id, value: "10.5" }, { userId: ben.user.id, value: "19.50" }]);
    // Two adults and a child.
    const shares = await post(tripId, ana, { description: "Boat", amount: "100", date: "2027-05-04", split: { mode: "shares", members: [{ userId: ana.user.id, value: 2 }, { userId: ben.user.id, value: 2 }, { userId: cleo.user.id, value: 1 }] } });
    expect(shares.json().shares.map((s: { amount: string }) => s.amount)).toEqual(["40.00", "40.00", "20.00"]);
    const percent = await post(tripId, ana, { description: "Villa", amount: "1000", date: "2027-05-04", split: { mode: "percent", members: [{ userId: ana.user.id, value: 33.33 }, { userId: ben.user.id, value: 33.33 }, { userId: cleo.user.id, value: 33.34 }] } });
    expect(percent.json().shares.map((s: { amount: string }) => s.amount)).toEqual(["333.30", "333.30", "333.40"]);
    // Each create answers what a read gives afterwards (its shares are answered as written, not read back).
    const listed = (await request(t.app, "GET", `/api/trips/${tripId}/expenses`, ana)).json() as Expense[];
    for (const res of [exact, shares, percent]) expect(listed.find((e) => e.id === res.json().id)).toEqual(res.json());
    const nets = (await balances(tripId)).members.map((m) => Math.round(Number(m.net) * 100));
    expect(nets.reduce((a, b) => a + b, 0)).toBe(0);
  });

  it("refuses a split that does not add up, naming the field, and writes nothing", async () => {
    const tripId = await trip();
    const before = [await count("expenses"), await count("expense_shares")];
    const exact = await post(tripId, ana, { description: "Wine", amount: "30", date: "2027-05-04", split: { mode: "exact", members: [{ userId: ana.user.id, value: "10" }, { userId: ben.user.id, value: "19.99" }] } });
    expect(exact.statusCode).toBe(400);
    expect(exact.json().fields).toEqual({ split: "The exact amounts must add up to the amount" });
    const percent = await post(tripId, ana, { description: "Villa", amount: "1000", date: "2027-05-04", split: { mode: "percent", members: [{ userId: ana.user.id, value: 50 }, { userId: ben.user.id, value: 40 }] } });
    expect(percent.statusCode).toBe(400);
    expect(percent.json().fields).toEqual({ "split.members": "The percentages must add up to 100" });
    const shares = await post(tripId, ana, { description: "Boat", amount: "100", date: "2027-05-04", split: { mode: "shares", members: [{ userId: ana.user.id, value: 1.5 }] } });
    expect(shares.json().fields).toEqual({ "split.members.0.value": "Shares must be whole numbers greater than 0" });
    expect([await count("expenses"), await count("expense_shares")]).toEqual(before);
  });

  it("refuses a payer or a split member who is not in the trip, an unknown currency and a float-looking amount", async () => {
    const tripId = await trip();
    const payer = await post(tripId, ana, { description: "Taxi", amount: "20", date: "2027-05-04", paidBy: stranger.user.id });
    expect(payer.json().fields).toEqual({ paidBy: "Must be a member or guest of this trip" });
    const member = await post(tripId, ana, { description: "Taxi", amount: "20", date: "2027-05-04", split: { mode: "equal", members: [{ userId: ana.user.id }, { userId: stranger.user.id }] } });
    expect(member.json().fields).toEqual({ "split.members.1.userId": "Must be a member or guest of this trip" });
    const currency = await post(tripId, ana, { description: "Taxi", amount: "20", currency: "EUX", date: "2027-05-04" });
    expect(currency.json().fields).toEqual({ currency: "Currency must be an ISO 4217 code, such as EUR or JPY" });
    const amount = await post(tripId, ana, { description: "Taxi", amount: "1e3", date: "2027-05-04" });
    expect(amount.json().fields).toEqual({ amount: "Amount must be a number greater than 0" });
    const cents = await post(tripId, ana, { description: "Taxi", amount: "20.005", date: "2027-05-04" });
    expect(cents.json().fields).toEqual({ amount: "Amounts in EUR can have at most 2 decimal places" });
  });

  it("asks for the rate when none can be had (503), writing nothing", async () => {
    const offline = await createTestApp();
    try {
      const who = await signUp(offline.app);
      const created = await request(offline.app, "POST", "/api/trips", who, { name: "Kyoto", currency: "EUR" });
      const res = await request(offline.app, "POST", `/api/trips/${created.json().id}/expenses`, who, { description: "Temple", amount: "500", currency: "JPY", date: "2027-05-04" });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe("Exchange rate unavailable — enter the rate");
      expect(await sqlRows(offline.database, sql`select id from expenses`)).toEqual([]);
    } finally {
      await offline.close();
    }
  });
});

describe("roles", () => {
  it("lets a viewer log and change only what they paid, and record only payments they are in", async () => {
    const tripId = await trip();
    const own = await post(tripId, cleo, { description: "Pastéis", amount: "6", date: "2027-05-02" });
    expect(own.statusCode).toBe(201);
    expect(own.json().paidBy).toBe(cleo.user.id);
    expect((await post(tripId, cleo, { description: "Pastéis", amount: "6", date: "2027-05-02", paidBy: ana.user.id })).statusCode).toBe(403);
    const anas = await post(tripId, ana, { description: "Museum", amount: "30", date: "2027-05-02" });
    expect((await request(t.app, "PATCH", `/api/expenses/${anas.json().id}`, cleo, { amount: "1" })).statusCode).toBe(403);
    expect((await request(t.app, "DELETE", `/api/expenses/${anas.json().id}`, cleo)).statusCode).toBe(403);
    expect((await request(t.app, "PATCH", `/api/expenses/${own.json().id}`, cleo, { paidBy: ben.user.id })).statusCode).toBe(403);
    expect((await request(t.app, "PATCH", `/api/expenses/${own.json().id}`, cleo, { amount: "7" })).statusCode).toBe(200);
    const pays = await request(t.app, "POST", `/api/trips/${tripId}/payments`, cleo, { from: cleo.user.id, to: ana.user.id, amount: "10", date: "2027-05-03" });
    expect(pays.statusCode).toBe(201);
    const others = await request(t.app, "POST", `/api/trips/${tripId}/payments`, cleo, { from: ben.user.id, to: ana.user.id, amount: "10", date: "2027-05-03" });
    expect(others.statusCode).toBe(403);
    expect((await request(t.app, "DELETE", `/api/expenses/${own.json().id}`, cleo)).statusCode).toBe(204);
  });

  it("hides a trip's money from anyone not in it", async () => {
    const tripId = await trip();
    const anas = await post(tripId, ana, { description: "Museum", amount: "30", date: "2027-05-02" });
    expect((await request(t.app, "GET", `/api/trips/${tripId}/expenses`, stranger)).statusCode).toBe(404);
    expect((await request(t.app, "PATCH", `/api/expenses/${anas.json().id}`, stranger, { amount: "1" })).statusCode).toBe(404);
    expect((await request(t.app, "DELETE", `/api/expenses/not-an-id`, ana)).statusCode).toBe(404);
  });
});

describe("settling up", () => {
  it("brings everyone to exactly zero by recording the suggested transfers", async () => {
    const tripId = await trip();
    await post(tripId, ana, { description: "Hotel", amount: "412.37", date: "2027-05-01", category: "hotels" });
    await post(tripId, ben, { description: "Car", amount: "189.90", date: "2027-05-02", category: "transportation" });
    await post(tripId, cleo, { description: "Sushi", amount: "9800", currency: "JPY", rate: "0.0061", date: "2027-05-03", category: "food" });
    await post(tripId, ben, { description: "Tickets", amount: "75", date: "2027-05-04", split: { mode: "shares", members: [{ userId: ana.user.id, value: 2 }, { userId: cleo.user.id, value: 1 }] } });
    const before = await balances(tripId);
    const cents = before.members.map((m) => BigInt(m.net.replace(".", "")));
    expect(cents.reduce((a, b) => a + b, 0n)).toBe(0n);
    expect(before.settlements.length).toBeLessThanOrEqual(2);
    for (const s of before.settlements) {
      const payer = [ana, ben, cleo].find((p) => p.user.id === s.from)!;
      const res = await request(t.app, "POST", `/api/trips/${tripId}/payments`, payer, { ...s, date: "2027-05-05" });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ kind: "payment", category: "other", currency: "EUR", paidBy: s.from, shares: [{ userId: s.to, amount: s.amount }] });
    }
    const after = await balances(tripId);
    expect(after.members.map((m) => m.net)).toEqual(["0.00", "0.00", "0.00"]);
    expect(after.settlements).toEqual([]);
  });

  it("sums paid and share over expenses only and shows payments apart as sent and received, nets unchanged", async () => {
    const tripId = await trip();
    await post(tripId, ana, { description: "Hotel", amount: "90", date: "2027-05-01" });
    await post(tripId, ben, { description: "Dinner", amount: "30", date: "2027-05-02" });
    const paid = await request(t.app, "POST", `/api/trips/${tripId}/payments`, cleo, { from: cleo.user.id, to: ana.user.id, amount: "25", date: "2027-05-03" });
    expect(paid.statusCode, paid.body).toBe(201);
    const b = await balances(tripId);
    expect(b.members.map(({ userId, paid, share, sent, received, net }) => ({ userId, paid, share, sent, received, net }))).toEqual([
      { userId: ana.user.id, paid: "90.00", share: "40.00", sent: "0.00", received: "25.00", net: "25.00" },
      { userId: ben.user.id, paid: "30.00", share: "40.00", sent: "0.00", received: "0.00", net: "-10.00" },
      { userId: cleo.user.id, paid: "0.00", share: "40.00", sent: "25.00", received: "0.00", net: "-15.00" },
    ]);
    // net = paid − share + sent − received, for everyone.
    for (const m of b.members) {
      const c = (v: string) => BigInt(v.replace(".", ""));
      expect(c(m.paid) - c(m.share) + c(m.sent) - c(m.received)).toBe(c(m.net));
    }
  });

  it("refuses a payment from or to someone not in the trip, to oneself, or with too many decimals, naming the field", async () => {
    const tripId = await trip();
    const pay = (body: object) => request(t.app, "POST", `/api/trips/${tripId}/payments`, ana, { amount: "10", date: "2027-05-05", ...body });
    expect((await pay({ from: stranger.user.id, to: ana.user.id })).json().fields).toEqual({ from: "Must be a member or guest of this trip" });
    expect((await pay({ from: ana.user.id, to: stranger.user.id })).json().fields).toEqual({ to: "Must be a member or guest of this trip" });
    expect((await pay({ from: ana.user.id, to: ana.user.id })).json().fields).toEqual({ to: "A payment goes from one member to another" });
    expect((await pay({ from: ben.user.id, to: ana.user.id, amount: "10.001" })).json().fields).toEqual({ amount: "Amounts in EUR can have at most 2 decimal places" });
    expect((await pay({ from: ben.user.id, to: ana.user.id, date: "05/05/2027" })).json().fields).toEqual({ date: "Date must be YYYY-MM-DD" });
    expect((await pay({ to: ana.user.id })).json().fields).toEqual({ from: "From is required" });
    expect(await sqlRows(t.database, sql`select id from expenses where trip_id = ${tripId}`)).toEqual([]);
  });

  it("keeps a payment in a yen trip to the trip's two decimals, when recorded and when edited", async () => {
    const tripId = await trip("JPY");
    const paid = await request(t.app, "POST", `/api/trips/${tripId}/payments`, ben, { from: ben.user.id, to: ana.user.id, amount: "1500.50", date: "2027-05-05" });
    expect(paid.statusCode).toBe(201);
    expect(paid.json()).toMatchObject({ amount: "1500.50", currency: "JPY", amountInTripCurrency: "1500.50" });
    const edited = await request(t.app, "PATCH", `/api/expenses/${paid.json().id}`, ben, { amount: "1200.25" });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ amount: "1200.25", shares: [{ userId: ana.user.id, amount: "1200.25" }] });
  });

  it("keeps the balance of a member who left, and refuses to change the trip's currency", async () => {
    const tripId = await trip();
    await post(tripId, ben, { description: "Fado night", amount: "90", date: "2027-05-02" });
    await t.database.db.execute(sql`delete from trip_members where trip_id = ${tripId} and user_id = ${ben.user.id}`);
    const b = await balances(tripId);
    expect(b.members.map((m) => [m.userId, m.net])).toEqual([
      [ana.user.id, "-30.00"],
      [cleo.user.id, "-30.00"],
      [ben.user.id, "60.00"],
    ]);
    const change = await request(t.app, "PATCH", `/api/trips/${tripId}`, ana, { currency: "USD" });
    expect(change.statusCode).toBe(409);
    expect(change.json().message).toBe("The trip's currency cannot change while it has expenses");
  });

  it("exports every expense and payment as CSV, names and all", async () => {
    const tripId = await trip();
    await post(tripId, ana, { description: "=HYPERLINK(\"x\")", amount: "10", date: "2027-05-02" });
    await request(t.app, "POST", `/api/trips/${tripId}/payments`, ben, { from: ben.user.id, to: ana.user.id, amount: "3.33", date: "2027-05-03" });
    const res = await request(t.app, "GET", `/api/trips/${tripId}/expenses.csv`, cleo);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="expenses-lisbon.csv"');
    const lines = res.body.replace(/^\uFEFF/, "").trimEnd().split("\r\n");
    expect(lines[0]).toBe("Date,Description,Kind,Category,Paid by,Amount,Currency,Rate,Amount in trip currency,Trip currency,Split,Shares");
    expect(lines[1]).toBe("2027-05-03,Ben Ito → Ana Silva,payment,,Ben Ito,3.33,EUR,1,3.33,EUR,equal,Ana Silva: 3.33");
    expect(lines[2]).toBe(`2027-05-02,"'=HYPERLINK(""x"")",expense,Other,Ana Silva,10.00,EUR,1,10.00,EUR,equal,Ana Silva: 3.34; Ben Ito: 3.33; Cleo Roy: 3.33`);
  });
});
