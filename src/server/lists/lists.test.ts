// The packing and to-do lists through the API (docs/product/lists.md): what each role may
// add, tick and edit, assignees and due dates checked against the trip (400
// naming the field, nothing written), templates in the member's language,
// copies only from a trip the caller is in, and updatedAt to the millisecond.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { ListItem } from "@shared/lists";
import { PACKING_TEMPLATES } from "@shared/lists";
import { addTripMember, createTestApp, ISO_TIMESTAMP, request, signUp, sqlRows, type SignedUp, type TestApp } from "../test/test-app";

let t: TestApp;
let ana: SignedUp; // admin
let ben: SignedUp; // editor
let cleo: SignedUp; // viewer
let stranger: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  [ana, ben, cleo, stranger] = await Promise.all([
    signUp(t.app, { firstName: "Ana", lastName: "Silva" }),
    signUp(t.app, { firstName: "Ben", lastName: "Ito" }),
    signUp(t.app, { firstName: "Cleo", lastName: "Roy" }),
    signUp(t.app),
  ]);
});
afterAll(async () => {
  await t?.close();
});

/** A trip from 1 to 10 May 2027 of Ana (admin), Ben (editor) and Cleo (viewer). */
async function trip(body: Record<string, unknown> = { startDate: "2027-05-01", endDate: "2027-05-10" }): Promise<string> {
  const res = await request(t.app, "POST", "/api/trips", ana, { name: "Lisbon", ...body });
  expect(res.statusCode).toBe(201);
  const id = res.json().id as string;
  await addTripMember(t.database, id, ben.user.id, "editor");
  await addTripMember(t.database, id, cleo.user.id, "viewer");
  return id;
}

const add = (tripId: string, list: string, who: SignedUp, body: unknown) => request(t.app, "POST", `/api/trips/${tripId}/lists/${list}`, who, body);
const patch = (id: string, who: SignedUp, body: unknown) => request(t.app, "PATCH", `/api/list-items/${id}`, who, body);
const read = async (tripId: string, list: string, who: SignedUp = ana) => (await request(t.app, "GET", `/api/trips/${tripId}/lists/${list}`, who)).json() as ListItem[];
const itemCount = async (tripId: string) =>
  (await sqlRows<{ n: number }>(t.database, sql`select count(*)::int as n from list_items where trip_id = ${tripId}`))[0]!.n;

async function added(tripId: string, list: string, body: Record<string, unknown>, who: SignedUp = ana): Promise<ListItem> {
  const res = await add(tripId, list, who, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as ListItem;
}

describe("adding items", () => {
  it("adds to each list in order, with assignee, due date and updatedAt to the millisecond", async () => {
    const tripId = await trip();
    const first = await added(tripId, "todo", { text: "  Book the ferry ", assigneeId: ben.user.id, due: "2027-05-03" });
    expect(first).toMatchObject({ tripId, list: "todo", text: "Book the ferry", assigneeId: ben.user.id, done: false, due: "2027-05-03", createdBy: ana.user.id });
    expect(first.updatedAt).toMatch(ISO_TIMESTAMP);
    await added(tripId, "todo", { text: "Print tickets" });
    await added(tripId, "packing", { text: "Sunscreen" }, ben);
    expect((await read(tripId, "todo", cleo)).map((i) => i.text)).toEqual(["Book the ferry", "Print tickets"]);
    expect((await read(tripId, "packing")).map((i) => i.text)).toEqual(["Sunscreen"]);
    // What the API says is exactly what is stored: an If-Match can compare it.
    const [stored] = await sqlRows<{ at: string }>(
      t.database,
      sql`select to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at from list_items where id = ${first.id}`,
    );
    expect(first.updatedAt).toBe(stored!.at);
  });

  it("lets no viewer add, and answers 404 to a stranger", async () => {
    const tripId = await trip();
    expect((await add(tripId, "packing", cleo, { text: "Hat" })).statusCode).toBe(403);
    expect((await add(tripId, "packing", stranger, { text: "Hat" })).statusCode).toBe(404);
    expect(await itemCount(tripId)).toBe(0);
  });

  it.each([
    ["an empty text", "todo", { text: " " }, "text"],
    ["an assignee who is not a member", "todo", { text: "Visa", assigneeId: "stranger" }, "assigneeId"],
    ["a due date after the trip", "todo", { text: "Visa", due: "2027-05-11" }, "due"],
    ["a due date that is no date", "todo", { text: "Visa", due: "2027-02-30" }, "due"],
    ["a due date on the packing list", "packing", { text: "Hat", due: "2027-05-02" }, "due"],
  ])("refuses %s with 400 naming the field, writing nothing", async (_name, list, body, field) => {
    const tripId = await trip();
    const res = await add(tripId, list, ana, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual([field]);
    expect(await itemCount(tripId)).toBe(0);
  });

  it("refuses a stranger as assignee by id too", async () => {
    const tripId = await trip();
    const res = await add(tripId, "todo", ana, { text: "Visa", assigneeId: stranger.user.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ assigneeId: "The assignee must be a member or guest of this trip" });
  });

  it("takes any due date while the trip has no dates, and any day up to the last of a dated one (a visa is due before it)", async () => {
    expect((await add(await trip({}), "todo", ana, { text: "Visa", due: "2031-01-01" })).statusCode).toBe(201);
    const tripId = await trip();
    expect((await add(tripId, "todo", ana, { text: "Visa", due: "2027-03-15" })).statusCode).toBe(201);
    expect((await add(tripId, "todo", ana, { text: "A", due: "2027-05-01" })).statusCode).toBe(201);
    expect((await add(tripId, "todo", ana, { text: "B", due: "2027-05-10" })).statusCode).toBe(201);
  });

  it("answers 400 for a list that is neither packing nor todo", async () => {
    const res = await add(await trip(), "shopping", ana, { text: "Milk" });
    expect(res.statusCode).toBe(400);
  });
});

describe("ticking and editing", () => {
  it("lets a viewer tick an unassigned item and their own, but not another's, and edit nothing", async () => {
    const tripId = await trip();
    const free = await added(tripId, "packing", { text: "Towel" });
    const theirs = await added(tripId, "packing", { text: "Hat", assigneeId: cleo.user.id });
    const bens = await added(tripId, "packing", { text: "Tent", assigneeId: ben.user.id });

    const ticked = await patch(free.id, cleo, { done: true });
    expect(ticked.statusCode, ticked.body).toBe(200);
    expect(ticked.json()).toMatchObject({ id: free.id, done: true });
    expect((await patch(theirs.id, cleo, { done: true })).json()).toMatchObject({ done: true });
    expect((await patch(theirs.id, cleo, { done: false })).json()).toMatchObject({ done: false });

    expect((await patch(bens.id, cleo, { done: true })).statusCode).toBe(403);
    expect((await patch(free.id, cleo, { text: "Big towel" })).statusCode).toBe(403);
    expect((await patch(theirs.id, cleo, { done: true, assigneeId: null })).statusCode).toBe(403);
    expect((await request(t.app, "DELETE", `/api/list-items/${free.id}`, cleo)).statusCode).toBe(403);

    const now = await read(tripId, "packing");
    expect(now.map((i) => [i.text, i.done, i.assigneeId])).toEqual([
      ["Towel", true, null],
      ["Hat", false, cleo.user.id],
      ["Tent", false, ben.user.id],
    ]);
  });

  it("ticks only at the caller's version and within what their role allows, naming why not and writing nothing", async () => {
    const tripId = await trip();
    const guest = await request(t.app, "POST", `/api/trips/${tripId}/guests`, ana, { firstName: "Gil" });
    expect(guest.statusCode, guest.body).toBe(201);
    const gils = await added(tripId, "packing", { text: "Kite", assigneeId: guest.json().id });
    const free = await added(tripId, "packing", { text: "Towel" });
    const tick = (id: string, who: SignedUp, version: string, done = true) =>
      t.app.inject({ method: "PATCH", url: `/api/list-items/${id}`, headers: { cookie: who.cookie, "if-match": `"${version}"` }, payload: { done } });

    // A viewer may not tick a guest's item: it is someone else's.
    expect((await tick(gils.id, cleo, gils.updatedAt)).statusCode).toBe(403);
    // An editor may, at the version they have.
    const ticked = await tick(gils.id, ben, gils.updatedAt);
    expect(ticked.statusCode, ticked.body).toBe(200);
    expect(ticked.json()).toMatchObject({ done: true, assigneeId: guest.json().id });
    // The version they had is now stale: 409 with the item as it is, and nothing written.
    const stale = await tick(gils.id, ana, gils.updatedAt, false);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toEqual(ticked.json());
    // The stale check comes first, as for every versioned write: a viewer's stale tick is 409, not 403.
    expect((await tick(gils.id, cleo, gils.updatedAt, false)).statusCode).toBe(409);
    const freeTicked = await tick(free.id, cleo, free.updatedAt);
    expect(freeTicked.statusCode, freeTicked.body).toBe(200);
    expect((await read(tripId, "packing")).map((i) => [i.text, i.done, i.updatedAt])).toEqual([
      ["Kite", true, ticked.json().updatedAt],
      ["Towel", true, freeTicked.json().updatedAt],
    ]);
    const said = await sqlRows<{ title: string; detail: string }>(
      t.database,
      sql`select title, detail from activity where trip_id = ${tripId} and resource = 'lists' and action = 'updated' order by created_at`,
    );
    expect(said).toEqual([
      { title: "Kite", detail: "ticked" },
      { title: "Towel", detail: "ticked" },
    ]);
  });

  it("lets an editor edit and tick anyone's item, and moves updatedAt", async () => {
    const tripId = await trip();
    const item = await added(tripId, "todo", { text: "Visa", assigneeId: cleo.user.id });
    await new Promise((r) => setTimeout(r, 5)); // a later millisecond
    const res = await patch(item.id, ben, { text: "Visa for Cleo", done: true, due: "2027-05-02", assigneeId: ana.user.id });
    expect(res.statusCode, res.body).toBe(200);
    const changed = res.json() as ListItem;
    expect(changed).toMatchObject({ text: "Visa for Cleo", done: true, due: "2027-05-02", assigneeId: ana.user.id });
    expect(changed.updatedAt > item.updatedAt).toBe(true);
    expect((await patch(item.id, ben, { due: null, assigneeId: null })).json()).toMatchObject({ due: null, assigneeId: null });
  });

  it("refuses a bad due date or assignee on a change with 400 naming the field, changing nothing", async () => {
    const tripId = await trip();
    const item = await added(tripId, "todo", { text: "Visa" });
    const late = await patch(item.id, ana, { text: "Changed", due: "2027-06-01" });
    expect(late.statusCode).toBe(400);
    expect(Object.keys(late.json().fields)).toEqual(["due"]);
    const nobody = await patch(item.id, ana, { assigneeId: stranger.user.id });
    expect(Object.keys(nobody.json().fields)).toEqual(["assigneeId"]);
    const done = await patch(item.id, ana, { done: "yes" });
    expect(Object.keys(done.json().fields)).toEqual(["done"]);
    expect((await read(tripId, "todo"))[0]).toMatchObject({ text: "Visa", due: null, assigneeId: null, done: false, updatedAt: item.updatedAt });
  });

  it("hides another trip's item (404) and deletes for editors", async () => {
    const tripId = await trip();
    const item = await added(tripId, "packing", { text: "Hat" });
    expect((await patch(item.id, stranger, { done: true })).statusCode).toBe(404);
    expect((await patch("not-an-id", ana, { done: true })).statusCode).toBe(404);
    expect((await request(t.app, "DELETE", `/api/list-items/${item.id}`, ben)).statusCode).toBe(204);
    expect(await itemCount(tripId)).toBe(0);
    expect((await request(t.app, "DELETE", `/api/list-items/${item.id}`, ben)).statusCode).toBe(404);
  });
});

describe("filling the packing list", () => {
  it("adds a template's items in the member's saved language, and only the missing ones a second time", async () => {
    const tripId = await trip();
    const saved = await request(t.app, "PUT", "/api/profile/preferences", ben, { language: "de" });
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    await added(tripId, "packing", { text: "sonnencreme" });
    const res = await request(t.app, "POST", `/api/trips/${tripId}/lists/packing/fill`, ben, { template: "beach" });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as ListItem[];
    // The one already there (in any case) is not added again.
    expect(list).toHaveLength(PACKING_TEMPLATES.beach.length);
    expect(list.map((i) => i.text)).toEqual(expect.arrayContaining(["sonnencreme", "Reisepass / Ausweis", "Badesachen", "Strandtuch"]));
    const again = await request(t.app, "POST", `/api/trips/${tripId}/lists/packing/fill`, ben, { template: "beach" });
    expect(again.json()).toHaveLength(list.length);
    // English for a member who follows an English browser.
    const city = await request(t.app, "POST", `/api/trips/${tripId}/lists/packing/fill`, ana, { template: "city" });
    expect((city.json() as ListItem[]).map((i) => i.text)).toContain("Plug adapter");
  });

  it("copies another trip's packing list, unticked and unassigned, only from a trip the caller is in", async () => {
    const from = await trip();
    const packed = await added(from, "packing", { text: "Tent", assigneeId: ben.user.id });
    await patch(packed.id, ana, { done: true });
    await added(from, "todo", { text: "Not copied" });
    const to = await trip();
    const res = await request(t.app, "POST", `/api/trips/${to}/lists/packing/fill`, ana, { fromTripId: from });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as ListItem[]).map((i) => [i.text, i.done, i.assigneeId])).toEqual([["Tent", false, null]]);

    const strangersTrip = (await request(t.app, "POST", "/api/trips", stranger, { name: "Theirs" })).json().id as string;
    await added(strangersTrip, "packing", { text: "Secret" }, stranger);
    const refused = await request(t.app, "POST", `/api/trips/${to}/lists/packing/fill`, ana, { fromTripId: strangersTrip });
    expect(refused.statusCode).toBe(404);
    expect((await read(to, "packing")).map((i) => i.text)).toEqual(["Tent"]);
  });

  it.each([
    ["no source", {}, "template"],
    ["both sources", { template: "beach", fromTripId: "x" }, "template"],
    ["an unknown template", { template: "desert" }, "template"],
    ["the same trip", "self", "fromTripId"],
  ])("refuses %s with 400 naming the field", async (_name, body, field) => {
    const tripId = await trip();
    const res = await request(t.app, "POST", `/api/trips/${tripId}/lists/packing/fill`, ana, body === "self" ? { fromTripId: tripId } : body);
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual([field]);
    expect(await itemCount(tripId)).toBe(0);
  });

  it("lets no viewer fill", async () => {
    const tripId = await trip();
    expect((await request(t.app, "POST", `/api/trips/${tripId}/lists/packing/fill`, cleo, { template: "city" })).statusCode).toBe(403);
  });
});
