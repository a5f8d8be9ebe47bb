// Idempotency-Key answers, replayed for a day (ADR 035).
import { index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { userId } from "./accounts";

/**
 * Idempotency-Key (docs/product/offline.md): the first answer to a user's write with a key,
 * replayed for 24 hours. The row is claimed (status null) before the write
 * runs, so a repeat racing the original waits for its answer instead of
 * writing twice (server/idempotency).
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: userId(),
    method: text("method").notNull(),
    path: text("path").notNull(),
    key: text("key").notNull(),
    /** SHA-256 of the request body: a repeat with another body is refused (422). */
    bodyHash: text("body_hash").notNull(),
    /** Null while the first request is still being answered. */
    status: integer("status"),
    contentType: text("content_type"),
    body: text("body"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.method, t.path, t.key] }), index("idempotency_keys_created_idx").on(t.createdAt)],
);
