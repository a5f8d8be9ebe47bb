// E-mail verification (docs/product/admin.md): a one-time link valid 24 hours,
// mailed at registration and on "Resend" (at most 5 an hour). Only the
// token's SHA-256 is stored, as for password resets (ADR 027).
import { randomBytes } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import { VERIFY_LINK_INVALID } from "@shared/auth";
import type { Language } from "@shared/i18n/languages";
import type { Db, Tx } from "../db/client";
import { emailVerificationTokens, users } from "../db/schema";
import { HttpError, gone } from "../http-error";
import { savedLanguage } from "../i18n";
import { queueMail } from "../mail/outbox";
import { recordAudit } from "../audit/audit";
import { hashToken } from "./sessions";
import type { ErrorId } from "@shared/i18n/error-message";

export const VERIFY_TOKEN_HOURS = 24;
export const MAX_VERIFY_MAILS_PER_HOUR = 5;
export const TOO_MANY_VERIFY_MAILS: ErrorId = "errors.auth.tooManyVerifyMails";

const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;
export const verifyPath = (token: string) => `/verify-email/${token}`;

/** Makes a link and queues its mail in `tx` (registration's own transaction, or a resend's). */
export async function sendVerification(tx: Tx, user: { id: string; email: string }, language: Language): Promise<void> {
  const token = randomBytes(32).toString("base64url");
  await tx.insert(emailVerificationTokens).values({
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: sql`now() + make_interval(hours => ${VERIFY_TOKEN_HOURS})`,
  });
  const recipientLanguage = (await savedLanguage(tx, user.id)) ?? language;
  await queueMail(tx, user.email, "verify-email", { token, language: recipientLanguage });
}

/** "Resend": another link, unless verified already (nothing to do) or five went out this hour (429). */
export async function resendVerification(db: Db, userId: string, language: Language): Promise<void> {
  await db.transaction(async (tx) => {
    // One resend per account at a time, so the hourly cap holds under concurrent requests.
    const [user] = await tx
      .select({ id: users.id, email: users.email, verified: sql<boolean>`${users.emailVerifiedAt} is not null` })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!user || user.verified) return;
    const [recent] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(emailVerificationTokens)
      .where(and(eq(emailVerificationTokens.userId, userId), gt(emailVerificationTokens.createdAt, sql`now() - interval '1 hour'`)));
    if (Number(recent?.n ?? 0) >= MAX_VERIFY_MAILS_PER_HOUR) throw new HttpError(429, "rate_limited", TOO_MANY_VERIFY_MAILS);
    await sendVerification(tx, user, language);
  });
}

/**
 * Marks the address verified and uses up every link of the account. An
 * unknown, used or expired token is one 410. An ADMIN_EMAILS address becomes admin.
 */
export async function verifyEmail(db: Db, token: string, context: { ip: string; adminEmails: readonly string[] }): Promise<void> {
  if (!TOKEN_RE.test(token)) throw gone(VERIFY_LINK_INVALID);
  await db.transaction(async (tx) => {
    // The delete is the claim: of two requests racing with one token, only one gets the row.
    const [used] = await tx
      .delete(emailVerificationTokens)
      .where(and(eq(emailVerificationTokens.tokenHash, hashToken(token)), gt(emailVerificationTokens.expiresAt, sql`now()`)))
      .returning({ userId: emailVerificationTokens.userId });
    if (!used) throw gone(VERIFY_LINK_INVALID);
    await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, used.userId));
    const [user] = await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(eq(users.id, used.userId))
      .returning({ email: users.email });
    if (context.adminEmails.includes(user!.email)) await tx.update(users).set({ isAdmin: true }).where(eq(users.id, used.userId));
    await recordAudit(tx, { action: "auth.email_verified", actorId: used.userId, targetType: "user", targetId: used.userId, ip: context.ip });
  });
}
