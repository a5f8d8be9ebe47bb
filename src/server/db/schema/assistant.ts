// The assistant's chat and its proposals (ADRs 012, 038).
import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id, createdAt } from "./columns";
import { createdBy, users } from "./accounts";
import { tripId } from "./trips";

/**
 * One trip's shared chat. author_id is set on user messages; metadata holds
 * the assistant's validated suggestions and which provider answered.
 */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: id(),
    tripId: tripId(),
    role: text("role", { enum: ["user", "assistant"] }).notNull(),
    content: text("content").notNull(),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index("chat_messages_trip_idx").on(t.tripId, t.createdAt),
    check("chat_messages_role", sql`${t.role} IN ('user', 'assistant')`),
  ],
);

/**
 * Changes an assistant's reply proposes, shown as a card under that message.
 * `changes` holds each change's summary and the body its service takes,
 * validated when proposed and again when applied; status moves from open to
 * applied or discarded once, under a row lock.
 */
export const proposals = pgTable(
  "proposals",
  {
    id: id(),
    tripId: tripId(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => chatMessages.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["open", "applied", "discarded"] }).notNull().default("open"),
    changes: jsonb("changes").$type<Array<Record<string, unknown>>>().notNull(),
    /** Who asked the question that led to it. */
    createdBy: createdBy(),
    /** Who applied or discarded it, and when. */
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true, mode: "string" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("proposals_message_idx").on(t.messageId),
    index("proposals_trip_idx").on(t.tripId),
    check("proposals_status", sql`${t.status} IN ('open', 'applied', 'discarded')`),
  ],
);
