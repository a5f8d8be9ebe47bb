// Trip webhooks (docs/product/notifications.md): a trip's receivers and the
// outbox of their deliveries, queued in the transaction of the notice they carry.
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { users } from "./accounts";
import { trips } from "./trips";

export const webhooks = pgTable(
  "webhooks",
  {
    id: id(),
    tripId: uuid("trip_id")
      .notNull()
      .references(() => trips.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    format: text("format", { enum: ["json", "slack", "discord", "ntfy"] }).notNull(),
    kinds: jsonb("kinds").$type<string[]>().notNull(),
    /** Signs JSON deliveries (HMAC-SHA256), so it is kept as given, not hashed. */
    secret: text("secret").notNull(),
    /** The creator's language: the words of every delivery. */
    language: text("language").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("webhooks_trip_idx").on(t.tripId)],
);

/** One notice for one webhook: its body is written when queued, so a retry sends the same bytes. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: id(),
    webhookId: uuid("webhook_id")
      .notNull()
      .references(() => webhooks.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** `{ kind, tripId, title, body, url, at }`; each format is made from it at send time. */
    payload: jsonb("payload").$type<Record<string, string>>().notNull(),
    attempts: integer("attempts").notNull().default(0),
    lastStatus: integer("last_status"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true, mode: "string" }),
    failedAt: timestamp("failed_at", { withTimezone: true, mode: "string" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("webhook_deliveries_due_idx").on(t.nextAttemptAt).where(sql`${t.deliveredAt} IS NULL AND ${t.failedAt} IS NULL`),
    index("webhook_deliveries_webhook_idx").on(t.webhookId, t.createdAt),
  ],
);
