// Two-step sign-in (docs/security.md, "Two-step sign-in"): an authenticator
// app's secret, its one-time backup codes, and the sign-ins waiting for their
// second step.
import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { userId } from "./accounts";

/**
 * One authenticator (TOTP) per account. Written by setup with `enabledAt` null;
 * enabling with a right code sets it. `lastTimeStep` is the 30-second step of the
 * last code accepted: a code is refused at or before it, so each works once.
 */
export const totpFactors = pgTable("totp_factors", {
  userId: userId().primaryKey(),
  secret: text("secret").notNull(),
  enabledAt: timestamp("enabled_at", { withTimezone: true, mode: "string" }),
  lastTimeStep: integer("last_time_step"),
  createdAt: createdAt(),
});

/** Ten codes shown once when TOTP is enabled; only each one's SHA-256 is kept, `usedAt` set when used. */
export const totpBackupCodes = pgTable(
  "totp_backup_codes",
  {
    id: id(),
    userId: userId(),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "string" }),
  },
  (t) => [index("totp_backup_codes_user_idx").on(t.userId)],
);

/** A password accepted, the code still to come: the pending cookie's token (SHA-256 only), valid 5 minutes. */
export const twoFactorChallenges = pgTable(
  "two_factor_challenges",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: userId(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "string" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("two_factor_challenges_user_idx").on(t.userId)],
);

