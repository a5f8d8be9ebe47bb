// API tests for trip polls (docs/product/polls.md): editors open one (each refusal names its
// field), every member votes (viewers too) and replaces or withdraws their vote, a closed poll
// (by hand or by its closing time) takes no vote, its creator or an admin closes or deletes it,
// and opening one tells the other members (a poll.opened notice).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Poll } from "@shared/polls";
import type { Trip } from "@shared/trips";
import { addTripMember, createTestApp, createTestTrip, request, signUp, signUpRoleUsers, sqlRows, type SignedUp, type TestApp } from "../test/test-app";

let t: TestApp;
let owner: SignedUp;
let editor: SignedUp;
let viewer: SignedUp;
let stranger: SignedUp;
let editor2: SignedUp;
let trip: Trip;
let otherTrip: Trip;
let placeId: string;
let foreignPlaceId: string;

const fieldsOf = (res: { json: () => unknown }) => (res.json() as { fields?: Record<string, string> }).fields;
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

async function open(body: Record<string, unknown>, who: SignedUp = editor): Promise<Poll> {
  const res = await request(t.app, "POST", `/api/trips/${trip.id}/polls`, who, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const twoOptions = (extra: Record<string, unknown> = {}) => ({ question: "Dinner?", options: [{ text: "Fish" }, { text: "Pasta" }], multiple: false, ...extra });
const vote = (poll: Poll, who: SignedUp, optionIds: string[]) => request(t.app, "PUT", `/api/polls/${poll.id}/vote`, who, { optionIds });
async function polls(who: SignedUp = viewer): Promise<Poll[]> {
  const res = await request(t.app, "GET", `/api/trips/${trip.id}/polls`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const read = async (poll: Poll, who?: SignedUp) => (await polls(who)).find((p) => p.id === poll.id)!;

beforeAll(async () => {
  t = await createTestApp();
  [owner, editor, viewer, stranger] = await signUpRoleUsers(t.app);
  editor2 = await signUp(t.app, { firstName: "Eve" });
  trip = await createTestTrip(t.app, owner, { name: "Lisbon", startDate: "2027-06-01", endDate: "2027-06-03" });
  otherTrip = await createTestTrip(t.app, owner, { name: "Porto", startDate: "2027-07-01", endDate: "2027-07-03" });
  await addTripMember(t.database, trip.id, editor.user.id, "editor");
  await addTripMember(t.database, trip.id, editor2.user.id, "editor");
  await addTripMember(t.database, trip.id, viewer.user.id, "viewer");
  const place = await request(t.app, "POST", `/api/trips/${trip.id}/places`, owner, { name: "Time Out Market", lat: 38.7069, lng: -9.1459 });
  placeId = place.json().id;
  const foreign = await request(t.app, "POST", `/api/trips/${otherTrip.id}/places`, owner, { name: "Majestic Café", lat: 41.1469, lng: -8.6069 });
  foreignPlaceId = foreign.json().id;
});
afterAll(async () => {
  await t?.close();
});

describe("opening a poll", () => {
  it("an editor opens one with a place and a date; it reads back with no votes, open", async () => {
    const closesAt = inAnHour();
    const poll = await open({ question: "Where for lunch?", options: [{ text: "Market", placeId, date: "2027-06-02" }, { text: "Picnic" }], multiple: true, closesAt });
    expect(poll).toEqual({
      id: expect.any(String),
      question: "Where for lunch?",
      multiple: true,
      closesAt: new Date(closesAt).toISOString(),
      closed: false,
      createdBy: editor.user.id,
      options: [
        { id: expect.any(String), text: "Market", placeId, date: "2027-06-02", votes: 0, voters: [] },
        { id: expect.any(String), text: "Picnic", placeId: null, date: null, votes: 0, voters: [] },
      ],
    });
    expect(await read(poll, viewer)).toEqual(poll);
  });

  it("each refusal names its field, and nothing is written", async () => {
    const before = (await polls()).length;
    const refused = async (body: Record<string, unknown>, field: string) => {
      const res = await request(t.app, "POST", `/api/trips/${trip.id}/polls`, editor, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(fieldsOf(res)!), JSON.stringify(body)).toEqual([field]);
    };
    await refused(twoOptions({ question: "  " }), "question");
    await refused(twoOptions({ options: [{ text: "Only one" }] }), "options");
    await refused(twoOptions({ options: Array.from({ length: 21 }, (_, i) => ({ text: `O${i}` })) }), "options");
    await refused(twoOptions({ options: [{ text: "Fish" }, { text: "" }] }), "options.1.text");
    await refused(twoOptions({ options: [{ text: "A" }, { text: "B" }, { text: "C", placeId: foreignPlaceId }] }), "options.2.placeId");
    await refused(twoOptions({ options: [{ text: "A" }, { text: "B", placeId: "not-a-place" }] }), "options.1.placeId");
    await refused(twoOptions({ options: [{ text: "A", date: "2027-06-04" }, { text: "B" }] }), "options.0.date");
    await refused(twoOptions({ options: [{ text: "A", date: "June 2nd" }, { text: "B" }] }), "options.0.date");
    await refused(twoOptions({ multiple: "yes" }), "multiple");
    await refused(twoOptions({ closesAt: "tomorrow" }), "closesAt");
    await refused(twoOptions({ closesAt: new Date(Date.now() - 60_000).toISOString() }), "closesAt");
    expect((await polls()).length).toBe(before);
  });

  it("a viewer may not open one (403)", async () => {
    const res = await request(t.app, "POST", `/api/trips/${trip.id}/polls`, viewer, twoOptions());
    expect(res.statusCode).toBe(403);
  });

  it("opening one tells the other members (poll.opened), not its creator", async () => {
    const poll = await open(twoOptions({ question: "Museum day?" }));
    const rows = await sqlRows<{ user_id: string }>(t.database, sql`select user_id from notifications where kind = 'poll.opened' and item_id = ${poll.id} order by user_id`);
    expect(rows.map((r) => r.user_id).sort()).toEqual([owner.user.id, editor2.user.id, viewer.user.id].sort());
  });
});

describe("voting", () => {
  it("single choice: one option; a new vote replaces the old; an empty list withdraws it", async () => {
    const poll = await open(twoOptions());
    const [fish, pasta] = poll.options.map((o) => o.id) as [string, string];
    expect((await vote(poll, viewer, [fish])).statusCode).toBe(200);
    expect((await vote(poll, owner, [fish])).statusCode).toBe(200);
    let now = await read(poll);
    expect(now.options.map((o) => [o.votes, o.voters])).toEqual([[2, [viewer.user.id, owner.user.id]], [0, []]]);

    const changed = await vote(poll, viewer, [pasta]);
    expect(changed.statusCode).toBe(200);
    expect((changed.json() as Poll).options.map((o) => o.voters)).toEqual([[owner.user.id], [viewer.user.id]]);

    const two = await vote(poll, viewer, [fish, pasta]);
    expect(two.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(two)!)).toEqual(["optionIds"]);

    expect((await vote(poll, viewer, [])).statusCode).toBe(200);
    now = await read(poll);
    expect(now.options.map((o) => o.voters)).toEqual([[owner.user.id], []]);
  });

  it("multiple choice: any of its options; a repeated id counts once", async () => {
    const poll = await open(twoOptions({ multiple: true, options: [{ text: "A" }, { text: "B" }, { text: "C" }] }));
    const [a, b, c] = poll.options.map((o) => o.id) as [string, string, string];
    expect((await vote(poll, viewer, [a, c, c])).statusCode).toBe(200);
    expect((await read(poll)).options.map((o) => o.votes)).toEqual([1, 0, 1]);
    expect((await vote(poll, viewer, [b])).statusCode).toBe(200);
    expect((await read(poll)).options.map((o) => o.votes)).toEqual([0, 1, 0]);
  });

  it("only this poll's options: another's id is refused naming its place in the list", async () => {
    const one = await open(twoOptions());
    const other = await open(twoOptions());
    const res = await vote(one, viewer, [other.options[0]!.id]);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(res)!)).toEqual(["optionIds.0"]);
    const bad = await request(t.app, "PUT", `/api/polls/${one.id}/vote`, viewer, { optionIds: "x" });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(bad)!)).toEqual(["optionIds"]);
    expect((await read(one)).options.every((o) => o.votes === 0)).toBe(true);
  });

  it("a closed poll takes no vote (409), and its votes stay", async () => {
    const poll = await open(twoOptions());
    expect((await vote(poll, viewer, [poll.options[0]!.id])).statusCode).toBe(200);
    expect((await request(t.app, "POST", `/api/polls/${poll.id}/close`, editor)).statusCode).toBe(200);
    const late = await vote(poll, viewer, [poll.options[1]!.id]);
    expect(late.statusCode).toBe(409);
    expect((await read(poll)).options.map((o) => o.votes)).toEqual([1, 0]);
  });

  it("once its closing time has passed it reads closed and takes no vote (409)", async () => {
    const poll = await open(twoOptions({ closesAt: inAnHour() }));
    expect((await read(poll)).closed).toBe(false);
    // The clock moves on: the closing time is now a minute ago.
    await sqlRows(t.database, sql`update polls set closes_at = now() - interval '1 minute' where id = ${poll.id}`);
    expect((await read(poll)).closed).toBe(true);
    expect((await vote(poll, viewer, [poll.options[0]!.id])).statusCode).toBe(409);
  });

  it("a stranger gets 404 for the poll; an unknown poll is 404", async () => {
    const poll = await open(twoOptions());
    expect((await vote(poll, stranger, [poll.options[0]!.id])).statusCode).toBe(404);
    expect((await request(t.app, "PUT", `/api/polls/00000000-0000-4000-8000-000000000000/vote`, viewer, { optionIds: [] })).statusCode).toBe(404);
  });
});

describe("closing and deleting", () => {
  it("its creator closes it; an admin closes anyone's; another editor gets 403; a viewer 403", async () => {
    const mine = await open(twoOptions());
    expect((await request(t.app, "POST", `/api/polls/${mine.id}/close`, editor2)).statusCode).toBe(403);
    expect((await request(t.app, "POST", `/api/polls/${mine.id}/close`, viewer)).statusCode).toBe(403);
    expect((await read(mine)).closed).toBe(false);
    const closed = await request(t.app, "POST", `/api/polls/${mine.id}/close`, editor);
    expect(closed.statusCode).toBe(200);
    expect((closed.json() as Poll).closed).toBe(true);

    const theirs = await open(twoOptions());
    expect((await request(t.app, "POST", `/api/polls/${theirs.id}/close`, owner)).statusCode).toBe(200);
    expect((await read(theirs)).closed).toBe(true);
  });

  it("its creator or an admin deletes it, with its votes; another editor gets 403", async () => {
    const poll = await open(twoOptions());
    await vote(poll, viewer, [poll.options[0]!.id]);
    expect((await request(t.app, "DELETE", `/api/polls/${poll.id}`, editor2)).statusCode).toBe(403);
    expect((await request(t.app, "DELETE", `/api/polls/${poll.id}`, owner)).statusCode).toBe(204);
    expect(await read(poll)).toBeUndefined();
    const left = await sqlRows(t.database, sql`select 1 from poll_options where poll_id = ${poll.id}`);
    expect(left).toEqual([]);

    const own = await open(twoOptions());
    expect((await request(t.app, "DELETE", `/api/polls/${own.id}`, editor)).statusCode).toBe(204);
    expect((await request(t.app, "DELETE", `/api/polls/${own.id}`, editor)).statusCode).toBe(404);
  });

  it("deleting the place an option named leaves the option as text", async () => {
    const place = await request(t.app, "POST", `/api/trips/${trip.id}/places`, owner, { name: "Belém Tower", lat: 38.6916, lng: -9.216 });
    const poll = await open(twoOptions({ options: [{ text: "Tower", placeId: place.json().id }, { text: "Stay in" }] }));
    expect((await request(t.app, "DELETE", `/api/places/${place.json().id}`, owner)).statusCode).toBe(204);
    expect((await read(poll)).options[0]).toMatchObject({ text: "Tower", placeId: null });
  });
});
