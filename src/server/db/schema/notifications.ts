// A person's own notices (docs/product/notifications.md), written in the
// transaction of the change they tell about.
import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { id } from "./columns";
import { users } from "./accounts";
import { trips } from "./trips";

/**
 * One notice for one person. It holds what it is about (`data`: names and
 * amounts as they were), not its words: the title and body are written in the
 * reader's language when read or sent. `once_key` makes a reminder fire once
 * per item and person.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tripId: uuid("trip_id").references(() => trips.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** Who caused it (no foreign key: a deleted account's notices stay, named as a former member). */
    actorId: uuid("actor_id"),
    itemId: text("item_id"),
    data: jsonb("data").$type<Record<string, string>>().notNull(),
    onceKey: text("once_key"),
    /** When its digest e-mail is due (08:00 in the person's zone); null when it goes in no digest. */
    digestAt: timestamp("digest_at", { withTimezone: true, mode: "string" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "string", precision: 3 }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true, mode: "string", precision: 3 }),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.createdAt),
    index("notifications_digest_idx").on(t.digestAt).where(sql`${t.digestAt} IS NOT NULL`),
    unique("notifications_once").on(t.userId, t.onceKey),
  ],
);
