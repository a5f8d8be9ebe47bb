// The scheduled notification jobs with a controlled clock (docs/product/notifications.md,
// ADR 049): each reminder at its local time in the trip's place (Tokyo here,
// UTC+9), once per item and person however often the job runs; the daily
// digest at 08:00 in the reader's zone through the real SMTP sink; and one
// run at a time across instances (the advisory lock, on PostgreSQL).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tmpdir } from "node:os";
import { sql } from "drizzle-orm";
import type { NotificationsPage } from "@shared/notifications";
import { createTestApp, createTestTrip, request, signUp, sqlRows, type SignedUp, type TestApp } from "../test/test-app";
import { isVerificationMail, SmtpInbox } from "../test/smtp-inbox";
import { runNotificationJobs } from "./jobs";
import { testEngine } from "../test/test-db";

const inbox = new SmtpInbox(isVerificationMail);
let t: TestApp;
let ada: SignedUp, ben: SignedUp, cleo: SignedUp;

beforeAll(async () => {
  await inbox.start();
  t = await createTestApp({ publicUrl: "http://trips.roamwise.test", mail: { smtpUrl: inbox.url, from: "Roamwise <trips@roamwise.test>", emlDir: tmpdir(), retryBaseMs: 100 } });
  await t.app.ready();
  [ada, ben, cleo] = await Promise.all([
    signUp(t.app, { firstName: "Ada", lastName: "Lovelace" }),
    signUp(t.app, { firstName: "Ben", lastName: "Brandt" }),
    signUp(t.app, { firstName: "Cleo", lastName: "Costa" }),
  ]);
});
afterAll(async () => {
  await t?.close();
  await inbox.close();
});

async function ok(who: SignedUp, method: "GET" | "POST" | "PUT" | "PATCH", url: string, body?: unknown) {
  const res = await request(t.app, method, url, who, body);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.statusCode === 204 ? null : res.json();
}
const titles = async (who: SignedUp, kind: string) =>
  ((await ok(who, "GET", "/api/notifications")) as NotificationsPage).items.filter((n) => n.kind === kind).map((n) => n.title);
const run = (iso: string) => runNotificationJobs(t.database, new Date(iso));

/** A trip in Tokyo (its zone: Asia/Tokyo) with Ben and Cleo. */
async function tokyoTrip(body: Record<string, unknown> = {}): Promise<string> {
  const trip = await createTestTrip(t.app, ada, { name: "Tokyo", currency: "EUR", ...body });
  await ok(ada, "POST", "/api/locations", { tripId: trip.id, city: "Tokyo", country: "Japan" });
  await ok(ada, "POST", `/api/trips/${trip.id}/members`, { userId: ben.user.email, role: "editor" });
  await ok(ada, "POST", `/api/trips/${trip.id}/members`, { userId: cleo.user.email, role: "viewer" });
  return trip.id;
}

describe("reminders", () => {
  it("reminds every member of tomorrow's check-in at 18:00 in Tokyo, once however often the job runs", async () => {
    const tripId = await tokyoTrip();
    await ok(ada, "POST", `/api/trips/${tripId}/reservations`, { name: "Hotel Gracery", type: "hotel", reservationDate: "2031-05-10" });
    // 18:00 on the 9th in Tokyo is 09:00 UTC.
    expect(await run("2031-05-09T08:59:00Z")).toBe(true);
    expect(await titles(ben, "reminder.checkin")).toEqual([]);
    await run("2031-05-09T09:00:00Z");
    await run("2031-05-09T09:01:00Z");
    await run("2031-05-09T20:00:00Z");
    for (const who of [ada, ben, cleo]) expect(await titles(who, "reminder.checkin")).toEqual(["Check-in tomorrow: Hotel Gracery"]);
  });

  it("reminds of a departure 24 hours before it leaves, in the departure's zone", async () => {
    const tripId = await tokyoTrip();
    const flight = await ok(ada, "POST", `/api/trips/${tripId}/reservations`, { name: "NH 203 to Paris", type: "flight", reservationDate: "2031-06-12", reservationTime: "07:30" });
    // 07:30 on the 12th in Tokyo is 22:30 UTC on the 11th; 24 h before is 22:30 UTC on the 10th.
    await run("2031-06-10T22:29:00Z");
    expect(await titles(cleo, "reminder.departure")).toEqual([]);
    await run("2031-06-10T22:30:00Z");
    await run("2031-06-11T10:00:00Z");
    const page = (await ok(cleo, "GET", "/api/notifications")) as NotificationsPage;
    const got = page.items.filter((n) => n.kind === "reminder.departure");
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ title: "Leaving within 24 hours: NH 203 to Paris", body: "Jun 12, 2031 at 07:30 (Asia/Tokyo), “Tokyo”.", url: `/reservations?trip=${tripId}&item=${flight.id}` });
  });

  it("reminds only the assignee of a to-do due tomorrow, and not once it is done", async () => {
    const tripId = await tokyoTrip();
    await ok(ada, "POST", `/api/trips/${tripId}/lists/todo`, { text: "Buy a Suica card", assigneeId: ben.user.id, due: "2031-07-03" });
    const done = await ok(ada, "POST", `/api/trips/${tripId}/lists/todo`, { text: "Pack adapters", assigneeId: ben.user.id, due: "2031-07-03" });
    await ok(ben, "PATCH", `/api/list-items/${done.id}`, { done: true });
    await run("2031-07-02T08:59:00Z");
    expect(await titles(ben, "reminder.todo_due")).toEqual([]);
    await run("2031-07-02T09:00:00Z");
    await run("2031-07-02T12:00:00Z");
    expect(await titles(ben, "reminder.todo_due")).toEqual(["Due tomorrow: Buy a Suica card"]);
    expect(await titles(cleo, "reminder.todo_due")).toEqual([]);
    expect(await titles(ada, "reminder.todo_due")).toEqual([]);
  });

  it("reminds those who owe or are owed at 09:00 three days after the trip ends, with their amount", async () => {
    const tripId = await tokyoTrip({ startDate: "2031-08-01", endDate: "2031-08-15" });
    await ok(ada, "POST", `/api/trips/${tripId}/expenses`, { description: "Sushi", amount: "90", date: "2031-08-02", category: "food", split: { mode: "equal", members: [{ userId: ada.user.id }, { userId: ben.user.id }, { userId: cleo.user.id }] } });
    await ok(cleo, "POST", `/api/trips/${tripId}/payments`, { from: cleo.user.id, to: ada.user.id, amount: "30", date: "2031-08-03" });
    // 09:00 on the 18th in Tokyo is 00:00 UTC on the 18th.
    await run("2031-08-17T23:59:00Z");
    expect(await titles(ada, "settle.reminder")).toEqual([]);
    await run("2031-08-18T00:00:00Z");
    await run("2031-08-18T06:00:00Z");
    const body = async (who: SignedUp) =>
      ((await ok(who, "GET", "/api/notifications")) as NotificationsPage).items.filter((n) => n.kind === "settle.reminder").map((n) => n.body);
    expect(await body(ada)).toEqual(["The trip ended three days ago; you are owed €30.00."]);
    expect(await body(ben)).toEqual(["The trip ended three days ago; you owe €30.00."]);
    // Cleo paid her share: nothing to settle.
    expect(await body(cleo)).toEqual([]);
  });
});

describe("the daily digest", () => {
  it("sends the day's notices at 08:00 in the reader's zone, in their language, each with its link", async () => {
    const tripId = await tokyoTrip();
    await ok(cleo, "PUT", "/api/profile/preferences", { timeZone: "America/Sao_Paulo", language: "pt" });
    await ok(cleo, "PUT", "/api/profile/notifications", { "reservation.changed": { email: "digest", push: false } });
    const a = await ok(ada, "POST", `/api/trips/${tripId}/reservations`, { name: "Shinkansen", reservationDate: "2031-09-01" });
    const b = await ok(ben, "POST", `/api/trips/${tripId}/reservations`, { name: "Ryokan", reservationDate: "2031-09-02" });
    const rows = await sqlRows<{ digest_at: string }>(t.database, sql`select digest_at::text from notifications where item_id in (${a.id}, ${b.id}) and user_id = ${cleo.user.id}`);
    expect(rows).toHaveLength(2);
    const due = new Date(rows[0]!.digest_at);
    expect(new Date(rows[1]!.digest_at).getTime()).toBe(due.getTime());
    expect(new Intl.DateTimeFormat("en-GB", { timeZone: "America/Sao_Paulo", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(due)).toBe("08:00");
    expect(due.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3600_000);

    await run(new Date(due.getTime() - 60_000).toISOString());
    expect(await sqlRows(t.database, sql`select 1 from mail_outbox where template = 'digest' and recipient = ${cleo.user.email}`)).toEqual([]);
    await run(due.toISOString());
    await run(new Date(due.getTime() + 60_000).toISOString());
    let mail = await inbox.next(cleo.user.email);
    for (let nth = 2; !mail.subject?.startsWith("Seu resumo"); nth++) mail = await inbox.next(cleo.user.email, nth);
    expect(mail.subject).toBe("Seu resumo do Roamwise: 2 notificações");
    expect(mail.text).toContain("Ada Lovelace adicionou a reserva “Shinkansen”");
    expect(mail.text).toContain("Ben Brandt adicionou a reserva “Ryokan”");
    expect(mail.text).toContain(`http://trips.roamwise.test/reservations?trip=${tripId}&item=${b.id}`);
    expect(await sqlRows(t.database, sql`select 1 from mail_outbox where template = 'digest' and recipient = ${cleo.user.email}`)).toHaveLength(1);
  });
});

describe("one run at a time", () => {
  // PostgreSQL only: PGlite has one connection, so the second transaction would wait for the first instead.
  it.runIf(testEngine === "postgres")("skips a run while another instance's run holds the lock (PostgreSQL)", async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let locked!: () => void;
    const isLocked = new Promise<void>((r) => (locked = r));
    const other = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(420042)`);
      locked();
      await held;
    });
    await isLocked;
    expect(await run("2031-05-09T09:00:00Z")).toBe(false);
    release();
    await other;
    expect(await run("2031-05-09T09:00:00Z")).toBe(true);
  });
});
