// Web push (docs/product/notifications.md): the browsers a person gets pushes
// on, the outbox of pushes to send (as the mail outbox, ADR 023), and the
// server's VAPID key pair when it is not given in the environment (ADR 052).
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { userId } from "./accounts";
import { notifications } from "./notifications";

/** One browser's subscription: the push service's address and the keys its messages are encrypted to. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: id(),
    userId: userId(),
    /** A capability URL at the browser vendor's push service: whoever holds it can push to that browser. */
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId)],
);

/**
 * One notice for one subscription, written in the transaction of the notice.
 * The words are written when sent, in `language`, from the notice's row.
 */
export const pushOutbox = pgTable(
  "push_outbox",
  {
    id: id(),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: "cascade" }),
    notificationId: uuid("notification_id")
      .notNull()
      .references(() => notifications.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "string" }),
    failedAt: timestamp("failed_at", { withTimezone: true, mode: "string" }),
    createdAt: createdAt(),
  },
  (t) => [index("push_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.sentAt} IS NULL AND ${t.failedAt} IS NULL`)],
);

/** The VAPID key pair made at first start when VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY are unset: one row, kept so subscriptions stay valid. */
export const pushVapidKeys = pgTable(
  "push_vapid_keys",
  {
    id: integer("id").primaryKey().default(1),
    publicKey: text("public_key").notNull(),
    privateKey: text("private_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [check("push_vapid_keys_one_row", sql`${t.id} = 1`)],
);
