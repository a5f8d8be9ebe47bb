// Trip webhooks (docs/product/notifications.md): trip admins add, list and
// remove a trip's receivers; every trip-level notice queues one delivery per
// webhook that follows its kind, in the notice's own transaction.
import { desc, eq, sql } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import { isLanguage } from "@shared/i18n/languages";
import type { NotificationKind } from "@shared/notifications";
import {
  WEBHOOK_KINDS,
  WEBHOOK_NOT_FOUND,
  WEBHOOK_URL_PRIVATE,
  type CreatedWebhook,
  type Webhook,
  type WebhookDelivery,
  type WebhookKind,
  webhookInputSchema,
} from "@shared/webhooks";
import type { Language } from "@shared/i18n/languages";
import type { z } from "zod";
import type { Db, Tx } from "../db/client";
import { trips, users, webhookDeliveries, webhooks } from "../db/schema";
import { isoTimestamp } from "../db/timestamps";
import { badRequest, notFound } from "../http-error";
import { recordAudit } from "../audit/audit";
import { renderNotice } from "../notifications/render";
import type { Notice } from "../notifications/notify";
import { resolveTarget } from "./address";

export const WEBHOOK_CHANNEL = "roamwise_webhooks";
/** The deliveries list shows this many, newest first. */
const DELIVERIES_SHOWN = 20;

const toWebhook = (r: typeof webhooks.$inferSelect): Webhook => ({
  id: r.id,
  url: r.url,
  format: r.format,
  kinds: r.kinds as WebhookKind[],
  createdAt: isoTimestamp(r.createdAt),
});

export async function createWebhook(
  db: Db,
  tripId: string,
  actorId: string,
  language: Language,
  input: z.output<typeof webhookInputSchema>,
  allowPrivate: boolean,
): Promise<CreatedWebhook> {
  if (!(await resolveTarget(input.url, allowPrivate))) throw badRequest("url", WEBHOOK_URL_PRIVATE);
  const secret = randomBytes(32).toString("hex");
  const row = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(webhooks)
      .values({ tripId, url: input.url, format: input.format, kinds: input.kinds, secret, language, createdBy: actorId })
      .returning();
    // The URL's host only: its path may hold the receiver's own token (Slack, Discord).
    await recordAudit(tx, { action: "webhook.created", actorId, targetType: "webhook", targetId: row!.id, details: { tripId, host: new URL(input.url).host, format: input.format } });
    return row!;
  });
  return { ...toWebhook(row), secret };
}

export async function listWebhooks(db: Db, tripId: string): Promise<Webhook[]> {
  const rows = await db.select().from(webhooks).where(eq(webhooks.tripId, tripId)).orderBy(webhooks.createdAt);
  return rows.map(toWebhook);
}

/** The trip a webhook belongs to (for the access check), or null. */
export async function webhookTrip(db: Db, id: string): Promise<string | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.select({ tripId: webhooks.tripId }).from(webhooks).where(eq(webhooks.id, id));
  return row?.tripId ?? null;
}

export async function deleteWebhook(db: Db, id: string, actorId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(webhooks).where(eq(webhooks.id, id)).returning();
    if (!row) throw notFound(WEBHOOK_NOT_FOUND);
    await recordAudit(tx, { action: "webhook.deleted", actorId, targetType: "webhook", targetId: id, details: { tripId: row.tripId, host: new URL(row.url).host } });
  });
}

export async function listDeliveries(db: Db, webhookId: string): Promise<WebhookDelivery[]> {
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, webhookId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(DELIVERIES_SHOWN);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as WebhookKind,
    status: r.deliveredAt ? "delivered" : r.failedAt ? "failed" : "pending",
    attempts: r.attempts,
    lastStatus: r.lastStatus,
    createdAt: isoTimestamp(r.createdAt),
    finishedAt: r.deliveredAt ? isoTimestamp(r.deliveredAt) : r.failedAt ? isoTimestamp(r.failedAt) : null,
  }));
}

/** Whether a notice of this kind goes to the trip's webhooks that follow it (notify reads them with its recipients). */
export const isWebhookKind = (kind: NotificationKind): kind is WebhookKind => (WEBHOOK_KINDS as readonly string[]).includes(kind);

/**
 * Queues the notice for each of `hooks` (its trip's webhooks that follow its
 * kind, read by notify in the same statement as its recipients), in the
 * caller's transaction. The words are written now, in each webhook's
 * creator's language, so every retry sends the same body (the link is the
 * app's path; the sender puts PUBLIC_URL before it).
 */
export async function queueWebhooks(tx: Tx, notice: Notice, hooks: readonly { id: string; language: string | null }[]): Promise<void> {
  if (hooks.length === 0 || !notice.tripId) return;
  const [facts] = await tx
    .select({ tripName: trips.name, actorFirstName: users.firstName, actorLastName: users.lastName })
    .from(trips)
    .leftJoin(users, eq(users.id, notice.actorId ?? sql`null`))
    .where(eq(trips.id, notice.tripId));
  const at = new Date().toISOString();
  for (const hook of hooks) {
    const language = isLanguage(hook.language) ? hook.language : "en";
    const words = renderNotice(language, {
      kind: notice.kind,
      tripId: notice.tripId,
      itemId: notice.itemId ?? null,
      data: notice.data ?? {},
      tripName: facts?.tripName ?? null,
      actorFirstName: facts?.actorFirstName ?? null,
      actorLastName: facts?.actorLastName ?? null,
    }, "trip");
    const payload = { kind: notice.kind, tripId: notice.tripId, title: words.title, body: words.body, url: words.url, at };
    await tx.insert(webhookDeliveries).values({ webhookId: hook.id, kind: notice.kind, payload });
  }
  // Wakes the sender when the change commits.
  await tx.execute(sql`select pg_notify(${WEBHOOK_CHANNEL}, '')`);
}
