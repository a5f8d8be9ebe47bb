// Sends queued pushes (docs/product/notifications.md) as the mail sender sends
// e-mails (ADR 023): rows claimed with SKIP LOCKED, woken by the NOTIFY a
// queued push commits with and by a timer for retries, the same doubling
// backoff and number of attempts as mail. A push service answering 404 or 410
// has dropped the subscription: it is removed with everything queued for it.
// Logs carry ids, attempts and statuses, never endpoints (capability URLs).
import { sql } from "drizzle-orm";
import { Agent } from "node:https";
import { isLanguage } from "@shared/i18n/languages";
import type { PushMessage } from "@shared/push";
import type { Database } from "../db/client";
import { msUntilNextDue, startOutboxLoop, type OutboxLoop } from "../db/outbox-loop";
import type { MailLog } from "../mail/sender";
import { noticesByIds } from "../notifications/service";
import { lookupAt, resolveTarget } from "../webhooks/address";
import { vapidKeys, type VapidSettings } from "./keys";
import { PUSH_CHANNEL } from "./service";

export interface PushSettings {
  vapid: VapidSettings;
  /** WEBHOOK_ALLOW_PRIVATE: push endpoints on private, loopback or link-local addresses are allowed too. */
  allowPrivate: boolean;
  /** Certificates to trust beyond the system's (a test's own push service). */
  ca?: string;
  /** First retry delay; doubles each attempt up to an hour. Default 30 s (as mail). */
  retryBaseMs?: number;
  /** Attempts before a push is given up. Default 8 (as mail). */
  maxAttempts?: number;
}

/** How long a claimed row is held before another sender may try it (a crash mid-send). */
const LEASE_MS = 5 * 60_000;
const MAX_BACKOFF_MS = 60 * 60_000;
const TIMEOUT_MS = 10_000;
/** How long the push service keeps a push for a browser that is offline: a day (a notice older than that is in the bell). */
const TTL_SECONDS = 24 * 3600;

interface Claimed {
  id: string;
  subscription_id: string;
  notification_id: string;
  language: string;
  attempts: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

type Rows<T> = { rows: T[] };

/** The push service's status, or null when it could not be reached (or its address was refused). */
async function send(row: Claimed, message: PushMessage, settings: PushSettings, publicUrl: string, database: Database): Promise<number | null> {
  // Checked again now and connected to that very address, as a webhook delivery is (webhooks/address.ts).
  const target = await resolveTarget(row.endpoint, settings.allowPrivate);
  if (!target) return null;
  const lookup = lookupAt(target);
  const agent = new Agent({ lookup, ca: settings.ca, maxSockets: 1 });
  const { default: webpush } = await import("web-push");
  const vapidDetails = await vapidKeys(database.db, settings.vapid, publicUrl);
  try {
    const res = await webpush.sendNotification({ endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }, JSON.stringify(message), {
      vapidDetails,
      TTL: TTL_SECONDS,
      agent,
      timeout: TIMEOUT_MS,
    });
    return res.statusCode;
  } catch (err) {
    // web-push rejects a non-2xx answer with its status, and a network error without one.
    const status = (err as { statusCode?: unknown }).statusCode;
    return typeof status === "number" ? status : null;
  } finally {
    agent.destroy();
  }
}

/** Sends every push due now; returns how many were tried. */
export async function deliverDuePushes(
  database: Database,
  publicUrl: string,
  settings: PushSettings,
  log: MailLog,
  stopped: () => boolean = () => false,
  /** Counted in /metrics as a notification sent by push. */
  onSent: () => void = () => {},
): Promise<number> {
  const db = database.db;
  const retryBaseMs = settings.retryBaseMs ?? 30_000;
  const maxAttempts = settings.maxAttempts ?? 8;
  let tried = 0;
  while (!stopped()) {
    const { rows } = (await db.execute(sql`
      update push_outbox o set attempts = o.attempts + 1, next_attempt_at = now() + ${`${LEASE_MS} milliseconds`}::interval
      from push_subscriptions s
      where s.id = o.subscription_id and o.id = (
        select id from push_outbox
        where sent_at is null and failed_at is null and next_attempt_at <= now()
        order by next_attempt_at limit 1 for update skip locked)
      returning o.id, o.subscription_id, o.notification_id, o.language, o.attempts, s.endpoint, s.p256dh, s.auth`)) as unknown as Rows<Claimed>;
    const row = rows[0];
    if (!row) return tried;
    tried++;
    const [notice] = await noticesByIds(db, [row.notification_id], isLanguage(row.language) ? row.language : "en");
    if (!notice) {
      // The notice went with its trip: nothing to tell.
      await db.execute(sql`delete from push_outbox where id = ${row.id}`);
      continue;
    }
    const message: PushMessage = { title: notice.title, body: notice.body, url: `${publicUrl}${notice.url}`, tag: notice.id };
    const status = await send(row, message, settings, publicUrl, database);
    const detail = { pushId: row.id, subscriptionId: row.subscription_id, attempt: row.attempts, status };
    if (status !== null && status >= 200 && status < 300) {
      await db.execute(sql`update push_outbox set sent_at = now() where id = ${row.id}`);
      onSent();
      continue;
    }
    if (status === 404 || status === 410) {
      await db.execute(sql`delete from push_subscriptions where id = ${row.subscription_id}`);
      log.info(detail, "push subscription gone; removed");
      continue;
    }
    if (row.attempts >= maxAttempts) {
      await db.execute(sql`update push_outbox set failed_at = now() where id = ${row.id}`);
      log.error(detail, "push failed; giving up");
      continue;
    }
    const delay = Math.min(retryBaseMs * 2 ** (row.attempts - 1), MAX_BACKOFF_MS);
    await db.execute(sql`update push_outbox set next_attempt_at = now() + ${`${delay} milliseconds`}::interval where id = ${row.id}`);
    log.warn({ ...detail, retryInMs: delay }, "push failed; will retry");
  }
  return tried;
}

export type PushSender = OutboxLoop;

/** Sends on each wake-up and when the next retry is due, until stopped. */
export async function startPushSender(database: Database, publicUrl: string, settings: PushSettings, log: MailLog, onSent: () => void = () => {}): Promise<PushSender> {
  return startOutboxLoop(database, PUSH_CHANNEL, {
    drain: async (stopped) => {
      await deliverDuePushes(database, publicUrl, settings, log, stopped, onSent);
      return msUntilNextDue(database.db, sql`push_outbox where sent_at is null and failed_at is null`);
    },
    onError: (err) => log.error({ code: (err as { code?: unknown }).code }, "push sender could not read its outbox"),
    retryMs: settings.retryBaseMs ?? 30_000,
  });
}
