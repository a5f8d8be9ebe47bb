// Bookings that arrive by mail (docs/product/forwarding.md): each member's
// private forwarding address, the other sender addresses they confirmed, and
// the Inbox of what was read from each mail received.
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { ReadCandidate } from "../../imports/readers/common";
import { createdAt, id } from "./columns";
import { users } from "./accounts";
import { trips } from "./trips";

/** One address per member, made on first look; a reset replaces the token (the old address stops at once). */
export const forwardingAddresses = pgTable("forwarding_addresses", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** The `{token}` of trips+{token}@domain: random, lower-case letters and digits (mail systems fold case). */
  token: text("token").notNull().unique(),
  /** File bookings straight into the one trip that covers their dates. */
  autoAdd: boolean("auto_add").notNull().default(false),
  createdAt: createdAt(),
});

/** Another address a member forwards from (a work account); read only once confirmed by the mailed link. */
export const forwardingSenders = pgTable(
  "forwarding_senders",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Lower-cased. */
    email: text("email").notNull(),
    /** The confirmation link's token, hashed; null once confirmed. */
    tokenHash: text("token_hash").unique(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true, mode: "string" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("forwarding_senders_user_email_idx").on(t.userId, t.email)],
);

/** One mail received for a member and the bookings read from it. */
export const inboxItems = pgTable(
  "inbox_items",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    receivedAt: timestamp("received_at", { withTimezone: true, mode: "string", precision: 3 }).notNull().defaultNow(),
    fromAddress: text("from_address").notNull(),
    subject: text("subject").notNull(),
    /** What the readers found, as an import answers it (before a trip is chosen). */
    candidates: jsonb("candidates").$type<ReadCandidate[]>().notNull(),
    /** "new" until its bookings are added (by the member or autoAdd). */
    status: text("status", { enum: ["new", "added"] }).notNull().default("new"),
    /** The trip its bookings went into, once added. */
    tripId: uuid("trip_id").references(() => trips.id, { onDelete: "set null" }),
    /** SHA-256 of the mail's Message-ID (else of its bytes): the same mail read twice (an SMTP retry, two instances polling one mailbox) is kept once. */
    messageHash: text("message_hash").notNull(),
  },
  (t) => [index("inbox_items_user_idx").on(t.userId, t.receivedAt), uniqueIndex("inbox_items_message_idx").on(t.userId, t.messageHash)],
);
