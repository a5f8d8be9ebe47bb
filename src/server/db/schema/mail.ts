// The e-mail outbox, sent in the background (ADR 023).
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { id, createdAt } from "./columns";

/**
 * E-mails to send, written in the transaction of the change they tell about
 * (ADR 023). `data` names the rows the message is about; the sender renders
 * it when it sends, so a withdrawn invitation is not sent.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: id(),
    recipient: text("recipient").notNull(),
    template: text("template", { enum: ["invitation", "added-to-trip", "password-reset", "verify-email", "confirm-sender", "notice", "digest"] }).notNull(),
    data: jsonb("data").$type<Record<string, string>>().notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "string" }),
    failedAt: timestamp("failed_at", { withTimezone: true, mode: "string" }),
    createdAt: createdAt(),
  },
  (t) => [index("mail_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.sentAt} IS NULL AND ${t.failedAt} IS NULL`)],
);
