// Delivers queued webhooks (docs/product/notifications.md) as the mail sender
// delivers e-mails (ADR 023): rows claimed with SKIP LOCKED (several instances
// never send one twice at once), woken by the NOTIFY a queued delivery commits
// with and by a timer for retries. A 2xx marks a delivery delivered; anything
// else is retried with a doubling backoff until 24 h after it was queued.
// Logs carry ids, attempts and statuses, never URLs (they may hold a token).
import { sql } from "drizzle-orm";
import { createHmac } from "node:crypto";
import { request as httpRequest, type RequestOptions } from "node:http";
import { request as httpsRequest } from "node:https";
import type { Database } from "../db/client";
import { msUntilNextDue, startOutboxLoop, type OutboxLoop } from "../db/outbox-loop";
import type { MailLog } from "../mail/sender";
import { lookupAt, resolveTarget } from "./address";
import { WEBHOOK_CHANNEL } from "./service";

export interface WebhookSettings {
  /** WEBHOOK_ALLOW_PRIVATE: receivers on private, loopback or link-local addresses are allowed. */
  allowPrivate: boolean;
  /** First retry delay; doubles each attempt up to an hour. Default 30 s. */
  retryBaseMs?: number;
}

/** A delivery is retried until this long after it was queued, then given up. */
export const GIVE_UP_AFTER_MS = 24 * 3_600_000;
const MAX_BACKOFF_MS = 3_600_000;
/** How long a claimed row is held before another sender may try it (a crash mid-send). */
const LEASE_MS = 5 * 60_000;
const TIMEOUT_MS = 10_000;

interface Claimed {
  id: string;
  url: string;
  format: "json" | "slack" | "discord" | "ntfy";
  secret: string;
  payload: { kind: string; tripId: string; title: string; body: string; url: string; at: string };
  attempts: number;
  created_at: string;
}

type Rows<T> = { rows: T[] };

/** The request body and headers of one delivery in its webhook's format. */
export function formatDelivery(d: Pick<Claimed, "format" | "secret" | "payload">, publicUrl: string): { body: string; headers: Record<string, string> } {
  const p = { ...d.payload, url: `${publicUrl}${d.payload.url}` };
  if (d.format === "slack") return json({ text: `*${p.title}*\n${p.body}\n${p.url}` });
  if (d.format === "discord") return json({ content: `**${p.title}**\n${p.body}\n${p.url}` });
  if (d.format === "ntfy") {
    // ntfy takes the message as the plain body and the title as a header (headers are Latin-1: non-ASCII is RFC 2047-encoded, which ntfy reads).
    const title = /^[\x20-\x7e]*$/.test(p.title) ? p.title : `=?UTF-8?B?${Buffer.from(p.title).toString("base64")}?=`;
    return { body: p.body, headers: { "content-type": "text/plain; charset=utf-8", title, click: p.url } };
  }
  const { body, headers } = json({ kind: p.kind, tripId: p.tripId, title: p.title, body: p.body, url: p.url, at: p.at });
  return { body, headers: { ...headers, "x-roamwise-signature": `sha256=${createHmac("sha256", d.secret).update(body).digest("hex")}` } };
}

function json(value: object) {
  return { body: JSON.stringify(value), headers: { "content-type": "application/json" } };
}

/** Posts once; the receiver's status, or null when it could not be reached (or was refused). */
async function post(url: string, message: { body: string; headers: Record<string, string> }, allowPrivate: boolean): Promise<number | null> {
  // Checked again now (the name may point elsewhere since it was added), and connected to that very address.
  const target = await resolveTarget(url, allowPrivate);
  if (!target) return null;
  const lookup = lookupAt(target);
  const u = new URL(url);
  const options: RequestOptions = { method: "POST", headers: { ...message.headers, "content-length": Buffer.byteLength(message.body) }, lookup, timeout: TIMEOUT_MS };
  const send = u.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const req = send(u, options, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? null));
      res.on("error", () => resolve(res.statusCode ?? null));
    });
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", () => resolve(null));
    req.end(message.body);
  });
}

/**
 * Sends every delivery due at `now` (the clock is a parameter so tests can
 * move it); returns how many were tried.
 */
export async function deliverDueWebhooks(
  database: Database,
  publicUrl: string,
  settings: WebhookSettings,
  now: Date,
  stopped: () => boolean = () => false,
): Promise<number> {
  const db = database.db;
  const retryBaseMs = settings.retryBaseMs ?? 30_000;
  const at = now.toISOString();
  let tried = 0;
  while (!stopped()) {
    const { rows } = (await db.execute(sql`
      update webhook_deliveries d set attempts = d.attempts + 1, next_attempt_at = ${at}::timestamptz + ${`${LEASE_MS} milliseconds`}::interval
      from webhooks w
      where w.id = d.webhook_id and d.id = (
        select id from webhook_deliveries
        where delivered_at is null and failed_at is null and next_attempt_at <= ${at}::timestamptz
        order by next_attempt_at limit 1 for update skip locked)
      returning d.id, w.url, w.format, w.secret, d.payload, d.attempts, d.created_at`)) as unknown as Rows<Claimed>;
    const d = rows[0];
    if (!d) return tried;
    tried++;
    const status = await post(d.url, formatDelivery(d, publicUrl), settings.allowPrivate);
    if (status !== null && status >= 200 && status < 300) {
      await db.execute(sql`update webhook_deliveries set delivered_at = ${at}::timestamptz, last_status = ${status} where id = ${d.id}`);
      continue;
    }
    const delay = Math.min(retryBaseMs * 2 ** (d.attempts - 1), MAX_BACKOFF_MS);
    const next = new Date(now.getTime() + delay);
    if (next.getTime() > Date.parse(d.created_at) + GIVE_UP_AFTER_MS) {
      await db.execute(sql`update webhook_deliveries set failed_at = ${at}::timestamptz, last_status = ${status} where id = ${d.id}`);
    } else {
      await db.execute(sql`update webhook_deliveries set next_attempt_at = ${next.toISOString()}::timestamptz, last_status = ${status} where id = ${d.id}`);
    }
  }
  return tried;
}

export type WebhookSender = OutboxLoop;

/** Runs deliveries on each wake-up and when the next retry is due, until stopped. */
export async function startWebhookSender(database: Database, publicUrl: string, settings: WebhookSettings, log: MailLog): Promise<WebhookSender> {
  return startOutboxLoop(database, WEBHOOK_CHANNEL, {
    drain: async (stopped) => {
      await deliverDueWebhooks(database, publicUrl, settings, new Date(), stopped);
      return msUntilNextDue(database.db, sql`webhook_deliveries where delivered_at is null and failed_at is null`);
    },
    onError: (err) => log.error({ code: (err as { code?: unknown }).code }, "webhook sender could not read its outbox"),
    retryMs: settings.retryBaseMs ?? 30_000,
  });
}
