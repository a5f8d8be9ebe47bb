// A trip's notes through the API (docs/product/notes.md): every member reads, editors write;
// a day outside the trip, a title or text too long, a mention of a non-member are 400s naming
// the field with nothing written; an edit over a stale version is refused with 409 and the
// current note; the Markdown comes back as HTML where nothing runs; a mention tells the member.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Note } from "@shared/notes";
import type { Day } from "@shared/days";
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
async function trip(): Promise<string> {
  const res = await request(t.app, "POST", "/api/trips", ana, { name: "Lisbon", startDate: "2027-05-01", endDate: "2027-05-10" });
  expect(res.statusCode).toBe(201);
  const id = res.json().id as string;
  await addTripMember(t.database, id, ben.user.id, "editor");
  await addTripMember(t.database, id, cleo.user.id, "viewer");
  return id;
}

const post = (tripId: string, who: SignedUp, body: unknown) => request(t.app, "POST", `/api/trips/${tripId}/notes`, who, body);
const list = async (tripId: string, who: SignedUp = cleo) => (await request(t.app, "GET", `/api/trips/${tripId}/notes`, who)).json() as Note[];
const noteCount = async (tripId: string) => (await sqlRows<{ n: number }>(t.database, sql`select count(*)::int as n from notes where trip_id = ${tripId}`))[0]!.n;
const patch = (id: string, who: SignedUp, body: unknown, ifMatch?: string) =>
  t.app.inject({ method: "PATCH", url: `/api/notes/${id}`, headers: { cookie: who.cookie, ...(ifMatch ? { "if-match": ifMatch } : {}) }, payload: body as object });

async function written(tripId: string, body: Record<string, unknown>, who: SignedUp = ana): Promise<Note> {
  const res = await post(tripId, who, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Note;
}

describe("writing and reading notes", () => {
  it("an editor writes, every member reads pinned first, then the latest changed; the author and updatedAt to the millisecond", async () => {
    const tripId = await trip();
    const first = await written(tripId, { title: "  Ferry times ", body: "Every *hour*" }, ben);
    expect(first).toMatchObject({ tripId, title: "Ferry times", body: "Every *hour*", html: "<p>Every <em>hour</em></p>\n", date: null, pinned: false, mentions: [], author: { id: ben.user.id, firstName: "Ben", lastName: "Ito" } });
    expect(first.updatedAt).toMatch(ISO_TIMESTAMP);
    await written(tripId, { title: "House rules", pinned: true, date: "2027-05-02" });
    await written(tripId, { title: "Restaurants" });
    expect((await list(tripId)).map((n) => [n.title, n.pinned, n.date])).toEqual([
      ["House rules", true, "2027-05-02"],
      ["Restaurants", false, null],
      ["Ferry times", false, null],
    ]);
  });

  it("a viewer reads but may not write, change or delete (403); a stranger sees no trip (404)", async () => {
    const tripId = await trip();
    const note = await written(tripId, { title: "Wifi" });
    expect((await post(tripId, cleo, { title: "Mine" })).statusCode).toBe(403);
    expect((await patch(note.id, cleo, { title: "Mine" })).statusCode).toBe(403);
    expect((await request(t.app, "DELETE", `/api/notes/${note.id}`, cleo)).statusCode).toBe(403);
    expect((await request(t.app, "GET", `/api/trips/${tripId}/notes`, stranger)).statusCode).toBe(404);
    expect((await patch(note.id, stranger, { title: "Mine" })).statusCode).toBe(404);
    expect((await list(tripId)).map((n) => n.title)).toEqual(["Wifi"]);
  });

  it("an editor changes, pins, moves to a day and deletes", async () => {
    const tripId = await trip();
    const note = await written(tripId, { title: "Wifi", body: "abc" });
    const changed = await patch(note.id, ben, { title: "Wifi code", pinned: true, date: "2027-05-10" });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ title: "Wifi code", body: "abc", pinned: true, date: "2027-05-10" });
    expect(changed.json().updatedAt > note.updatedAt).toBe(true);
    expect((await patch(note.id, ben, { date: null })).json().date).toBeNull();
    expect((await request(t.app, "DELETE", `/api/notes/${note.id}`, ben)).statusCode).toBe(204);
    expect(await noteCount(tripId)).toBe(0);
    expect((await request(t.app, "DELETE", `/api/notes/${note.id}`, ben)).statusCode).toBe(404);
  });
});

describe("bad input: 400 naming the field, nothing written", () => {
  it.each([
    ["a missing title", { body: "x" }, "title"],
    ["a blank title", { title: "   " }, "title"],
    ["a title over 200 characters", { title: "x".repeat(201) }, "title"],
    ["a text over 20,000 characters", { title: "Long", body: "x".repeat(20_001) }, "body"],
    ["a day before the trip", { title: "Early", date: "2027-04-30" }, "date"],
    ["a day after the trip", { title: "Late", date: "2027-05-11" }, "date"],
    ["a day that is no date", { title: "Odd", date: "2027-02-30" }, "date"],
    ["pinned that is no boolean", { title: "Pin", pinned: "yes" }, "pinned"],
    ["a mention of someone outside the trip", { title: "Hi", mentions: ["00000000-0000-4000-8000-000000000000"] }, "mentions"],
    ["a mention that is no id", { title: "Hi", mentions: ["ben"] }, "mentions"],
  ])("%s", async (_what, body, field) => {
    const tripId = await trip();
    const res = await post(tripId, ana, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().fields ?? {}), res.body).toContain(field);
    expect(await noteCount(tripId)).toBe(0);
  });

  it("a day outside the trip on an edit leaves the note as it was", async () => {
    const tripId = await trip();
    const note = await written(tripId, { title: "Wifi", date: "2027-05-03" });
    const res = await patch(note.id, ana, { title: "Changed", date: "2027-06-01" });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(["date"]);
    expect((await list(tripId))[0]).toMatchObject({ title: "Wifi", date: "2027-05-03", updatedAt: note.updatedAt });
  });
});

describe("edits with If-Match", () => {
  it("an edit over the version it had passes; one over an older version is refused with 409 and the note as it is now", async () => {
    const tripId = await trip();
    const note = await written(tripId, { title: "Plan", body: "v1" });
    const first = await patch(note.id, ana, { body: "v2" }, note.updatedAt);
    expect(first.statusCode, first.body).toBe(200);
    const stale = await patch(note.id, ben, { body: "v3" }, note.updatedAt);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: "conflict", current: { id: note.id, body: "v2", updatedAt: first.json().updatedAt } });
    expect((await list(tripId))[0]!.body).toBe("v2");
    // An entity tag in quotes, as HTTP writes them, is the same version.
    expect((await patch(note.id, ben, { body: "v3" }, `"${first.json().updatedAt}"`)).statusCode).toBe(200);
    expect((await patch(note.id, ben, { body: "v4" }, "yesterday")).statusCode).toBe(400);
  });
});

describe("Markdown comes back as HTML where nothing runs", () => {
  it.each([
    ["a script tag", "<script>alert(1)</script>"],
    ["an image with onerror", '<img src=x onerror="alert(1)">'],
    ["a javascript: link", "[click](javascript:alert(1))"],
    ["a link with a javascript: reference", "[click][x]\n\n[x]: javascript:alert(1)"],
    ["raw HTML with an event handler", '<a href="https://example.org" onclick="alert(1)">x</a>'],
  ])("%s", async (_what, body) => {
    const tripId = await trip();
    const note = await written(tripId, { title: "Careful", body });
    // Kept as written; the HTML has no tag, attribute or link that runs (typed tags stay text, escaped).
    expect(note.body).toBe(body);
    expect(note.html).not.toMatch(/<(script|img)\b|<[^>]*\son\w+=|href="(javascript|data):/i);
    expect((await list(tripId))[0]!.html).toBe(note.html);
  });

  it("keeps what Markdown is for: emphasis, lists and web links opened away from the page", async () => {
    const tripId = await trip();
    const note = await written(tripId, { title: "Tips", body: "**Sun**\n\n- [tram](https://example.org/28)" });
    expect(note.html).toBe('<p><strong>Sun</strong></p>\n<ul>\n<li><a href="https://example.org/28" rel="noopener noreferrer nofollow" target="_blank">tram</a></li>\n</ul>\n');
  });
});

describe("mentions and days", () => {
  it("a mention tells the member named (not the writer); an edit tells only those newly named", async () => {
    const tripId = await trip();
    const mentions = async (who: SignedUp) =>
      ((await request(t.app, "GET", "/api/notifications", who)).json().items as { kind: string; tripId: string; title: string; url: string }[]).filter((n) => n.kind === "mention" && n.tripId === tripId);
    const note = await written(tripId, { title: "Tickets", mentions: [cleo.user.id, ana.user.id] }, ben);
    expect(note.mentions).toEqual([cleo.user.id, ana.user.id]);
    // It opens the note itself, on the Notes page of its trip.
    expect(await mentions(cleo)).toEqual([expect.objectContaining({ title: "Ben Ito mentioned you", url: `/notes?trip=${tripId}&item=${note.id}` })]);
    expect(await mentions(ben)).toEqual([]);
    await patch(note.id, ben, { body: "edited", mentions: [cleo.user.id, ana.user.id] });
    expect(await mentions(cleo)).toHaveLength(1);
  });

  it("a note with a day is on that day in the days answer, by its title; off it when its day is cleared", async () => {
    const tripId = await trip();
    const note = await written(tripId, { title: "Meet at the harbour", date: "2027-05-04", body: "secret text" });
    const dayItems = async () => ((await request(t.app, "GET", `/api/trips/${tripId}/days`, cleo)).json() as Day[]).flatMap((d) => d.items.map((i) => [d.date, i.kind, i.id, i.title]));
    expect(await dayItems()).toEqual([["2027-05-04", "note", note.id, "Meet at the harbour"]]);
    await patch(note.id, ana, { date: null });
    expect(await dayItems()).toEqual([]);
  });
});
