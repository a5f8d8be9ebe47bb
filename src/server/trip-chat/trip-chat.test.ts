// API tests for the trip chat (docs/product/trip-chat.md): posting and paging, replies, mentions
// (members only, told through the notifications), reactions, the author's 15-minute window to
// edit or delete (the clock moved with fake Date, never slept), an admin's moderation (audited),
// viewers chatting, strangers kept out, and the unread count with the read marker.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import type { ChatMessage, MessagesPage } from "@shared/trip-chat";
import type { Trip } from "@shared/trips";
import { addTripMember, createTestApp, createTestTrip, request, signUpRoleUsers, sqlRows, type SignedUp, type TestApp } from "../test/test-app";

let t: TestApp;
let owner: SignedUp;
let editor: SignedUp;
let viewer: SignedUp;
let stranger: SignedUp;
let trip: Trip;

async function page(who: SignedUp, tripId = trip.id, before?: string): Promise<MessagesPage> {
  const res = await request(t.app, "GET", `/api/trips/${tripId}/messages${before ? `?before=${before}` : ""}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
async function post(who: SignedUp, body: Record<string, unknown>, tripId = trip.id): Promise<ChatMessage> {
  const res = await request(t.app, "POST", `/api/trips/${tripId}/messages`, who, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const react = (who: SignedUp, id: string, emoji: string, method: "PUT" | "DELETE" = "PUT") =>
  request(t.app, method, `/api/messages/${id}/reactions/${encodeURIComponent(emoji)}`, who);
const markRead = (who: SignedUp, lastId: string, tripId = trip.id) => request(t.app, "POST", `/api/trips/${tripId}/messages/read`, who, { lastId });
/** A trip of its own, so counts and pages start empty. */
async function freshTrip(): Promise<string> {
  const fresh = await createTestTrip(t.app, owner, { name: "Porto" });
  await addTripMember(t.database, fresh.id, editor.user.id, "editor");
  await addTripMember(t.database, fresh.id, viewer.user.id, "viewer");
  return fresh.id;
}
/** Moves the server's and the test's clock (Date only: the database keeps its own) on by `ms`. */
const later = (ms: number) => vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + ms });

beforeAll(async () => {
  t = await createTestApp();
  [owner, editor, viewer, stranger] = await signUpRoleUsers(t.app);
  trip = await createTestTrip(t.app, owner, { name: "Lisbon" });
  await addTripMember(t.database, trip.id, editor.user.id, "editor");
  await addTripMember(t.database, trip.id, viewer.user.id, "viewer");
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await t?.close();
});

describe("trip chat: posting and reading", () => {
  it("a member posts; every member reads it with its author, and a viewer may chat too", async () => {
    const tripId = await freshTrip();
    const m = await post(editor, { text: "  Dinner at 8?  " }, tripId);
    expect(m).toMatchObject({ text: "Dinner at 8?", author: { id: editor.user.id }, replyTo: null, mentions: [], reactions: {}, editedAt: null, deleted: false });
    const answer = await post(viewer, { text: "Yes!", replyTo: m.id }, tripId);
    expect(answer.replyTo).toBe(m.id);
    const read = await page(owner, tripId);
    expect(read.items.map((i) => i.text)).toEqual(["Dinner at 8?", "Yes!"]);
    expect(read.next).toBeNull();
  });

  it("pages: the newest 50 oldest-first, `next` reads the older ones, and none is lost or repeated", async () => {
    const tripId = await freshTrip();
    await sqlRows(
      t.database,
      sql`insert into trip_messages (trip_id, created_by, text, created_at)
          select ${tripId}, ${owner.user.id}, 'm' || n, now() - make_interval(secs => 120 - n) from generate_series(1, 120) n`,
    );
    const first = await page(owner, tripId);
    expect(first.items).toHaveLength(50);
    expect(first.items[0]!.text).toBe("m71");
    expect(first.items.at(-1)!.text).toBe("m120");
    const second = await page(owner, tripId, first.next!);
    expect(second.items.map((i) => i.text)).toEqual(Array.from({ length: 50 }, (_, k) => `m${21 + k}`));
    const third = await page(owner, tripId, second.next!);
    expect(third.items).toHaveLength(20);
    expect(third.next).toBeNull();
  });

  it("refuses a cursor not of this trip, a reply to another trip's message, and text over 4,000 characters, naming the field", async () => {
    const elsewhere = await post(owner, { text: "elsewhere" }, await freshTrip());
    const bad = await request(t.app, "GET", `/api/trips/${trip.id}/messages?before=${elsewhere.id}`, owner);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty("before");
    const reply = await request(t.app, "POST", `/api/trips/${trip.id}/messages`, owner, { text: "hi", replyTo: elsewhere.id });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().fields).toHaveProperty("replyTo");
    const long = await request(t.app, "POST", `/api/trips/${trip.id}/messages`, owner, { text: "x".repeat(4001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toHaveProperty("text");
    expect((await request(t.app, "POST", `/api/trips/${trip.id}/messages`, owner, { text: "x".repeat(4000) })).statusCode).toBe(201);
    const empty = await request(t.app, "POST", `/api/trips/${trip.id}/messages`, owner, { text: "   " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toHaveProperty("text");
  });

  it("keeps strangers out: 404 for the trip and for its messages", async () => {
    const m = await post(owner, { text: "members only" });
    expect((await request(t.app, "GET", `/api/trips/${trip.id}/messages`, stranger)).statusCode).toBe(404);
    expect((await request(t.app, "POST", `/api/trips/${trip.id}/messages`, stranger, { text: "hi" })).statusCode).toBe(404);
    expect((await request(t.app, "PATCH", `/api/messages/${m.id}`, stranger, { text: "hi" })).statusCode).toBe(404);
    expect((await react(stranger, m.id, "👍")).statusCode).toBe(404);
    expect((await request(t.app, "DELETE", `/api/messages/${m.id}`, stranger)).statusCode).toBe(404);
    expect((await request(t.app, "DELETE", `/api/messages/00000000-0000-4000-8000-000000000000`, owner)).statusCode).toBe(404);
  });
});

describe("trip chat: mentions", () => {
  it("a mentioned member is told (kind mention), the author is not, even mentioning themself", async () => {
    const m = await post(editor, { text: "@Viewer look", mentions: [viewer.user.id, editor.user.id] });
    expect(m.mentions).toEqual([viewer.user.id, editor.user.id]);
    const rows = await sqlRows<{ user_id: string; kind: string; item_id: string; actor_id: string }>(
      t.database,
      sql`select user_id, kind, item_id, actor_id from notifications where item_id = ${m.id}`,
    );
    expect(rows).toEqual([{ user_id: viewer.user.id, kind: "mention", item_id: m.id, actor_id: editor.user.id }]);
  });

  it("refuses mentioning a non-member or a guest (400 naming mentions), and stores nothing", async () => {
    const guest = await request(t.app, "POST", `/api/trips/${trip.id}/guests`, owner, { firstName: "Gil" });
    expect(guest.statusCode, guest.body).toBe(201);
    for (const id of [stranger.user.id, guest.json().id, "not-an-id"]) {
      const res = await request(t.app, "POST", `/api/trips/${trip.id}/messages`, owner, { text: "psst", mentions: [id] });
      expect(res.statusCode, res.body).toBe(400);
      // "mentions", or "mentions.0" for an item that is no id at all.
      expect(Object.keys(res.json().fields)[0]).toMatch(/^mentions\b/);
    }
    const stored = await sqlRows(t.database, sql`select 1 from trip_messages where text = 'psst'`);
    expect(stored).toEqual([]);
  });
});

describe("trip chat: reactions", () => {
  it("adds, lists who reacted, takes back; the same reaction twice is one; a non-emoji is a 400 naming emoji", async () => {
    const m = await post(owner, { text: "Museum tomorrow" });
    expect((await react(editor, m.id, "👍")).statusCode).toBe(200);
    expect((await react(editor, m.id, "👍")).statusCode).toBe(200);
    const both = await react(viewer, m.id, "👍");
    expect(both.json().reactions).toEqual({ "👍": [editor.user.id, viewer.user.id] });
    expect((await react(viewer, m.id, "👨‍👩‍👧")).json().reactions["👨‍👩‍👧"]).toEqual([viewer.user.id]);
    const back = await react(editor, m.id, "👍", "DELETE");
    expect(back.json().reactions).toEqual({ "👍": [viewer.user.id], "👨‍👩‍👧": [viewer.user.id] });
    for (const bad of ["a", "👍👍", "ok", ":)"]) {
      const res = await react(editor, m.id, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().fields).toHaveProperty("emoji");
    }
    const listed = (await page(owner)).items.find((i) => i.id === m.id)!;
    expect(listed.reactions).toEqual({ "👍": [viewer.user.id], "👨‍👩‍👧": [viewer.user.id] });
  });
});

describe("trip chat: editing and deleting", () => {
  it("its author edits within 15 minutes; after, 409; another member, 403", async () => {
    const m = await post(viewer, { text: "Meet at 9" });
    const edited = await request(t.app, "PATCH", `/api/messages/${m.id}`, viewer, { text: "Meet at 9:30" });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ text: "Meet at 9:30" });
    expect(edited.json().editedAt).not.toBeNull();
    const notMine = await request(t.app, "PATCH", `/api/messages/${m.id}`, owner, { text: "no" });
    expect(notMine.statusCode).toBe(403);
    later(16 * 60 * 1000);
    const late = await request(t.app, "PATCH", `/api/messages/${m.id}`, viewer, { text: "Meet at 10" });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe("conflict");
    expect((await request(t.app, "DELETE", `/api/messages/${m.id}`, viewer)).statusCode).toBe(409);
    expect((await page(owner)).items.find((i) => i.id === m.id)!.text).toBe("Meet at 9:30");
  });

  it("its author deletes within 15 minutes: it stays in place as deleted, text and reactions gone", async () => {
    const m = await post(editor, { text: "oops" });
    await react(owner, m.id, "😂");
    expect((await request(t.app, "DELETE", `/api/messages/${m.id}`, viewer)).statusCode).toBe(403);
    expect((await request(t.app, "DELETE", `/api/messages/${m.id}`, editor)).statusCode).toBe(204);
    const listed = (await page(owner)).items.find((i) => i.id === m.id)!;
    expect(listed).toMatchObject({ deleted: true, text: "", reactions: {} });
    expect((await react(owner, m.id, "😂")).statusCode).toBe(409);
    const audited = await sqlRows(t.database, sql`select 1 from audit_log where action = 'message.deleted' and target_id = ${m.id}`);
    expect(audited).toEqual([]);
  });

  it("a trip admin deletes anyone's message any time, and the audit log says so", async () => {
    const m = await post(viewer, { text: "something rude" });
    later(60 * 60 * 1000);
    expect((await request(t.app, "DELETE", `/api/messages/${m.id}`, editor)).statusCode).toBe(403);
    expect((await request(t.app, "DELETE", `/api/messages/${m.id}`, owner)).statusCode).toBe(204);
    expect((await page(viewer)).items.find((i) => i.id === m.id)).toMatchObject({ deleted: true, text: "" });
    const audited = await sqlRows<{ actor_id: string }>(t.database, sql`select actor_id from audit_log where action = 'message.deleted' and target_id = ${m.id}`);
    expect(audited).toEqual([{ actor_id: owner.user.id }]);
  });
});

describe("trip chat: unread", () => {
  it("counts others' messages after the read marker; the marker only moves forward", async () => {
    const tripId = await freshTrip();
    const a = await post(owner, { text: "one" }, tripId);
    const b = await post(owner, { text: "two" }, tripId);
    await post(viewer, { text: "mine" }, tripId);
    const gone = await post(owner, { text: "deleted" }, tripId);
    await request(t.app, "DELETE", `/api/messages/${gone.id}`, owner);
    expect((await page(viewer, tripId)).unread).toBe(2);
    expect((await page(viewer, tripId)).lastReadId).toBeNull();
    expect((await page(owner, tripId)).unread).toBe(1);
    expect((await markRead(viewer, a.id, tripId)).statusCode).toBe(204);
    expect((await page(viewer, tripId)).unread).toBe(1);
    expect((await markRead(viewer, b.id, tripId)).statusCode).toBe(204);
    expect((await markRead(viewer, a.id, tripId)).statusCode).toBe(204);
    const read = await page(viewer, tripId);
    expect(read).toMatchObject({ unread: 0, lastReadId: b.id });
    await post(editor, { text: "three" }, tripId);
    expect((await page(viewer, tripId)).unread).toBe(1);
  });

  it("refuses a read marker on a message not of the trip (400 naming lastId)", async () => {
    const elsewhere = await post(owner, { text: "x" }, await freshTrip());
    const res = await markRead(viewer, elsewhere.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty("lastId");
  });
});
