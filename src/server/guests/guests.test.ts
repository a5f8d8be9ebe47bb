// Guests through the API (docs/product/guests.md): a person without an account in
// the member list, in expenses (payer and split), payments, balances and
// settle-up, on bookings and list items; removing one is refused while they are
// in money; linking one to a member moves everything and leaves balances as they were.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Balances, Expense } from "@shared/expenses";
import type { Guest } from "@shared/guests";
import type { MemberEntry } from "@shared/members";
import type { Reservation } from "@shared/reservations";
import type { ListItem } from "@shared/lists";
import type { CalendarFeed } from "@shared/itinerary";
import { addTripMember, createTestApp, request, signUp, sqlRows, type SignedUp, type TestApp } from "../test/test-app";

let t: TestApp;
let ana: SignedUp;
let ben: SignedUp;
let cleo: SignedUp;
let dan: SignedUp;
let stranger: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  [ana, ben, cleo, dan, stranger] = await Promise.all([
    signUp(t.app, { firstName: "Ana", lastName: "Silva" }),
    signUp(t.app, { firstName: "Ben", lastName: "Ito" }),
    signUp(t.app, { firstName: "Cleo", lastName: "Roy" }),
    signUp(t.app, { firstName: "Dan", lastName: "Silva" }),
    signUp(t.app),
  ]);
});
afterAll(async () => {
  await t?.close();
});

/** A EUR trip of Ana (admin), Ben (editor) and Cleo (viewer), with a guest Gil added by Ben. */
async function tripWithGuest(): Promise<{ tripId: string; gil: Guest }> {
  const res = await request(t.app, "POST", "/api/trips", ana, { name: "Lisbon", currency: "EUR", startDate: "2027-05-01", endDate: "2027-05-07" });
  expect(res.statusCode).toBe(201);
  const tripId = res.json().id as string;
  await addTripMember(t.database, tripId, ben.user.id, "editor", "2030-01-01T00:00:00Z");
  await addTripMember(t.database, tripId, cleo.user.id, "viewer", "2030-01-02T00:00:00Z");
  const added = await request(t.app, "POST", `/api/trips/${tripId}/guests`, ben, { firstName: " Gil ", lastName: "Silva" });
  expect(added.statusCode, added.body).toBe(201);
  return { tripId, gil: added.json() as Guest };
}

const balances = async (tripId: string) => (await request(t.app, "GET", `/api/trips/${tripId}/balances`, ana)).json() as Balances;
const fieldsOf = (res: { json: () => unknown }) => (res.json() as { fields?: Record<string, string> }).fields;

describe("a guest", () => {
  it("is added by an editor and listed among the members with status guest, no role and no e-mail", async () => {
    const { tripId, gil } = await tripWithGuest();
    expect(gil).toEqual({ id: expect.any(String), firstName: "Gil", lastName: "Silva" });
    const list = (await request(t.app, "GET", `/api/trips/${tripId}/members`, cleo)).json() as MemberEntry[];
    const row = list.find((m) => m.id === gil.id);
    expect(row).toMatchObject({ status: "guest", role: null, invitedAt: null, user: { id: gil.id, firstName: "Gil", lastName: "Silva", email: null } });
    expect(list.map((m) => m.status)).toEqual(["active", "active", "active", "guest"]);
  });

  it("needs a first name, may go without a last name, and is renamed by PATCH", async () => {
    const { tripId, gil } = await tripWithGuest();
    const bad = await request(t.app, "POST", `/api/trips/${tripId}/guests`, ana, { firstName: "  " });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(bad)!)).toEqual(["firstName"]);
    const long = await request(t.app, "POST", `/api/trips/${tripId}/guests`, ana, { firstName: "Mia", lastName: "x".repeat(101) });
    expect(Object.keys(fieldsOf(long)!)).toEqual(["lastName"]);
    const child = await request(t.app, "POST", `/api/trips/${tripId}/guests`, ana, { firstName: "Mia" });
    expect(child.json()).toMatchObject({ firstName: "Mia", lastName: "" });
    const renamed = await request(t.app, "PATCH", `/api/guests/${gil.id}`, ana, { lastName: "Sousa" });
    expect(renamed.json()).toEqual({ id: gil.id, firstName: "Gil", lastName: "Sousa" });
    expect((await request(t.app, "PATCH", `/api/guests/not-an-id`, ana, { firstName: "X" })).statusCode).toBe(404);
    expect((await request(t.app, "PATCH", `/api/guests/${gil.id}`, stranger, { firstName: "X" })).statusCode).toBe(404);
  });

  it("pays, shares and settles like a member: balances and settle-up name the guest", async () => {
    const { tripId, gil } = await tripWithGuest();
    // Gil paid 90.00 for Ana, Ben and himself; Ana paid 30.00 shared equally by everyone (four people, guest included).
    const dinner = await request(t.app, "POST", `/api/trips/${tripId}/expenses`, ben, {
      description: "Dinner",
      amount: "90",
      date: "2027-05-02",
      paidBy: gil.id,
      split: { mode: "equal", members: [{ userId: ana.user.id }, { userId: ben.user.id }, { userId: gil.id }] },
    });
    expect(dinner.statusCode, dinner.body).toBe(201);
    const taxi = (await request(t.app, "POST", `/api/trips/${tripId}/expenses`, ana, { description: "Taxi", amount: "30", date: "2027-05-02" })).json() as Expense;
    expect(taxi.shares.map((s) => s.userId)).toEqual([ana.user.id, ben.user.id, cleo.user.id, gil.id]);
    const pay = await request(t.app, "POST", `/api/trips/${tripId}/payments`, ana, { from: ana.user.id, to: gil.id, amount: "10", date: "2027-05-03" });
    expect(pay.statusCode, pay.body).toBe(201);

    const b = await balances(tripId);
    expect(b.members.map((m) => [m.userId, m.paid, m.share, m.sent, m.received, m.net])).toEqual([
      [ana.user.id, "30.00", "37.50", "10.00", "0.00", "2.50"],
      [ben.user.id, "0.00", "37.50", "0.00", "0.00", "-37.50"],
      [cleo.user.id, "0.00", "7.50", "0.00", "0.00", "-7.50"],
      [gil.id, "90.00", "37.50", "0.00", "10.00", "42.50"],
    ]);
    expect(b.settlements).toEqual([
      { from: ben.user.id, to: gil.id, amount: "37.50" },
      { from: cleo.user.id, to: gil.id, amount: "5.00" },
      { from: cleo.user.id, to: ana.user.id, amount: "2.50" },
    ]);
    const csv = (await request(t.app, "GET", `/api/trips/${tripId}/expenses.csv`, ana)).body;
    expect(csv).toContain("Ana Silva → Gil Silva");
  });

  it("from another trip is not a member of this one: 400 naming the field", async () => {
    const { tripId } = await tripWithGuest();
    const { gil: elsewhere } = await tripWithGuest();
    const res = await request(t.app, "POST", `/api/trips/${tripId}/expenses`, ana, { description: "Tea", amount: "5", date: "2027-05-02", paidBy: elsewhere.id });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual({ paidBy: "Must be a member or guest of this trip" });
    const pay = await request(t.app, "POST", `/api/trips/${tripId}/payments`, ana, { from: ana.user.id, to: elsewhere.id, amount: "5", date: "2027-05-02" });
    expect(fieldsOf(pay)).toEqual({ to: "Must be a member or guest of this trip" });
  });

  it("cannot be removed while in an expense or a payment (409); otherwise goes, off bookings and items too", async () => {
    const { tripId, gil } = await tripWithGuest();
    const spent = await request(t.app, "POST", `/api/trips/${tripId}/expenses`, ana, {
      description: "Tea",
      amount: "5",
      date: "2027-05-02",
      split: { mode: "equal", members: [{ userId: ana.user.id }, { userId: gil.id }] },
    });
    const refused = await request(t.app, "DELETE", `/api/guests/${gil.id}`, ben);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("conflict");
    await request(t.app, "DELETE", `/api/expenses/${spent.json().id}`, ana);
    const paid = await request(t.app, "POST", `/api/trips/${tripId}/payments`, ana, { from: gil.id, to: ana.user.id, amount: "5", date: "2027-05-02" });
    expect((await request(t.app, "DELETE", `/api/guests/${gil.id}`, ben)).statusCode).toBe(409);
    await request(t.app, "DELETE", `/api/expenses/${paid.json().id}`, ana);

    const hotel = await request(t.app, "POST", `/api/trips/${tripId}/reservations`, ana, { name: "Hotel Sol", reservationDate: "2027-05-01", travellers: [gil.id, ana.user.id] });
    const towel = await request(t.app, "POST", `/api/trips/${tripId}/lists/packing`, ana, { text: "Towel", assigneeId: gil.id });
    expect(towel.statusCode, towel.body).toBe(201);
    expect((await request(t.app, "DELETE", `/api/guests/${gil.id}`, ben)).statusCode).toBe(204);
    const after = (await request(t.app, "GET", `/api/trips/${tripId}/reservations`, ana)).json() as Reservation[];
    expect(after.find((r) => r.id === hotel.json().id)!.travellers).toEqual([ana.user.id]);
    const items = (await request(t.app, "GET", `/api/trips/${tripId}/lists/packing`, ana)).json() as ListItem[];
    expect(items[0]!.assigneeId).toBeNull();
    const list = (await request(t.app, "GET", `/api/trips/${tripId}/members`, ana)).json() as MemberEntry[];
    expect(list.some((m) => m.id === gil.id)).toBe(false);
    expect((await request(t.app, "DELETE", `/api/guests/${gil.id}`, ben)).statusCode).toBe(404);
  });
});

describe("linking a guest to a member", () => {
  it("moves expenses, payments, bookings and items to the member; balances stay byte for byte", async () => {
    const { tripId, gil } = await tripWithGuest();
    const post = (body: unknown) => request(t.app, "POST", `/api/trips/${tripId}/expenses`, ana, body);
    expect((await post({ description: "Dinner", amount: "100", date: "2027-05-02", paidBy: gil.id })).statusCode).toBe(201);
    expect((await post({ description: "Museum", amount: "45", date: "2027-05-03", split: { mode: "shares", members: [{ userId: ana.user.id, value: 1 }, { userId: gil.id, value: 2 }] } })).statusCode).toBe(201);
    expect((await request(t.app, "POST", `/api/trips/${tripId}/payments`, ana, { from: gil.id, to: ben.user.id, amount: "12.34", date: "2027-05-04" })).statusCode).toBe(201);
    const flight = (await request(t.app, "POST", `/api/trips/${tripId}/reservations`, ana, { name: "TP 1350", type: "flight", reservationDate: "2027-05-01", travellers: [ana.user.id, gil.id] })).json() as Reservation;
    const towel = (await request(t.app, "POST", `/api/trips/${tripId}/lists/packing`, ana, { text: "Towel", assigneeId: gil.id })).json() as ListItem;

    // Gil makes an account as Dan and joins; Dan has no entries yet.
    await addTripMember(t.database, tripId, dan.user.id, "viewer");
    const before = await balances(tripId);
    const linked = await request(t.app, "POST", `/api/guests/${gil.id}/link`, ana, { userId: dan.user.id });
    expect(linked.statusCode, linked.body).toBe(204);

    // The guest's row becomes Dan's and Dan's empty row goes: the same bytes with the guest's id read as Dan's
    // (rows by id: Dan's place in the list is where he joined, not where the guest was added).
    const expected = JSON.parse(JSON.stringify(before).replaceAll(gil.id, dan.user.id)) as Balances;
    expect(before.members.find((m) => m.userId === dan.user.id)).toMatchObject({ paid: "0.00", share: "0.00", sent: "0.00", received: "0.00" });
    expected.members.splice(before.members.findIndex((m) => m.userId === dan.user.id), 1);
    const byId = (b: Balances) => JSON.stringify({ ...b, members: [...b.members].sort((x, y) => x.userId.localeCompare(y.userId)) });
    const after = await balances(tripId);
    expect(byId(after)).toBe(byId(expected));
    expect(after.settlements.length).toBeGreaterThan(0);

    const all = (await request(t.app, "GET", `/api/trips/${tripId}/expenses`, ana)).json() as Expense[];
    expect(JSON.stringify(all)).not.toContain(gil.id);
    const reservations = (await request(t.app, "GET", `/api/trips/${tripId}/reservations`, ana)).json() as Reservation[];
    expect(reservations.find((r) => r.id === flight.id)!.travellers).toEqual([ana.user.id, dan.user.id]);
    const items = (await request(t.app, "GET", `/api/trips/${tripId}/lists/packing`, ana)).json() as ListItem[];
    expect(items.find((i) => i.id === towel.id)!.assigneeId).toBe(dan.user.id);
    const list = (await request(t.app, "GET", `/api/trips/${tripId}/members`, ana)).json() as MemberEntry[];
    expect(list.map((m) => m.status)).toEqual(["active", "active", "active", "active"]);
    expect((await sqlRows(t.database, sql`select 1 from guests where id = ${gil.id}`)).length).toBe(0);
  });

  it("adds the two shares held in one expense together, and keeps each net", async () => {
    const { tripId, gil } = await tripWithGuest();
    const res = await request(t.app, "POST", `/api/trips/${tripId}/expenses`, ana, {
      description: "Boat",
      amount: "100",
      date: "2027-05-02",
      split: { mode: "exact", members: [{ userId: ana.user.id, value: "20" }, { userId: ben.user.id, value: "50.50" }, { userId: gil.id, value: "29.50" }] },
    });
    expect(res.statusCode, res.body).toBe(201);
    const nets = (b: Balances) => Object.fromEntries(b.members.map((m) => [m.userId, m.net]));
    const before = nets(await balances(tripId));
    expect((await request(t.app, "POST", `/api/guests/${gil.id}/link`, ana, { userId: ben.user.id })).statusCode).toBe(204);
    const [boat] = (await request(t.app, "GET", `/api/trips/${tripId}/expenses`, ana)).json() as Expense[];
    expect(boat!.shares).toEqual([
      { userId: ana.user.id, amount: "20.00" },
      { userId: ben.user.id, amount: "80.00" },
    ]);
    expect(boat!.split.members).toEqual([
      { userId: ana.user.id, value: "20" },
      { userId: ben.user.id, value: "80.00" },
    ]);
    const after = nets(await balances(tripId));
    expect(after).toEqual({ [ana.user.id]: before[ana.user.id], [ben.user.id]: "-80.00", [cleo.user.id]: "0.00" });
    expect(BigInt(Math.round(Number(before[ben.user.id]) * 100)) + BigInt(Math.round(Number(before[gil.id]) * 100))).toBe(-8000n);
  });

  it("checks every value: the member must be one of this trip, the body must name one", async () => {
    const { tripId, gil } = await tripWithGuest();
    const none = await request(t.app, "POST", `/api/guests/${gil.id}/link`, ana, {});
    expect(none.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(none)!)).toEqual(["userId"]);
    for (const userId of [stranger.user.id, "not-a-uuid", gil.id]) {
      const res = await request(t.app, "POST", `/api/guests/${gil.id}/link`, ana, { userId });
      expect(res.statusCode, userId).toBe(400);
      expect(fieldsOf(res)).toEqual({ userId: "Choose a member of this trip" });
    }
    expect((await request(t.app, "POST", `/api/guests/${gil.id}/link`, ben, { userId: ben.user.id })).statusCode).toBe(403);
    // Nothing moved: the guest is still there.
    const list = (await request(t.app, "GET", `/api/trips/${tripId}/members`, ana)).json() as MemberEntry[];
    expect(list.some((m) => m.id === gil.id)).toBe(true);
  });
});

describe("who is on a reservation", () => {
  it("takes members' and guests' ids, refuses anyone else naming the entry, and is replaced by PATCH", async () => {
    const { tripId, gil } = await tripWithGuest();
    const made = await request(t.app, "POST", `/api/trips/${tripId}/reservations`, ana, { name: "TP 1350", type: "flight", reservationDate: "2027-05-01", travellers: [gil.id, cleo.user.id] });
    expect(made.statusCode, made.body).toBe(201);
    const flight = made.json() as Reservation;
    expect(flight.travellers).toEqual([gil.id, cleo.user.id]);
    const outsider = await request(t.app, "POST", `/api/trips/${tripId}/reservations`, ana, { name: "X", reservationDate: "2027-05-01", travellers: [ana.user.id, stranger.user.id] });
    expect(outsider.statusCode).toBe(400);
    expect(fieldsOf(outsider)).toEqual({ "travellers.1": "Travellers must be members or guests of this trip" });
    const twice = await request(t.app, "POST", `/api/trips/${tripId}/reservations`, ana, { name: "X", reservationDate: "2027-05-01", travellers: [ana.user.id, ana.user.id] });
    expect(Object.keys(fieldsOf(twice)!)).toEqual(["travellers.1"]);
    const notList = await request(t.app, "POST", `/api/trips/${tripId}/reservations`, ana, { name: "X", reservationDate: "2027-05-01", travellers: "everyone" });
    expect(Object.keys(fieldsOf(notList)!)).toEqual(["travellers"]);
    const junk = await request(t.app, "PATCH", `/api/reservations/${flight.id}`, ana, { travellers: ["not-a-uuid"] });
    expect(fieldsOf(junk)).toEqual({ "travellers.0": "Travellers must be members or guests of this trip" });
    const patched = await request(t.app, "PATCH", `/api/reservations/${flight.id}`, ana, { travellers: [ben.user.id] });
    expect((patched.json() as Reservation).travellers).toEqual([ben.user.id]);
    const kept = await request(t.app, "PATCH", `/api/reservations/${flight.id}`, ana, { name: "TP 1351" });
    expect((kept.json() as Reservation).travellers).toEqual([ben.user.id]);
    const count = await sqlRows<{ n: number }>(t.database, sql`select count(*)::int as n from reservations where trip_id = ${tripId}`);
    expect(count[0]!.n).toBe(1);
  });

  it("limits the subscription feed to one's own bookings with ?only=mine", async () => {
    const { tripId, gil } = await tripWithGuest();
    await request(t.app, "POST", `/api/trips/${tripId}/reservations`, ana, { name: "Flight out", type: "flight", reservationDate: "2027-05-01", reservationTime: "09:00", travellers: [ben.user.id, gil.id] });
    await request(t.app, "POST", `/api/trips/${tripId}/reservations`, ana, { name: "Flight home", type: "flight", reservationDate: "2027-05-07", reservationTime: "18:00", travellers: [ana.user.id] });
    await request(t.app, "POST", `/api/trips/${tripId}/reservations`, ana, { name: "Dinner for all", type: "restaurant", reservationDate: "2027-05-03", reservationTime: "20:00" });
    const { path } = (await request(t.app, "GET", `/api/trips/${tripId}/calendar-feed`, ben)).json() as CalendarFeed;
    const summaries = (ics: string) => [...ics.matchAll(/^SUMMARY:(.*)\r$/gm)].map((m) => m[1]);
    const all = await t.app.inject({ method: "GET", url: path });
    expect(summaries(all.body)).toEqual(["Flight out", "Dinner for all", "Flight home"]);
    const mine = await t.app.inject({ method: "GET", url: `${path}?only=mine` });
    expect(mine.statusCode).toBe(200);
    expect(summaries(mine.body)).toEqual(["Flight out"]);
    const bad = await t.app.inject({ method: "GET", url: `${path}?only=everyone` });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(["only"]);
  });
});
