// Writes notices in the transaction of the change that causes them
// (docs/product/notifications.md), as the mail outbox does (ADR 023): the
// rows, their e-mails and the live wake-up commit with the change or not at all.
// Nobody is told of their own action, nor about a trip they are not in.
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { isLanguage, type Language } from "@shared/i18n/languages";
import { notificationSettingsOf, type NotificationKind } from "@shared/notifications";
import type { Tx } from "../db/client";
import { notifications, tripMembers, userPreferences, users } from "../db/schema";
import { hotRead } from "../db/hot-reads";
import { queueMail } from "../mail/outbox";
import { nextLocalTime } from "./time";
import { queueWebhooks } from "../webhooks/service";
import { queuePush } from "../push/service";

export const NOTICE_CHANNEL = "roamwise_notices";

export interface Notice {
  kind: NotificationKind;
  /** Null for a notice about the person's own things (their Inbox), told to them whatever trips they are in. */
  tripId: string | null;
  /** Who caused it; never told. Null for the scheduler's reminders. */
  actorId: string | null;
  itemId?: string | null;
  /** Values its messages need (names and amounts as they are now). */
  data?: Record<string, string>;
  /** For reminders: fires once per key and person. */
  onceKey?: string;
  /** The language of e-mails to people who follow their browser: the actor's request's (else English). */
  language?: Language;
}

// A hot statement (ADR 029): most changes a member makes tell the others, in the change's transaction.
const othersOfTrip = hotRead("members_but_actor", { userId: tripMembers.userId }, (db, fields) =>
  db
    .select(fields)
    .from(tripMembers)
    .where(and(eq(tripMembers.tripId, sql.placeholder("tripId")), ne(tripMembers.userId, sql.placeholder("actorId")))),
);

/** Every member of the trip except the actor. */
export async function membersToTell(tx: Tx, tripId: string, actorId: string | null): Promise<string[]> {
  const rows = actorId
    ? await othersOfTrip(tx, { tripId, actorId })
    : await tx.select({ userId: tripMembers.userId }).from(tripMembers).where(eq(tripMembers.tripId, tripId));
  return rows.map((r) => r.userId);
}

/**
 * Tells `recipients` (each with their own values, e.g. "you paid it" or
 * "you share it") of one change. Those who are the actor or not members of the
 * trip now are left out; a reminder already given (same `onceKey`) is not
 * given again. Returns the ids of the people told.
 */
export async function notify(tx: Tx, notice: Notice, recipients: Map<string, Record<string, string>> | string[]): Promise<string[]> {
  // The trip's webhooks hear of it even when no member is told (a trip of one).
  await queueWebhooks(tx, notice);
  const perPerson = Array.isArray(recipients) ? new Map(recipients.map((id) => [id, {}])) : recipients;
  if (notice.actorId) perPerson.delete(notice.actorId);
  if (perPerson.size === 0) return [];
  const people = [...perPerson.keys()];
  const members = await tx
    .select({
      userId: users.id,
      email: users.email,
      emailOn: userPreferences.emailNotifications,
      pushOn: userPreferences.pushNotifications,
      settings: userPreferences.notifications,
      language: userPreferences.language,
      timeZone: userPreferences.timeZone,
    })
    .from(users)
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(
      notice.tripId
        ? and(inArray(users.id, people), sql`exists (select 1 from ${tripMembers} where ${tripMembers.tripId} = ${notice.tripId} and ${tripMembers.userId} = ${users.id})`)
        : inArray(users.id, people),
    );
  const told: string[] = [];
  for (const m of members) {
    const channels = notificationSettingsOf(m.settings)[notice.kind];
    // The account's "E-mail notifications" switch is the master switch over every kind.
    const email = m.emailOn === false ? "off" : channels.email;
    const [row] = await tx
      .insert(notifications)
      .values({
        userId: m.userId,
        tripId: notice.tripId,
        kind: notice.kind,
        actorId: notice.actorId,
        itemId: notice.itemId ?? null,
        data: { ...notice.data, ...perPerson.get(m.userId) },
        onceKey: notice.onceKey ?? null,
        digestAt: email === "digest" ? nextLocalTime(new Date(), m.timeZone, 8).toISOString() : null,
      })
      .onConflictDoNothing()
      .returning({ id: notifications.id });
    if (!row) continue;
    told.push(m.userId);
    const language = isLanguage(m.language) ? m.language : (notice.language ?? "en");
    // The account's "push" switch (on once a browser subscribes) is the master switch over every kind.
    if (m.pushOn === true && channels.push) await queuePush(tx, m.userId, row.id, language);
    if (email === "now") {
      // Being added has its own e-mail (it names who added you and opens the trip).
      if (notice.kind === "trip.added" && notice.actorId && notice.tripId) {
        await queueMail(tx, m.email, "added-to-trip", { tripId: notice.tripId, inviterId: notice.actorId, language });
      } else {
        await queueMail(tx, m.email, "notice", { notificationId: row.id, language });
      }
    }
    await tx.execute(sql`select pg_notify(${NOTICE_CHANNEL}, ${JSON.stringify({ user: m.userId, id: row.id })})`);
  }
  return told;
}
