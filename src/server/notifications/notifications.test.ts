// A person's own notices through the API (docs/product/notifications.md): who
// is told of what (never the actor, never outside their trips, nothing from
// before they joined), in their language, written with the change or not at
// all; listing, paging and marking read; the live stream; e-mail at once
// through the real SMTP sink on loopback.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tmpdir } from "node:os";
import { sql } from "drizzle-orm";
import type { Notification, NotificationsPage } from "@shared/notifications";
import { createTestApp, createTestTrip, request, signUp, sqlRows, type SignedUp, type TestApp } from "../test/test-app";
import { isVerificationMail, SmtpInbox } from "../test/smtp-inbox";
import { openSse } from "../realtime/sse-reader";

const PUBLIC_URL = "http://trips.roamwise.test";
const inbox = new SmtpInbox(isVerificationMail);
let t: TestApp;
let ada: SignedUp, ben: SignedUp, cleo: SignedUp, dan: SignedUp;

beforeAll(async () => {
  await inbox.start();
  t = await createTestApp({ publicUrl: PUBLIC_URL, mail: { smtpUrl: inbox.url, from: "Roamwise <trips@roamwise.test>", emlDir: tmpdir(), retryBaseMs: 100 } });
  await t.app.ready();
  [ada, ben, cleo, dan] = await Promise.all([
    signUp(t.app, { firstName: "Ada", lastName: "Lovelace" }),
    signUp(t.app, { firstName: "Ben", lastName: "Brandt" }),
    signUp(t.app, { firstName: "Cleo", lastName: "Costa" }),
    signUp(t.app, { firstName: "Dan", lastName: "Doe" }),
  ]);
});
afterAll(async () => {
  await t?.close();
  await inbox.close();
});

async function ok(who: SignedUp, method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, body?: unknown) {
  const res = await request(t.app, method, url, who, body);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.statusCode === 204 ? null : res.json();
}

/** The first e-mail to `to` whose subject names `words` (others, e.g. "you were added", arrive too). */
async function mailAbout(to: string, words: string) {
  for (let nth = 1; ; nth++) {
    const mail = await inbox.next(to, nth);
    if (mail.subject?.includes(words)) return mail;
  }
}

const notices = async (who: SignedUp, query = ""): Promise<NotificationsPage> => ok(who, "GET", `/api/notifications${query}`);
const kinds = async (who: SignedUp) => (await notices(who)).items.map((n) => n.kind);

/** Ada's trip with Ben (editor) and Cleo (viewer), added through the API. */
async function groupTrip(name: string): Promise<string> {
  const trip = await createTestTrip(t.app, ada, { name, currency: "EUR" });
  await ok(ada, "POST", `/api/trips/${trip.id}/members`, { userId: ben.user.email, role: "editor" });
  await ok(ada, "POST", `/api/trips/${trip.id}/members`, { userId: cleo.user.email, role: "viewer" });
  return trip.id;
}

async function clearAll() {
  for (const who of [ada, ben, cleo, dan]) await ok(who, "POST", "/api/notifications/read", { all: true });
}

describe("who is told", () => {
  it("tells the added member and the others, never the actor nor anyone outside the trip", async () => {
    await clearAll();
    const tripId = await groupTrip("Porto weekend");
    const ben1 = (await notices(ben, "?unread=true")).items;
    expect(ben1.map((n) => n.kind)).toEqual(["member.joined", "trip.added"]);
    expect(ben1[1]).toMatchObject({ tripId, title: "Ada Lovelace added you to “Porto weekend”", url: `/?trip=${tripId}`, readAt: null });
    expect(ben1[0]!.title).toBe("Cleo Costa joined “Porto weekend”");
    expect(await kinds(cleo)).toContain("trip.added");
    expect((await notices(ada, "?unread=true")).items).toEqual([]);
    expect((await notices(dan, "?unread=true")).items).toEqual([]);
  });

  it("tells every other member of a booking added, changed and cancelled, worded in each reader's language", async () => {
    const tripId = await groupTrip("Lisbon in May");
    await ok(ben, "PUT", "/api/profile/preferences", { language: "de" });
    await clearAll();
    const made = await ok(ada, "POST", `/api/trips/${tripId}/reservations`, { name: "Hotel Alfama", reservationDate: "2027-05-01" });
    await ok(ada, "PATCH", `/api/reservations/${made.id}`, { name: "Hotel Alfama Suites" });
    await ok(ada, "DELETE", `/api/reservations/${made.id}`);

    const forBen = (await notices(ben, "?unread=true")).items;
    expect(forBen.map((n) => n.title)).toEqual([
      "Ada Lovelace hat die Buchung „Hotel Alfama Suites“ storniert",
      "Ada Lovelace hat die Buchung „Hotel Alfama Suites“ geändert",
      "Ada Lovelace hat die Buchung „Hotel Alfama“ hinzugefügt",
    ]);
    expect(forBen[2]).toMatchObject({ kind: "reservation.changed", body: "In „Lisbon in May“", url: `/reservations?trip=${tripId}&item=${made.id}` });
    expect((await notices(cleo, "?unread=true")).items[2]!.title).toBe("Ada Lovelace added the booking “Hotel Alfama”");
    expect((await notices(ada, "?unread=true")).unread).toBe(0);
    expect((await notices(dan, "?unread=true")).unread).toBe(0);
    await ok(ben, "PUT", "/api/profile/preferences", { language: "en" });
  });

  it("tells those who pay or share an expense, and both sides of a payment", async () => {
    const tripId = await groupTrip("Madrid");
    await clearAll();
    await ok(ben, "POST", `/api/trips/${tripId}/expenses`, {
      description: "Tapas",
      amount: "42.50",
      date: "2027-05-02",
      category: "food",
      paidBy: ben.user.id,
      split: { mode: "equal", members: [{ userId: ben.user.id }, { userId: cleo.user.id }] },
    });
    const [cleoNotice] = (await notices(cleo, "?unread=true")).items;
    expect(cleoNotice).toMatchObject({ kind: "expense.added", title: "Ben Brandt added “Tapas”: €42.50", body: "You share it, in “Madrid”." });
    // Ada is in the trip but neither paid nor shares; Ben made it.
    expect((await notices(ada, "?unread=true")).items).toEqual([]);
    expect((await notices(ben, "?unread=true")).items).toEqual([]);

    await ok(ben, "POST", `/api/trips/${tripId}/payments`, { from: cleo.user.id, to: ada.user.id, amount: "21.25", date: "2027-05-03" });
    expect((await notices(ada, "?unread=true")).items.map((n) => n.title)).toEqual(["Cleo Costa paid you €21.25"]);
    expect((await notices(cleo, "?unread=true")).items[0]!.title).toBe("Your payment of €21.25 to Ada Lovelace was recorded");
    expect((await notices(cleo, "?unread=true")).items[0]!.body).toBe("Recorded by Ben Brandt, in “Madrid”.");
    expect((await notices(ben, "?unread=true")).items).toEqual([]);
  });

  it("tells a member a to-do was assigned to them, unless they assigned it themselves", async () => {
    const tripId = await groupTrip("Sevilla");
    await clearAll();
    const item = await ok(ada, "POST", `/api/trips/${tripId}/lists/todo`, { text: "Book the ferry", assigneeId: ben.user.id });
    await ok(ben, "POST", `/api/trips/${tripId}/lists/todo`, { text: "Print tickets", assigneeId: ben.user.id });
    const forBen = (await notices(ben, "?unread=true")).items;
    expect(forBen).toHaveLength(1);
    expect(forBen[0]).toMatchObject({ kind: "list.assigned", title: "Ada Lovelace assigned you “Book the ferry”", url: `/lists?trip=${tripId}&item=${item.id}` });
    // Re-assigning to the same person says nothing new; to another person tells them.
    await ok(ada, "PATCH", `/api/list-items/${item.id}`, { text: "Book the ferry to Tangier" });
    await ok(ada, "PATCH", `/api/list-items/${item.id}`, { assigneeId: cleo.user.id });
    expect((await notices(ben, "?unread=true")).items).toHaveLength(1);
    expect((await notices(cleo, "?unread=true")).items.map((n) => n.kind)).toEqual(["list.assigned"]);
  });

  it("shows a newcomer by link nothing from before they joined, and tells the others they joined", async () => {
    const tripId = await groupTrip("Granada");
    await ok(ada, "POST", `/api/trips/${tripId}/reservations`, { name: "Alhambra tickets", reservationDate: "2027-05-04" });
    await clearAll();
    const link = await ok(ada, "POST", `/api/trips/${tripId}/invite-links`, { role: "viewer" });
    await ok(dan, "POST", `/api/invite-links/${link.token}/accept`);
    expect((await notices(dan)).items.filter((n) => n.tripId === tripId)).toEqual([]);
    for (const who of [ada, ben, cleo]) expect((await notices(who, "?unread=true")).items.map((n) => n.title)).toEqual(["Dan Doe joined “Granada”"]);
    await ok(ada, "POST", `/api/trips/${tripId}/reservations`, { name: "Flamenco show", reservationDate: "2027-05-05" });
    expect((await notices(dan, "?unread=true")).items.map((n) => n.title)).toEqual(["Ada Lovelace added the booking “Flamenco show”"]);
  });

  it("writes no notice for a change that was refused", async () => {
    const tripId = await groupTrip("Faro");
    const made = await ok(ada, "POST", `/api/trips/${tripId}/reservations`, { name: "Beach hut", reservationDate: "2027-06-01" });
    await clearAll();
    const bad = await request(t.app, "PATCH", `/api/reservations/${made.id}`, ada, { endDate: "2027-05-01" });
    expect(bad.statusCode).toBe(400);
    const noExpense = await request(t.app, "POST", `/api/trips/${tripId}/expenses`, ben, { description: "x", amount: "-1", date: "2027-05-02" });
    expect(noExpense.statusCode).toBe(400);
    expect((await notices(ben, "?unread=true")).unread).toBe(0);
    expect((await notices(cleo, "?unread=true")).unread).toBe(0);
  });
});

describe("reading and marking", () => {
  it("pages with next/before, counts unread across trips, and marks only one's own notices read", async () => {
    const tripId = await groupTrip("Bilbao");
    await clearAll();
    for (let i = 0; i < 33; i++) await ok(ada, "POST", `/api/trips/${tripId}/reservations`, { name: `Stop ${i}`, reservationDate: "2027-07-01" });
    const first = await notices(ben, "?unread=true");
    expect(first.items).toHaveLength(30);
    expect(first.unread).toBe(33);
    expect(first.items[0]!.title).toContain("Stop 32");
    const second = await notices(ben, `?unread=true&before=${first.next}`);
    expect(second.items.map((n) => n.title.match(/Stop \d+/)![0])).toEqual(["Stop 2", "Stop 1", "Stop 0"]);
    expect(second.next).toBeNull();

    // Cleo cannot mark Ben's notices; Ben marks two, then all.
    await ok(cleo, "POST", "/api/notifications/read", { ids: [first.items[0]!.id] });
    expect((await notices(ben)).unread).toBe(33);
    await ok(ben, "POST", "/api/notifications/read", { ids: [first.items[0]!.id, first.items[1]!.id] });
    const after = await notices(ben);
    expect(after.unread).toBe(31);
    expect(after.items[0]!.readAt).not.toBeNull();
    expect(after.items[2]!.readAt).toBeNull();
    await ok(ben, "POST", "/api/notifications/read", { all: true });
    expect((await notices(ben)).unread).toBe(0);
    expect((await notices(cleo)).unread).toBe(33);
  });

  it.each([
    ["an empty body", {}],
    ["an empty list", { ids: [] }],
    ["all: false", { all: false }],
    ["ids that are not a list", { ids: "x" }],
  ])("answers 400 to %s for read", async (_name, body) => {
    const res = await request(t.app, "POST", "/api/notifications/read", ben, body);
    expect(res.statusCode, res.body).toBe(400);
  });

  it("answers 400 naming `before` or `unread` when they are not what a page gave", async () => {
    const before = await request(t.app, "GET", "/api/notifications?before=garbage", ben);
    expect(before.statusCode).toBe(400);
    expect(before.json().fields).toHaveProperty("before");
    const unread = await request(t.app, "GET", "/api/notifications?unread=maybe", ben);
    expect(unread.statusCode).toBe(400);
    expect(unread.json().fields).toHaveProperty("unread");
    expect((await request(t.app, "GET", "/api/notifications")).statusCode).toBe(401);
  });
});

describe("the live stream", () => {
  it("sends a member their own new notice, in their language, and nothing of the actor's own", async () => {
    const tripId = await groupTrip("Cádiz");
    await ok(cleo, "PUT", "/api/profile/preferences", { language: "fr" });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    const cleoStream = await openSse(`${base}/api/notifications/stream`, cleo.cookie);
    const adaStream = await openSse(`${base}/api/notifications/stream`, ada.cookie);
    try {
      expect(cleoStream.status).toBe(200);
      await cleoStream.next((m) => m.event === "comment" && m.data === "connected");
      await adaStream.next((m) => m.event === "comment" && m.data === "connected");
      await ok(ada, "POST", `/api/trips/${tripId}/reservations`, { name: "Ferry", reservationDate: "2027-08-01" });
      const got = JSON.parse((await cleoStream.next((m) => m.event === "notification")).data) as Notification;
      expect(got).toMatchObject({ kind: "reservation.changed", tripId, title: "Ada Lovelace a ajouté la réservation « Ferry »" });
      await ok(cleo, "POST", "/api/notifications/read", { ids: [got.id] });
      await cleoStream.next((m) => m.event === "read");
      expect(adaStream.messages.filter((m) => m.event === "notification")).toEqual([]);
    } finally {
      cleoStream.close();
      adaStream.close();
      await ok(cleo, "PUT", "/api/profile/preferences", { language: null });
    }
  });
});

describe("per-kind settings and e-mail at once", () => {
  it("answers every kind with its defaults, saves some kinds and keeps the rest, and names a bad field", async () => {
    const fresh = await signUp(t.app);
    const got = await ok(fresh, "GET", "/api/profile/notifications");
    expect(Object.keys(got)).toHaveLength(13);
    expect(got["inbox.received"]).toEqual({ email: "off", push: false });
    expect(got["trip.added"]).toEqual({ email: "now", push: false });
    expect(got["reminder.departure"]).toEqual({ email: "now", push: true });
    expect(got["mention"]).toEqual({ email: "off", push: true });
    expect(got["expense.added"]).toEqual({ email: "off", push: false });
    const saved = await ok(fresh, "PUT", "/api/profile/notifications", { "expense.added": { email: "digest", push: true } });
    expect(saved["expense.added"]).toEqual({ email: "digest", push: true });
    await ok(fresh, "PUT", "/api/profile/notifications", { mention: { email: "now", push: false } });
    const again = await ok(fresh, "GET", "/api/profile/notifications");
    expect(again["expense.added"]).toEqual({ email: "digest", push: true });
    expect(again["mention"]).toEqual({ email: "now", push: false });

    const bad = await request(t.app, "PUT", "/api/profile/notifications", fresh, { "expense.added": { email: "hourly", push: true } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty(["expense.added.email"]);
    const unknown = await request(t.app, "PUT", "/api/profile/notifications", fresh, { "weather.alert": { email: "now", push: true } });
    expect(unknown.statusCode).toBe(400);
  });

  it("keeps a time zone from the browser, and refuses one that is not a zone", async () => {
    const fresh = await signUp(t.app);
    expect((await ok(fresh, "GET", "/api/profile/preferences")).timeZone).toBeNull();
    expect((await ok(fresh, "PUT", "/api/profile/preferences", { timeZone: "America/Sao_Paulo" })).timeZone).toBe("America/Sao_Paulo");
    const bad = await request(t.app, "PUT", "/api/profile/preferences", fresh, { timeZone: "Mars/Olympus" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty("timeZone");
  });

  it("e-mails a notice at once in the recipient's language with its link, and none to the actor", async () => {
    const tripId = await groupTrip("Valencia");
    await ok(ben, "PUT", "/api/profile/notifications", { "reservation.changed": { email: "now", push: false } });
    await ok(ben, "PUT", "/api/profile/preferences", { language: "es" });
    const made = await ok(ada, "POST", `/api/trips/${tripId}/reservations`, { name: "Paella class", reservationDate: "2027-09-01" });
    const mail = await mailAbout(ben.user.email, "Paella class");
    expect(mail.subject).toBe("Ada Lovelace añadió la reserva «Paella class»");
    expect(mail.text).toContain(`${PUBLIC_URL}/reservations?trip=${tripId}&item=${made.id}`);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/reservations?trip=${tripId}&amp;item=${made.id}"`);
    // Cleo keeps the default (no e-mail for bookings); Ada made it.
    const rows = await sqlRows(t.database, sql`select recipient from mail_outbox where template = 'notice' and data->>'notificationId' in (select id::text from notifications where item_id = ${made.id})`);
    expect(rows).toEqual([{ recipient: ben.user.email }]);
    await ok(ben, "PUT", "/api/profile/preferences", { language: null });
  });
});
