// Accounts: users, their sessions, access tokens, password resets, sign-in and request counters, preferences.
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { id, createdAt, updatedAt } from "./columns";

/** The user a row belongs to: deleting the account deletes the row. */
export const userId = () =>
  uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

/** Who made it; kept (as null) when that account is deleted. */
export const createdBy = () => uuid("created_by").references(() => users.id, { onDelete: "set null" });

export const users = pgTable("users", {
  id: id(),
  email: text("email").notNull().unique(),
  /** Null for an account made through single sign-on until it sets one by "forgot password". */
  passwordHash: text("password_hash"),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  createdAt: createdAt(),
  /** An instance admin (docs/product/admin.md): the first account, accounts in ADMIN_EMAILS, and whoever an admin makes one. */
  isAdmin: boolean("is_admin").notNull().default(false),
  /** Disabled by an admin: no session, token or sign-in works until enabled again. */
  disabled: boolean("disabled").notNull().default(false),
  /** When the owner opened the verification link; null: not verified (accounts from before start so). */
  emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true, mode: "string" }),
});

/** Server-side sessions: the cookie holds a random token, only its SHA-256 is stored. */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    /** The session's name in the sessions list (docs/security.md): never the token or its hash. */
    id: uuid("id").notNull().unique().defaultRandom(),
    userId: userId(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "string" }).notNull(),
    createdAt: createdAt(),
    /** Moves at most once a minute (auth/sessions.ts), so a signed-in read costs no write. */
    lastActiveAt: timestamp("last_active_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
    /** The browser's User-Agent and address as last seen, for the person to recognise the device. */
    userAgent: text("user_agent"),
    ip: text("ip"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/**
 * Personal access tokens (docs/product/tokens-and-mcp.md, ADR 031): an outside client calls the API
 * as the user with `Authorization: Bearer <token>`. Only the SHA-256 is kept;
 * revoking deletes the row. `lastUsedAt` moves at most once a minute.
 */
export const accessTokens = pgTable(
  "access_tokens",
  {
    id: id(),
    userId: userId(),
    name: text("name").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true, mode: "string" }),
  },
  (t) => [index("access_tokens_user_idx").on(t.userId)],
);

/**
 * "Forgot password" links (ADR 027): only the SHA-256 of the token is kept;
 * a row is deleted when used, and every row of the user when the password is reset.
 */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: userId(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "string" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("password_reset_tokens_user_idx").on(t.userId, t.createdAt)],
);

/** Failed sign-ins counted per key ("ip:…" or "email:…") in a fixed window; shared by all instances. */
export const loginFailures = pgTable("login_failures", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStart: timestamp("window_start", { withTimezone: true, mode: "string" }).notNull(),
});

/** Requests counted per key in fixed windows (chat, AI, searches, registrations; security/limits.ts), shared by every instance. */
export const requestCounts = pgTable("request_counts", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStart: timestamp("window_start", { withTimezone: true, mode: "string" }).notNull(),
});

/** One row per user once they change a switch; no row means the docs/product/accounts-and-security.md defaults. */
export const userPreferences = pgTable("user_preferences", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  emailNotifications: boolean("email_notifications").notNull().default(true),
  pushNotifications: boolean("push_notifications").notNull().default(false),
  /** docs/product/languages.md: en, de, fr, es, it or pt; null follows the browser. */
  language: text("language"),
  /** docs/product/appearance.md: light, dark or system (follows the device). */
  theme: text("theme").notNull().default("system"),
  /** docs/product/notifications.md: the IANA zone digests and reminders are timed in; null (UTC) until the browser sets it. */
  timeZone: text("time_zone"),
  /** docs/product/notifications.md: per kind, `{ email, push }`; a kind not in it has the defaults (shared/notifications.ts). */
  notifications: jsonb("notifications").$type<Record<string, unknown>>(),
  updatedAt: updatedAt(),
});

/**
 * E-mail verification links (docs/product/admin.md): only the SHA-256 of the
 * token is kept; valid 24 hours, used once. Their creation times also count
 * the resends an hour.
 */
export const emailVerificationTokens = pgTable(
  "email_verification_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: userId(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "string" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("email_verification_tokens_user_idx").on(t.userId, t.createdAt)],
);
