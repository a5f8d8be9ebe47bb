// Running the instance (docs/product/admin.md): its sign-up settings and the audit log.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { id } from "./columns";
import { users } from "./accounts";

/** One row (id 1): who may sign up and how. Written at first start from REGISTRATION, then by admins. */
export const instanceSettings = pgTable(
  "instance_settings",
  {
    id: integer("id").primaryKey().default(1),
    registration: text("registration", { enum: ["open", "invite", "closed"] }).notNull().default("open"),
    /** Stored for the two-step sign-in that comes later; nothing enforces it yet. */
    requireTwoFactor: boolean("require_two_factor").notNull().default(false),
    passwordSignIn: boolean("password_sign_in").notNull().default(true),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  },
  (t) => [check("instance_settings_one_row", sql`${t.id} = 1`), check("instance_settings_registration", sql`${t.registration} IN ('open', 'invite', 'closed')`)],
);

/**
 * Who did what (docs/product/admin.md), written in the transaction of the
 * action. The actor's address is copied, so the entry still says who it was
 * after the account is deleted. `details` never holds a secret.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    at: timestamp("at", { withTimezone: true, mode: "string", precision: 3 }).notNull().defaultNow(),
    action: text("action").notNull(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email"),
    targetType: text("target_type"),
    targetId: text("target_id"),
    ip: text("ip"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index("audit_log_at_idx").on(t.at, t.id), index("audit_log_action_idx").on(t.action, t.at), index("audit_log_actor_idx").on(t.actorId, t.at)],
);
