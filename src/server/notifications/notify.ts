// Writes notices in the transaction of the change that causes them
// (docs/product/notifications.md), as the mail outbox does (ADR 023): the
// rows, their e-mails and the live wake-up commit with the change or not at all.
// Nobody is told of their own action, nor about a trip they are not in.
import { and, eq, ne, sql } from "drizzle-orm";
import { isLanguage, type Language } from "@shared/i18n/languages";
import { notificationSettingsOf, type NotificationKind } from "@shared/notifications";
import type { Tx } from "../db/client";
import { notifications, tripMembers, userPreferences, users, webhooks } from "../db/schema";
import { hotRead } from "../db/hot-reads";
import { queueMail } from "../mail/outbox";
import { nextLocalTime } from "./time";
import { isWebhookKind, queueWebhooks } from "../webhooks/service";
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

/** Every member of the trip but the actor: for a notice that leaves out one more (see tellMemberAdded). */
export async function membersToTell(tx: Tx, tripId: string, actorId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: tripMembers.userId })
    .from(tripMembers)
    .where(and(eq(tripMembers.tripId, tripId), ne(tripMembers.userId, actorId)));
  return rows.map((r) => r.userId);
}

const p = sql.placeholder;

// A hot statement (ADR 029), the one read of every notice: who is told and how each wants to be, and the
// trip's webhooks that follow its kind. Most changes a member makes tell the trip, in the change's
// transaction: this was three statements (the other members, their settings, the webhooks) and is one.
// People are those named (`people`, one array parameter) or (`everyone`) every member of the trip; a
// trip's notice only reaches its members now, a person's own (no trip) whoever is named; never the actor.
const audienceRead = hotRead(
  "notice_audience",
  {
    webhook: sql<boolean>`"audience"."webhook"`,
    id: sql<string>`"audience"."id"`,
    email: sql<string | null>`"audience"."email"`,
    emailOn: sql<boolean | null>`"audience"."email_on"`,
    pushOn: sql<boolean | null>`"audience"."push_on"`,
    settings: sql<unknown>`"audience"."settings"`,
    language: sql<string | null>`"audience"."language"`,
    timeZone: sql<string | null>`"audience"."time_zone"`,
  },
  (db, fields) => {
    const audience = db
      .$with("audience", {
        webhook: sql<boolean>`webhook`, id: sql<string>`id`, email: sql`email`, emailOn: sql`email_on`, pushOn: sql`push_on`,
        settings: sql`settings`, language: sql`language`, timeZone: sql`time_zone`,
      })
      .as(sql`
        select false as webhook, ${users.id} as id, ${users.email} as email, ${userPreferences.emailNotifications} as email_on,
          ${userPreferences.pushNotifications} as push_on, ${userPreferences.notifications} as settings,
          ${userPreferences.language} as language, ${userPreferences.timeZone} as time_zone
        from ${users} left join ${userPreferences} on ${userPreferences.userId} = ${users.id}
        where ${users.id} is distinct from ${p("actorId")}::uuid and ${users.id} in (
          select ${tripMembers.userId} from ${tripMembers}
          where ${tripMembers.tripId} = ${p("tripId")}::uuid and (${p("everyone")}::boolean or ${tripMembers.userId} = any(${p("people")}::uuid[]))
          union all
          select unnest(${p("people")}::uuid[]) where ${p("tripId")}::uuid is null)
        union all
        select true, ${webhooks.id}, null::text, null::boolean, null::boolean, null::jsonb, ${webhooks.language}, null::text
        from ${webhooks}
        where ${p("hooks")}::boolean and ${webhooks.tripId} = ${p("tripId")}::uuid and ${webhooks.kinds} @> ${p("kinds")}::jsonb`);
    return db.with(audience).select(fields).from(audience);
  },
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
 * Tells `recipients` of one change: the people named (a Map gives each their
 * own values, e.g. "you paid it" or "you share it"), or "members", every
 * member of its trip. Those who are the actor or not members of the trip now
 * are left out; a reminder already given (same `onceKey`) is not given again.
 * The trip's webhooks that follow the kind hear of it even when no member is
 * told (a trip of one). Returns the ids of the people told.
 */
export async function notify(tx: Tx, notice: Notice, recipients: Map<string, Record<string, string>> | string[] | "members"): Promise<string[]> {
  const perPerson: ReadonlyMap<string, Record<string, string>> =
    recipients === "members" ? new Map() : Array.isArray(recipients) ? new Map(recipients.map((id) => [id, {}])) : recipients;
  const everyone = recipients === "members" && notice.tripId !== null;
  const hooks = notice.tripId !== null && isWebhookKind(notice.kind);
  if (!everyone && !hooks && perPerson.size === 0) return [];
  const audience = await audienceRead(tx, {
    people: [...perPerson.keys()], everyone, hooks, tripId: notice.tripId, actorId: notice.actorId, kinds: JSON.stringify([notice.kind]),
  });
  await queueWebhooks(tx, notice, audience.filter((a) => a.webhook));
  const members = audience.filter((a) => !a.webhook);
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
    user_id: m.id,
    data: { ...notice.data, ...perPerson.get(m.id) },
    digest_at: email === "digest" ? nextLocalTime(new Date(), m.timeZone, 8).toISOString() : null,
  }));
  const values = { rows: JSON.stringify(rows), tripId: notice.tripId, kind: notice.kind, actorId: notice.actorId, itemId: notice.itemId ?? null, onceKey: notice.onceKey ?? null };
  const written = new Map((await insertNotices(tx, values)).map((r) => [r.userId, r.id]));
  for (const { m, email, push } of planned) {
    const id = written.get(m.id);
    if (id === undefined) continue;
    told.push(m.id);
    const language = isLanguage(m.language) ? m.language : (notice.language ?? "en");
    if (push) await queuePush(tx, m.id, id, language);
    if (email === "now") {
      // Being added has its own e-mail (it names who added you and opens the trip).
      if (notice.kind === "trip.added" && notice.actorId && notice.tripId) {
        await queueMail(tx, m.email!, "added-to-trip", { tripId: notice.tripId, inviterId: notice.actorId, language });
      } else {
        await queueMail(tx, m.email!, "notice", { notificationId: id, language });
      }
    }
  }
  return told;
}
