// Writes notices in the transaction of the change that causes them
// (docs/product/notifications.md), as the mail outbox does (ADR 023): the
// rows, their e-mails and the live wake-up commit with the change or not at all.
// Nobody is told of their own action, nor about a trip they are not in.
import { and, eq, ne, sql } from "drizzle-orm";
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

const p = sql.placeholder;

// Hot statements (ADR 029) of every notice: who of the recipients is told and how, and all their notices
// written at once. The ids go as one array parameter, the rows as one JSON text: fixed statements
// whatever the number of people.
const recipientsRead = hotRead(
  "notice_recipients",
  {
    userId: users.id,
    email: users.email,
    emailOn: userPreferences.emailNotifications,
    pushOn: userPreferences.pushNotifications,
    settings: userPreferences.notifications,
    language: userPreferences.language,
    timeZone: userPreferences.timeZone,
  },
  (db, fields) =>
    db
      .select(fields)
      .from(users)
      .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
      .where(
        // A trip's notice only to its members now; a person's own (no trip) to them whatever trips they are in.
        sql`${users.id} = any(${p("people")}::uuid[]) and (${p("tripId")}::uuid is null
          or exists (select 1 from ${tripMembers} where ${tripMembers.tripId} = ${p("tripId")}::uuid and ${tripMembers.userId} = ${users.id}))`,
      ),
);

const noticeColumns = [
  notifications.userId, notifications.tripId, notifications.kind, notifications.actorId, notifications.itemId,
  notifications.data, notifications.onceKey, notifications.digestAt,
].map((column) => sql.identifier(column.name));
// The rows and their live wake-ups in one statement, as publishChange does: a data-modifying `with` runs to
// completion whatever is read of it, and the NOTIFY, one per row written (a reminder already given is not,
// `on conflict do nothing`), is held until COMMIT like the rows. The payload is the same text the receiver
// (stream.ts) has always been sent: JSON of the person and the notice's id.
const insertNotices = hotRead(
  "notices_insert",
  {
    id: sql<string>`"told"."id"`,
    userId: sql<string>`"told"."user_id"`,
    notified: sql`pg_notify(${NOTICE_CHANNEL}, '{"user":"' || "told"."user_id" || '","id":"' || "told"."id" || '"}')`,
  },
  (db, fields) => {
    const told = db.$with("told", { id: sql<string>`id`, userId: sql<string>`user_id` }).as(sql`
      insert into ${notifications} (${sql.join(noticeColumns, sql`, `)})
      select r.user_id, ${p("tripId")}::uuid, ${p("kind")}::text, ${p("actorId")}::uuid, ${p("itemId")}::text, r.data, ${p("onceKey")}::text, r.digest_at
      from json_to_recordset(${p("rows")}::text::json) as r(user_id uuid, data jsonb, digest_at timestamptz)
      on conflict do nothing
      returning ${sql.identifier(notifications.id.name)}, ${sql.identifier(notifications.userId.name)}`);
    return db.with(told).select(fields).from(told);
  },
);

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
  const members = await recipientsRead(tx, { people, tripId: notice.tripId });
  const told: string[] = [];
  const planned = members.map((m) => {
    const channels = notificationSettingsOf(m.settings)[notice.kind];
    // The account's "E-mail notifications" switch is the master switch over every kind; its "push" switch
    // (on once a browser subscribes) the one over every kind's push.
    const email = m.emailOn === false ? "off" : channels.email;
    return { m, email, push: m.pushOn === true && channels.push };
  });
  if (planned.length === 0) return told;
  const rows = planned.map(({ m, email }) => ({
    user_id: m.userId,
    data: { ...notice.data, ...perPerson.get(m.userId) },
    digest_at: email === "digest" ? nextLocalTime(new Date(), m.timeZone, 8).toISOString() : null,
  }));
  const values = { rows: JSON.stringify(rows), tripId: notice.tripId, kind: notice.kind, actorId: notice.actorId, itemId: notice.itemId ?? null, onceKey: notice.onceKey ?? null };
  const written = new Map((await insertNotices(tx, values)).map((r) => [r.userId, r.id]));
  for (const { m, email, push } of planned) {
    const id = written.get(m.userId);
    if (id === undefined) continue;
    told.push(m.userId);
    const language = isLanguage(m.language) ? m.language : (notice.language ?? "en");
    if (push) await queuePush(tx, m.userId, id, language);
    if (email === "now") {
      // Being added has its own e-mail (it names who added you and opens the trip).
      if (notice.kind === "trip.added" && notice.actorId && notice.tripId) {
        await queueMail(tx, m.email, "added-to-trip", { tripId: notice.tripId, inviterId: notice.actorId, language });
      } else {
        await queueMail(tx, m.email, "notice", { notificationId: id, language });
      }
    }
  }
  return told;
}
