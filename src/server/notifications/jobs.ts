// The scheduled work of notifications (docs/product/notifications.md, ADR 049):
// daily digests at 08:00 in each person's zone and the reminders, at local
// times of the trip's place. One run at a time across every instance: a run
// is one transaction that first takes a transaction-level advisory lock, so a
// second instance's run at the same moment skips; each reminder is written
// once per item and person (the notice's unique `once_key`), so a run after a
// crash or on another instance never repeats one.
import { and, eq, gte, inArray, isNotNull, lte, ne, sql } from "drizzle-orm";
import { isLanguage } from "@shared/i18n/languages";
import type { Database, Db, Tx } from "../db/client";
import { listItems, notifications, reservations, trips, userPreferences, users } from "../db/schema";
import { queueMail } from "../mail/outbox";
import { tripTimeZone } from "../days/time-zone";
import { tripBalances } from "../expenses/service";
import { notify } from "./notify";
import { addCalendarDays, instantOf } from "./time";

/** Any constant both engines accept; names this job's lock among the app's advisory locks. */
const LOCK_KEY = 42_0042;
const HOUR = 3_600_000;

export interface JobLog {
  warn(obj: object, msg: string): void;
}

/** Runs every job due at `now`; false when another instance holds the lock (and does them). */
export async function runNotificationJobs(database: Database, now: Date): Promise<boolean> {
  return database.db.transaction(async (tx) => {
    const { rows } = (await tx.execute(sql`select pg_try_advisory_xact_lock(${LOCK_KEY}) as got`)) as unknown as { rows: { got: boolean }[] };
    if (!rows[0]?.got) return false;
    const run: Run = { tx, now, zones: new Map() };
    await sendDigests(run);
    await remindStays(run);
    await remindDepartures(run);
    await remindTodos(run);
    await remindToSettle(run);
    return true;
  });
}

/** Every minute (reminders are due to the minute), until stopped. */
export function startNotificationJobs(database: Database, log: JobLog, everyMs = 60_000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runNotificationJobs(database, new Date())
      .catch((err: unknown) => log.warn({ code: (err as { code?: unknown }).code }, "notification jobs failed; next minute tries again"))
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** Each person's notices due in a digest, in one e-mail in their language. */
async function sendDigests({ tx, now }: Run): Promise<void> {
  const due = await tx
    .update(notifications)
    .set({ digestAt: null })
    .where(and(isNotNull(notifications.digestAt), lte(notifications.digestAt, now.toISOString())))
    .returning({ id: notifications.id, userId: notifications.userId });
  const byUser = new Map<string, string[]>();
  for (const n of due) byUser.set(n.userId, [...(byUser.get(n.userId) ?? []), n.id]);
  if (byUser.size === 0) return;
  const people = await tx
    .select({ id: users.id, email: users.email, language: userPreferences.language })
    .from(users)
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(inArray(users.id, [...byUser.keys()]));
  for (const p of people) {
    await queueMail(tx, p.email, "digest", { notificationIds: byUser.get(p.id)!.join(","), language: isLanguage(p.language) ? p.language : "en" });
  }
}

/** The calendar days a reminder due around `now` can be about, in any zone (UTC ± 14 h, and the day after). */
function daysAround(now: Date, from: number, to: number): [string, string] {
  const today = now.toISOString().slice(0, 10);
  return [addCalendarDays(today, from), addCalendarDays(today, to)];
}

/** One run: its transaction, its moment, and the trips' zones it looked up. */
interface Run {
  tx: Tx;
  now: Date;
  zones: Map<string, string | null>;
}

/** The trip's zone (the place's, until each place has its own: days/time-zone.ts), once per run and trip. */
async function zoneOf({ tx, zones }: Run, tripId: string): Promise<string | null> {
  if (!zones.has(tripId)) zones.set(tripId, await tripTimeZone(tx as unknown as Db, tripId));
  return zones.get(tripId)!;
}

/** A stay starting tomorrow: every member, at 18:00 local the day before. */
async function remindStays(run: Run): Promise<void> {
  const { tx, now } = run;
  const [from, to] = daysAround(now, 0, 2);
  const stays = await tx
    .select({ id: reservations.id, tripId: reservations.tripId, name: reservations.name, date: reservations.reservationDate })
    .from(reservations)
    .where(and(eq(reservations.type, "hotel"), ne(reservations.status, "cancelled"), gte(reservations.reservationDate, from), lte(reservations.reservationDate, to)));
  for (const s of stays) {
    const zone = await zoneOf(run, s.tripId);
    const fireAt = instantOf(addCalendarDays(s.date, -1), "18:00", zone);
    const over = instantOf(addCalendarDays(s.date, 1), "00:00", zone);
    if (now < fireAt || now >= over) continue;
    await notify(
      tx,
      { kind: "reminder.checkin", tripId: s.tripId, actorId: null, itemId: s.id, data: { name: s.name, date: s.date }, onceKey: `checkin:${s.id}:${s.date}` },
      "members",
    );
  }
}

/** A flight, train, bus or ferry leaving within 24 hours: every member, 24 h before in the departure's zone. */
async function remindDepartures(run: Run): Promise<void> {
  const { tx, now } = run;
  const [from, to] = daysAround(now, -1, 2);
  const departures = await tx
    .select({ id: reservations.id, tripId: reservations.tripId, name: reservations.name, date: reservations.reservationDate, time: reservations.reservationTime })
    .from(reservations)
    .where(
      and(
        inArray(reservations.type, ["flight", "transport"]),
        ne(reservations.status, "cancelled"),
        isNotNull(reservations.reservationTime),
        gte(reservations.reservationDate, from),
        lte(reservations.reservationDate, to),
      ),
    );
  for (const d of departures) {
    const zone = (await zoneOf(run, d.tripId)) ?? "UTC";
    const leaves = instantOf(d.date, d.time!, zone);
    if (now.getTime() < leaves.getTime() - 24 * HOUR || now >= leaves) continue;
    await notify(
      tx,
      {
        kind: "reminder.departure",
        tripId: d.tripId,
        actorId: null,
        itemId: d.id,
        data: { name: d.name, date: d.date, time: d.time!, zone },
        onceKey: `departure:${d.id}:${d.date}T${d.time}`,
      },
      "members",
    );
  }
}

/** A to-do due tomorrow, not done: its assignee, at 18:00 local the day before. */
async function remindTodos(run: Run): Promise<void> {
  const { tx, now } = run;
  const [from, to] = daysAround(now, 0, 2);
  const todos = await tx
    .select({ id: listItems.id, tripId: listItems.tripId, text: listItems.text, due: listItems.due, assigneeId: listItems.assigneeId })
    .from(listItems)
    .where(and(eq(listItems.list, "todo"), eq(listItems.done, false), isNotNull(listItems.assigneeId), gte(listItems.due, from), lte(listItems.due, to)));
  for (const item of todos) {
    const zone = await zoneOf(run, item.tripId);
    const fireAt = instantOf(addCalendarDays(item.due!, -1), "18:00", zone);
    const over = instantOf(addCalendarDays(item.due!, 1), "00:00", zone);
    if (now < fireAt || now >= over) continue;
    await notify(
      tx,
      { kind: "reminder.todo_due", tripId: item.tripId, actorId: null, itemId: item.id, data: { name: item.text }, onceKey: `todo:${item.id}:${item.due}` },
      [item.assigneeId!],
    );
  }
}

/** Three days after the trip ends, at 09:00 local: each member who owes or is owed. */
async function remindToSettle(run: Run): Promise<void> {
  const { tx, now } = run;
  const [from, to] = daysAround(now, -11, -2);
  const ended = await tx
    .select({ id: trips.id, endDate: trips.endDate })
    .from(trips)
    .where(and(isNotNull(trips.endDate), gte(trips.endDate, from), lte(trips.endDate, to)));
  for (const trip of ended) {
    const zone = await zoneOf(run, trip.id);
    const fireAt = instantOf(addCalendarDays(trip.endDate!, 3), "09:00", zone);
    // A week late is too late to be a reminder (a server that was down all that time).
    if (now < fireAt || now.getTime() >= fireAt.getTime() + 7 * 24 * HOUR) continue;
    const balances = await tripBalances(tx as unknown as Db, trip.id);
    const recipients = new Map<string, Record<string, string>>();
    for (const m of balances.members) {
      if (/^-?0(\.0+)?$/.test(m.net)) continue;
      const owes = m.net.startsWith("-");
      recipients.set(m.userId, { direction: owes ? "owe" : "owed", amount: owes ? m.net.slice(1) : m.net, currency: balances.currency });
    }
    await notify(tx, { kind: "settle.reminder", tripId: trip.id, actorId: null, itemId: null, onceKey: `settle:${trip.id}:${trip.endDate}` }, recipients);
  }
}

