// Moving from Splitwise or Tricount (docs/product/budget-and-expenses.md): an export becomes a
// preview of rows and names, the names are mapped to the trip's members, and
// the confirm writes expenses whose balances are the file's own — or nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Balances, Expense } from "@shared/expenses";
import type { ExpenseImportPreview } from "@shared/expense-import";
import { addTripMember, createTestApp, request, signUp, sqlRows, type SignedUp, type TestApp } from "../test/test-app";
import { multipart } from "../test/multipart";
import { fixture } from "../imports/fixtures";
import { readExpenseCsv, signedMinor } from "../imports/expense-csv";
import { partsPerPayer } from "./service";

let t: TestApp;
let ana: SignedUp;
let ben: SignedUp;
let cleo: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  [ana, ben, cleo] = await Promise.all([
    signUp(t.app, { firstName: "Ana", lastName: "Silva" }),
    signUp(t.app, { firstName: "Ben", lastName: "Ito" }),
    signUp(t.app, { firstName: "Cleo", lastName: "Roy" }),
  ]);
});
afterAll(async () => {
  await t?.close();
});

/** A EUR trip of Ana (admin), Ben (editor) and Cleo (viewer). */
async function trip(): Promise<string> {
  const res = await request(t.app, "POST", "/api/trips", ana, { name: "Lisbon", currency: "EUR" });
  expect(res.statusCode).toBe(201);
  const id = res.json().id as string;
  await addTripMember(t.database, id, ben.user.id, "editor", "2030-01-01T00:00:00Z");
  await addTripMember(t.database, id, cleo.user.id, "viewer", "2030-01-02T00:00:00Z");
  return id;
}

const upload = (tripId: string, name: string, data: Buffer, who: SignedUp = ana) => {
  const body = multipart([{ name, data, type: "text/csv" }]);
  return t.app.inject({ method: "POST", url: `/api/trips/${tripId}/imports/expenses`, headers: { ...body.headers, cookie: who.cookie }, payload: body.payload });
};
const confirm = (tripId: string, body: unknown, who: SignedUp = ana) => request(t.app, "POST", `/api/trips/${tripId}/imports/expenses/confirm`, who, body);
const nets = async (tripId: string) => {
  const b = (await request(t.app, "GET", `/api/trips/${tripId}/balances`, ana)).json() as Balances;
  return Object.fromEntries(b.members.map((m) => [m.userId, m.net]));
};
const expenseCount = async (tripId: string) =>
  (await sqlRows<{ n: number }>(t.database, sql`select count(*)::int as n from expenses where trip_id = ${tripId}`))[0]!.n;

describe("a Splitwise export", () => {
  it("is previewed as rows of who paid and who owes, the closing total row left out", async () => {
    const tripId = await trip();
    const res = await upload(tripId, "lisbon_2027-05-06_export.csv", fixture("splitwise-lisbon.csv"));
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json() as ExpenseImportPreview;
    expect(preview.source).toBe("splitwise");
    expect(preview.names).toEqual(["Ana Silva", "Ben Ito", "Cleo Roy"]);
    expect(preview.skipped).toEqual([]);
    expect(preview.rows).toHaveLength(6);
    expect(preview.rows[0]).toEqual({
      line: 2,
      kind: "expense",
      date: "2027-05-02",
      description: "Dinner at Ramiro",
      category: "food",
      currency: "EUR",
      amount: "90.00",
      paid: [{ name: "Ana Silva", amount: "90.00" }],
      owed: [
        { name: "Ana Silva", amount: "30.00" },
        { name: "Ben Ito", amount: "30.00" },
        { name: "Cleo Roy", amount: "30.00" },
      ],
    });
    // Two people up on one row: each paid their figure plus their own share, in proportion.
    expect(preview.rows[4]).toMatchObject({
      description: "Airport taxi, two cards",
      paid: [
        { name: "Ana Silva", amount: "37.50" },
        { name: "Ben Ito", amount: "22.50" },
      ],
      owed: [
        { name: "Ana Silva", amount: "12.50" },
        { name: "Ben Ito", amount: "7.50" },
        { name: "Cleo Roy", amount: "40.00" },
      ],
    });
    expect(preview.rows[5]).toMatchObject({ kind: "payment", amount: "20.00", paid: [{ name: "Ben Ito", amount: "20.00" }], owed: [{ name: "Ana Silva", amount: "20.00" }] });
    expect(await expenseCount(tripId)).toBe(0);
  });

  it("becomes expenses and a payment whose balances are the file's total balance row", async () => {
    const tripId = await trip();
    const preview = (await upload(tripId, "export.csv", fixture("splitwise-lisbon.csv"))).json() as ExpenseImportPreview;
    const mapping = { "Ana Silva": ana.user.id, "Ben Ito": ben.user.id, "Cleo Roy": cleo.user.id };
    const res = await confirm(tripId, { mapping, rows: preview.rows });
    expect(res.statusCode, res.body).toBe(201);
    const written = res.json() as Expense[];
    // Six rows, the taxi paid by two: seven entries.
    expect(written.map((e) => e.kind)).toEqual(["expense", "expense", "expense", "expense", "expense", "expense", "payment"]);
    expect(written.filter((e) => e.description === "Airport taxi, two cards").map((e) => [e.paidBy, e.amount])).toEqual([
      [ana.user.id, "37.50"],
      [ben.user.id, "22.50"],
    ]);
    expect(await nets(tripId)).toEqual({ [ana.user.id]: "65.17", [ben.user.id]: "-22.98", [cleo.user.id]: "-42.19" });
  });

  it("refuses a name left unmapped, a person outside the trip, or a row whose parts do not add up, and writes nothing", async () => {
    const tripId = await trip();
    const { rows } = (await upload(tripId, "export.csv", fixture("splitwise-lisbon.csv"))).json() as ExpenseImportPreview;
    const unmapped = await confirm(tripId, { mapping: { "Ana Silva": ana.user.id, "Ben Ito": ben.user.id }, rows });
    expect(unmapped.statusCode).toBe(400);
    expect(unmapped.json().fields).toHaveProperty(["mapping.Cleo Roy"]);
    const outsider = await confirm(tripId, { mapping: { "Ana Silva": ana.user.id, "Ben Ito": ben.user.id, "Cleo Roy": "not-a-member" }, rows });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().fields).toHaveProperty(["mapping.Cleo Roy"]);
    // The last row's parts no longer make its amount: the five good rows before it are not written either.
    const tampered = rows.map((r, i) => (i === rows.length - 1 ? { ...r, amount: "25.00" } : r));
    const mapping = { "Ana Silva": ana.user.id, "Ben Ito": ben.user.id, "Cleo Roy": cleo.user.id };
    const bad = await confirm(tripId, { mapping, rows: tampered });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty([`rows.${rows.length - 1}.paid`]);
    expect(await expenseCount(tripId)).toBe(0);
  });

  it("two names mapped to one member are that member's parts together", async () => {
    const tripId = await trip();
    const { rows } = (await upload(tripId, "export.csv", fixture("splitwise-lisbon.csv"))).json() as ExpenseImportPreview;
    const res = await confirm(tripId, { mapping: { "Ana Silva": ana.user.id, "Ben Ito": ben.user.id, "Cleo Roy": ben.user.id }, rows: rows.slice(0, 1) });
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as Expense[])[0]!.shares).toEqual([
      { userId: ana.user.id, amount: "30.00" },
      { userId: ben.user.id, amount: "60.00" },
    ]);
  });
});

describe("a Tricount export", () => {
  it("reads semicolons and decimal commas, leaves an income out, and makes a money transfer a payment", async () => {
    const tripId = await trip();
    const res = await upload(tripId, "tricount.csv", fixture("tricount-lisbon.csv"));
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json() as ExpenseImportPreview;
    expect(preview.source).toBe("tricount");
    expect(preview.names).toEqual(["Ana", "Ben", "Cleo"]);
    expect(preview.skipped).toEqual([{ line: 4, reason: "income" }]);
    expect(preview.rows.map((r) => [r.kind, r.date, r.amount, r.category])).toEqual([
      ["expense", "2027-05-02", "90.00", "food"],
      ["expense", "2027-05-03", "36.00", "activities"],
      ["payment", "2027-05-04", "10.00", "other"],
    ]);
    const mapping = { Ana: ana.user.id, Ben: ben.user.id, Cleo: cleo.user.id };
    const written = await confirm(tripId, { mapping, rows: preview.rows });
    expect(written.statusCode, written.body).toBe(201);
    expect(await nets(tripId)).toEqual({ [ana.user.id]: "38.00", [ben.user.id]: "-8.00", [cleo.user.id]: "-30.00" });
  });
});

describe("what is not an export", () => {
  it("is refused naming the file: another CSV, a binary file, an empty upload", async () => {
    const tripId = await trip();
    const other = await upload(tripId, "bank.csv", Buffer.from("Booking date,Amount,Payee\n2027-05-02,-12.00,Café\n"));
    expect(other.statusCode).toBe(400);
    expect(other.json().fields).toHaveProperty("file");
    const binary = await upload(tripId, "photo.csv", fixture("boarding-pass.pkpass"));
    expect(binary.statusCode).toBe(400);
    expect(binary.json().fields).toHaveProperty("file");
    const onlyHeader = await upload(tripId, "empty.csv", Buffer.from("Date,Description,Category,Cost,Currency,Ana\n"));
    expect(onlyHeader.statusCode).toBe(400);
    expect(onlyHeader.json().fields).toHaveProperty("file");
  });

  it("a viewer may not import the group's expenses", async () => {
    const tripId = await trip();
    expect((await upload(tripId, "export.csv", fixture("splitwise-lisbon.csv"), cleo)).statusCode).toBe(403);
  });
});

describe("the reader's arithmetic", () => {
  it("reads amounts as the apps write them, exactly", () => {
    expect(signedMinor("-30.00", "EUR")).toBe(-3000n);
    expect(signedMinor("1 234,50", "EUR")).toBe(123450n);
    expect(signedMinor("1,234.50", "USD")).toBe(123450n);
    expect(signedMinor("3000.00", "JPY")).toBe(3000n);
    expect(signedMinor("12.345", "EUR")).toBeNull();
    expect(signedMinor("", "EUR")).toBeNull();
  });

  it("several payers' parts add up to what each paid and what each owes", () => {
    // 100.00 paid 33.33 / 66.67 among owed 10.01 / 45.00 / 44.99.
    const parts = partsPerPayer([3333n, 6667n], [1001n, 4500n, 4499n])!;
    expect(parts.map((p) => p.reduce((a, v) => a + v, 0n))).toEqual([3333n, 6667n]);
    expect([0, 1, 2].map((j) => parts[0]![j]! + parts[1]![j]!)).toEqual([1001n, 4500n, 4499n]);
  });

  it("a row of a currency the file names is kept in it", () => {
    const csv = "Date,Description,Category,Cost,Currency,Ana,Ben\n2027-05-02,Ramen,Dining out,3000.00,JPY,1500.00,-1500.00\n";
    expect(readExpenseCsv(Buffer.from(csv)).rows[0]).toMatchObject({ currency: "JPY", amount: "3000", paid: [{ name: "Ana", amount: "3000" }] });
  });
});
