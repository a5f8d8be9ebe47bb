// A person's push subscriptions (docs/product/notifications.md) and the pushes
// queued for them in the transaction of the notice (as queueMail does, ADR 023).
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Language } from "@shared/i18n/languages";
import { PUSH_ENDPOINT_UNREACHABLE, type pushSubscriptionSchema } from "@shared/push";
import type { Db, Tx } from "../db/client";
import { pushSubscriptions, userPreferences } from "../db/schema";
import { badRequest } from "../http-error";
import { resolveTarget } from "../webhooks/address";

export const PUSH_CHANNEL = "roamwise_push";

/** Browsers one account gets pushes on; a new one beyond this drops the one subscribed longest ago (each notice is one push per browser). */
export const MAX_SUBSCRIPTIONS = 10;

/**
 * Keeps a browser's subscription for `userId`. The same endpoint again (the
 * browser renewed its keys, or another account signed in on it) is one row:
 * a browser gets the pushes of whoever subscribed on it last. Subscribing
 * turns the account's push switch on: asking for pushes is choosing them.
 */
export async function saveSubscription(db: Db, userId: string, input: z.output<typeof pushSubscriptionSchema>, allowPrivate: boolean): Promise<void> {
  // The server will post to this address: one on a private network is refused, as a webhook's is (docs/security.md).
  if (!(await resolveTarget(input.endpoint, allowPrivate))) throw badRequest("endpoint", PUSH_ENDPOINT_UNREACHABLE);
  const keys = { userId, p256dh: input.keys.p256dh, auth: input.keys.auth };
  await db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ endpoint: input.endpoint, ...keys })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...keys, createdAt: sql`now()` } });
    await tx.execute(sql`
      delete from push_subscriptions where user_id = ${userId} and id not in (
        select id from push_subscriptions where user_id = ${userId} order by created_at desc, id limit ${MAX_SUBSCRIPTIONS})`);
    await tx
      .insert(userPreferences)
      .values({ userId, pushNotifications: true })
      .onConflictDoUpdate({ target: userPreferences.userId, set: { pushNotifications: true } });
  });
}

/** Forgets the caller's own subscription at `endpoint` (someone else's is left alone); done when there is none. */
export async function removeSubscription(db: Db, userId: string, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** Queues one notice for every browser the person subscribed; the sender words it in `language` when it sends. */
export async function queuePush(tx: Tx, userId: string, notificationId: string, language: Language): Promise<void> {
  const queued = await tx.execute(sql`
    insert into push_outbox (subscription_id, notification_id, language)
    select id, ${notificationId}, ${language} from push_subscriptions where user_id = ${userId}
    returning id`);
  // Empty payload: it only wakes a sender; PostgreSQL holds it until COMMIT.
  if ((queued as unknown as { rows: unknown[] }).rows.length > 0) await tx.execute(sql`select pg_notify(${PUSH_CHANNEL}, '')`);
}
