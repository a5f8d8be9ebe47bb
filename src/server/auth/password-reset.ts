// "Forgot password" (docs/product/accounts-and-security.md, ADR 027): a single-use link valid one hour,
// mailed whatever the account's notification switches say, and the same
// answer whether or not the address has an account. Only the token's
// SHA-256 is stored; a reset ends every session of the user.
import { randomBytes } from "node:crypto";
import { and, eq, gt, lte, sql } from "drizzle-orm";
import { RESET_LINK_INVALID, type ResetPasswordInput } from "@shared/auth";
import type { Language } from "@shared/i18n/languages";
import type { Db } from "../db/client";
import { passwordResetTokens, sessions, users } from "../db/schema";
import { badRequest } from "../http-error";
import { savedLanguage } from "../i18n";
import { queueMail } from "../mail/outbox";
import { assertUncommonPassword, hashPassword } from "./password";
import { clearFailures } from "./rate-limit";
import { hashToken } from "./sessions";
import { revokeAllAccessTokens } from "./access-tokens";
import { recordAudit } from "../audit/audit";

export const RESET_TOKEN_MINUTES = 60;
/** Reset e-mails one address gets an hour; further requests answer alike and send nothing. */
export const MAX_RESET_MAILS_PER_HOUR = 3;

/** 256 random bits, URL-safe: 43 characters. */
const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;
export const resetPath = (token: string) => `/reset-password?token=${token}`;

/**
 * Queues a reset e-mail when the address has an account (and has not had
 * MAX_RESET_MAILS_PER_HOUR already). Says nothing either way: the route
 * answers 202 without waiting for it (see inBackground). The e-mail goes in
 * the account's saved language, else the request's (ADR 023, 026).
 */
export async function requestPasswordReset(db: Db, email: string, language: Language): Promise<void> {
  // Made before the lookup, so a known and an unknown address cost the same up to the insert.
  const token = randomBytes(32).toString("base64url");
  const tokenHash = hashToken(token);
  const [user] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.email, email)).limit(1);
  if (!user) return;
  await db.transaction(async (tx) => {
    // One request per account at a time, so the per-address cap holds under concurrent requests.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
    const [recent] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.userId, user.id),
          gt(passwordResetTokens.createdAt, sql`now() - make_interval(mins => ${RESET_TOKEN_MINUTES})`),
        ),
      );
    if ((recent?.n ?? 0) >= MAX_RESET_MAILS_PER_HOUR) return;
    // Expired links of this user go on the way, so the table holds only live ones.
    await tx.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, user.id), lte(passwordResetTokens.expiresAt, sql`now()`)));
    await tx.insert(passwordResetTokens).values({
      tokenHash,
      userId: user.id,
      expiresAt: sql`now() + make_interval(mins => ${RESET_TOKEN_MINUTES})`,
    });
    // Security mail: it goes whatever the e-mail switch says (docs/product/accounts-and-security.md).
    const recipientLanguage = (await savedLanguage(tx, user.id)) ?? language;
    await queueMail(tx, user.email, "password-reset", { token, language: recipientLanguage });
  });
}

/**
 * Sets the new password when the token is live, uses the token up (with every
 * other link of the user), and ends all the user's sessions. An unknown, used
 * or expired token is one 400 naming `token`.
 */
/** The condition of a token that can still be used (unused, unexpired); 400 naming `token` for one that cannot. */
async function liveToken(db: Db, token: string) {
  if (!TOKEN_RE.test(token)) throw badRequest("token", RESET_LINK_INVALID);
  const live = and(eq(passwordResetTokens.tokenHash, hashToken(token)), gt(passwordResetTokens.expiresAt, sql`now()`));
  const [found] = await db.select({ userId: passwordResetTokens.userId }).from(passwordResetTokens).where(live).limit(1);
  if (!found) throw badRequest("token", RESET_LINK_INVALID);
  return live;
}

/** Whether a link can still be used, without using it: the page shows "no longer valid" at once instead of a form that cannot work. */
export async function checkResetToken(db: Db, token: string): Promise<void> {
  await liveToken(db, token);
}

export async function resetPassword(db: Db, input: ResetPasswordInput, ip: string): Promise<void> {
  const live = await liveToken(db, input.token);
  assertUncommonPassword(input.password, "password");
  const passwordHash = await hashPassword(input.password);
  const email = await db.transaction(async (tx) => {
    // The delete is the claim: of two requests racing with one token, only one gets the row.
    const [used] = await tx.delete(passwordResetTokens).where(live).returning({ userId: passwordResetTokens.userId });
    if (!used) throw badRequest("token", RESET_LINK_INVALID);
    const [user] = await tx.update(users).set({ passwordHash }).where(eq(users.id, used.userId)).returning({ email: users.email });
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, used.userId));
    await tx.delete(sessions).where(eq(sessions.userId, used.userId));
    // Whoever had the account may have made tokens too (ADR 031).
    await revokeAllAccessTokens(tx as unknown as Db, used.userId);
    await recordAudit(tx, { action: "auth.password_reset", actorId: used.userId, targetType: "user", targetId: used.userId, ip });
    return user!.email;
  });
  // The owner proved they read the mailbox: wrong guesses counted against the address no longer block them.
  await clearFailures(db, email, ip);
}

const running = new Set<Promise<void>>();

/**
 * Runs a reset request after the answer: the 202 leaves before the address is
 * even looked up, so its timing cannot tell whether the address has an account.
 * A failure is logged by its code only (never the address).
 */
export function inBackground(work: Promise<void>, log: { error(obj: object, msg: string): void }): void {
  const tracked = work.catch((err: unknown) => log.error({ code: (err as { code?: unknown }).code }, "password reset request failed"));
  running.add(tracked);
  void tracked.finally(() => running.delete(tracked));
}

/** Resolves once every reset request started so far has finished (app close; tests). */
export async function resetRequestsSettled(): Promise<void> {
  while (running.size > 0) await Promise.allSettled([...running]);
}
