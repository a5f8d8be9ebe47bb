// Backups the instance took (docs/product/backups.md): one row each, the file itself in BACKUP_DIR or the bucket.
import { sql } from "drizzle-orm";
import { bigint, check, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

export const backups = pgTable(
  "backups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    createdAt: createdAt(),
    status: text("status", { enum: ["running", "done", "failed"] }).notNull().default("running"),
    trigger: text("trigger", { enum: ["manual", "schedule"] }).notNull(),
    /** The cron time a scheduled backup is for: unique, so one instance of several takes each. */
    scheduledFor: timestamp("scheduled_for", { withTimezone: true, mode: "string" }).unique("backups_scheduled_for"),
    /** Where the file is: BACKUP_DIR ("dir") or the bucket ("s3"). */
    storedIn: text("stored_in", { enum: ["dir", "s3"] }).notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }),
    /** Why it failed, for the operator's log; never shown to other users. */
    error: text("error"),
  },
  (t) => [
    check("backups_status", sql`${t.status} IN ('running', 'done', 'failed')`),
    check("backups_trigger", sql`${t.trigger} IN ('manual', 'schedule')`),
  ],
);
