// Trip chat between members (docs/product/trip-chat.md): messages, their reactions and how far
// each member has read. A deleted message keeps its row (its place in the conversation and the
// replies quoting it), with its text emptied.
import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { id, createdAt } from "./columns";
import { createdBy, userId } from "./accounts";
import { tripId } from "./trips";

export const tripMessages = pgTable(
  "trip_messages",
  {
    id: id(),
    tripId: tripId(),
    /** Null once the author's account is gone; the message stays. */
    authorId: createdBy(),
    text: text("text").notNull(),
    replyTo: uuid("reply_to").references((): AnyPgColumn => tripMessages.id, { onDelete: "set null" }),
    /** Members' user ids, as mentioned when written. */
    mentions: uuid("mentions").array().notNull().default(sql`'{}'::uuid[]`),
    // Kept to the millisecond: the list is paged by (created_at, id).
    createdAt: timestamp("created_at", { withTimezone: true, mode: "string", precision: 3 }).notNull().defaultNow(),
    editedAt: timestamp("edited_at", { withTimezone: true, mode: "string", precision: 3 }),
    deleted: boolean("deleted").notNull().default(false),
  },
  (t) => [index("trip_messages_trip_idx").on(t.tripId, t.createdAt, t.id), check("trip_messages_text_length", sql`char_length(${t.text}) <= 4000`)],
);

/** One row per member and emoji on a message: a reaction is set or cleared idempotently. */
export const tripMessageReactions = pgTable(
  "trip_message_reactions",
  {
    messageId: uuid("message_id")
      .notNull()
      .references(() => tripMessages.id, { onDelete: "cascade" }),
    userId: userId(),
    emoji: text("emoji").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId, t.emoji] })],
);

/** The last message each member has seen in a trip's chat; what came after it by others is unread. */
export const tripChatReads = pgTable(
  "trip_chat_reads",
  {
    tripId: tripId(),
    userId: userId(),
    lastMessageId: uuid("last_message_id")
      .notNull()
      .references(() => tripMessages.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.tripId, t.userId] })],
);
