// Two-step sign-in with an authenticator app (TOTP, RFC 6238: 30-second steps,
// one step of drift either way) and ten one-time backup codes (docs/security.md).
// Every sign-in path asks `secondStepMethods` once the first step passed: with
// a second factor on, it gets a pending challenge (a cookie valid 5 minutes)
// instead of a session, and `verifySecondStep` lets the session be opened.
import { randomBytes, randomInt } from "node:crypto";
import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";
import { BACKUP_CODE_COUNT, type BackupCodes, type DisableTotpInput, type SecondStepMethod, type TotpSetup } from "@shared/two-factor";
import type { ErrorId } from "@shared/i18n/error-message";
import type { Db, Tx } from "../db/client";
import { totpBackupCodes, totpFactors, twoFactorChallenges, users } from "../db/schema";
import { HttpError, badRequest, conflict } from "../http-error";
import { recordAudit } from "../audit/audit";
import { verifyPassword } from "./password";
import { WINDOW_MINUTES, clearFailures, recordFailure, retryAfterSeconds } from "./rate-limit";
import { hashToken } from "./sessions";
import { hasTotp } from "./second-factor";

export const TWO_FACTOR_COOKIE = "rw_2fa";
export const CHALLENGE_MINUTES = 5;
/** The name authenticator apps show beside the account. */
export const TOTP_ISSUER = "Roamwise";
/** One 30-second step either way: a phone's clock a little off still works. */
const TOTP_TOLERANCE_SECONDS = 30;

export const WRONG_CODE: ErrorId = "errors.twoFactor.wrongCode";
export const CHALLENGE_EXPIRED: ErrorId = "errors.twoFactor.challengeExpired";
export const TOTP_ALREADY_ON: ErrorId = "errors.twoFactor.alreadyOn";
export const TOTP_SETUP_FIRST: ErrorId = "errors.twoFactor.setupFirst";
export const TOTP_NOT_ON: ErrorId = "errors.twoFactor.notOn";
export const WRONG_CURRENT_PASSWORD: ErrorId = "errors.auth.wrongCurrentPassword";

/**
 * What a sign-in must still ask for once its first step passed (a password, a
 * single sign-on): nothing when the account has no second factor. A passkey
 * sign-in is two-step by itself and does not ask.
 */
export async function secondStepMethods(db: Db | Tx, userId: string): Promise<SecondStepMethod[]> {
  return (await hasTotp(db, userId)) ? ["totp", "backup_code"] : [];
}

/** Starts the second step: returns the pending cookie's token (only its hash is kept). */
export async function createChallenge(db: Db | Tx, userId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  // Abandoned challenges of this user go on the way, so they do not pile up.
  await db.delete(twoFactorChallenges).where(and(eq(twoFactorChallenges.userId, userId), lt(twoFactorChallenges.expiresAt, sql`now()`)));
  await db.insert(twoFactorChallenges).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: sql`now() + make_interval(mins => ${CHALLENGE_MINUTES})`,
  });
  return token;
}

/** The user a live pending cookie belongs to, or null (unknown, used or expired). */
export async function challengeUser(db: Db, token: string | undefined): Promise<{ id: string; email: string } | null> {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(twoFactorChallenges)
    .innerJoin(users, eq(users.id, twoFactorChallenges.userId))
    .where(and(eq(twoFactorChallenges.tokenHash, hashToken(token)), gt(twoFactorChallenges.expiresAt, sql`now()`), sql`not ${users.disabled}`));
  return row ?? null;
}

/** Ends a challenge (it was used, or the browser signs in afresh). */
export async function endChallenge(db: Db | Tx, token: string): Promise<void> {
  await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.tokenHash, hashToken(token)));
}

/** A new secret for the authenticator app; TOTP stays off until `enableTotp` gets a right code for it. */
export async function setupTotp(db: Db, user: { id: string; email: string }): Promise<TotpSetup> {
  const secret = generateSecret();
  const [row] = await db
    .insert(totpFactors)
    .values({ userId: user.id, secret })
    .onConflictDoUpdate({ target: totpFactors.userId, set: { secret, lastTimeStep: null }, where: isNull(totpFactors.enabledAt) })
    .returning({ userId: totpFactors.userId });
  // The row was there and on: a new secret would lock the person out of their app.
  if (!row) throw conflict(TOTP_ALREADY_ON);
  const otpauthUrl = generateURI({ issuer: TOTP_ISSUER, label: user.email, secret });
  const qrSvg = await QRCode.toString(otpauthUrl, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { secret, otpauthUrl, qrSvg };
}

/** Turns TOTP on with a right code for the secret just set up; answers the ten backup codes (shown once). */
export async function enableTotp(db: Db, user: { id: string; email: string }, code: string, ip: string): Promise<BackupCodes> {
  const [factor] = await db.select().from(totpFactors).where(eq(totpFactors.userId, user.id));
  if (!factor) throw conflict(TOTP_SETUP_FIRST);
  if (factor.enabledAt) throw conflict(TOTP_ALREADY_ON);
  await checkCode(db, user, ip, async () => (await acceptTotp(db, user.id, factor.secret, factor.lastTimeStep, code)) !== null);
  const backupCodes = Array.from({ length: BACKUP_CODE_COUNT }, newBackupCode);
  await db.transaction(async (tx) => {
    const [on] = await tx
      .update(totpFactors)
      .set({ enabledAt: sql`now()` })
      .where(and(eq(totpFactors.userId, user.id), isNull(totpFactors.enabledAt)))
      .returning({ userId: totpFactors.userId });
    if (!on) throw conflict(TOTP_ALREADY_ON);
    await tx.delete(totpBackupCodes).where(eq(totpBackupCodes.userId, user.id));
    await tx.insert(totpBackupCodes).values(backupCodes.map((c) => ({ userId: user.id, codeHash: hashToken(normalizeBackupCode(c)) })));
    await recordAudit(tx, { action: "auth.2fa_enabled", actorId: user.id, targetType: "user", targetId: user.id, ip, details: { method: "totp" } });
  });
  return { backupCodes };
}

/** Turns TOTP off: the current password (for an account that has one) and a code (TOTP or backup). */
export async function disableTotp(db: Db, user: { id: string; email: string }, input: DisableTotpInput, ip: string): Promise<void> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  // An account made through single sign-on has no password; the code alone proves it then.
  if (row?.passwordHash) {
    if (!input.currentPassword) throw badRequest("currentPassword", "errors.auth.currentPasswordRequired");
    if (!(await verifyPassword(row.passwordHash, input.currentPassword))) throw badRequest("currentPassword", WRONG_CURRENT_PASSWORD);
  }
  const [factor] = await db.select().from(totpFactors).where(eq(totpFactors.userId, user.id));
  if (!factor?.enabledAt) throw conflict(TOTP_NOT_ON);
  await checkCode(db, user, ip, async () => (await acceptCode(db, user.id, input.code)) !== null);
  await db.transaction(async (tx) => {
    await tx.delete(totpFactors).where(eq(totpFactors.userId, user.id));
    await tx.delete(totpBackupCodes).where(eq(totpBackupCodes.userId, user.id));
    await recordAudit(tx, { action: "auth.2fa_disabled", actorId: user.id, targetType: "user", targetId: user.id, ip, details: { method: "totp" } });
  });
}

/**
 * The second step of a sign-in: a right code (TOTP or an unused backup code) for the
 * challenge's user, counted like a password (a wrong one is a failure for the
 * account's address and the caller's IP). Answers which kind of code it was.
 */
export async function verifySecondStep(db: Db, user: { id: string; email: string }, code: string, ip: string): Promise<SecondStepMethod> {
  let method: SecondStepMethod | null = null;
  await checkCode(db, user, ip, async () => (method = await acceptCode(db, user.id, code)) !== null);
  return method!;
}

/** A TOTP code or, failing that shape, a backup code, for TOTP that is on: which one it was, or null when wrong or used. */
async function acceptCode(db: Db, userId: string, code: string): Promise<SecondStepMethod | null> {
  const [factor] = await db.select().from(totpFactors).where(eq(totpFactors.userId, userId));
  if (!factor?.enabledAt) return null;
  if (isTotpShaped(code)) return (await acceptTotp(db, userId, factor.secret, factor.lastTimeStep, code)) === null ? null : "totp";
  return (await spendBackupCode(db, userId, code)) ? "backup_code" : null;
}

/**
 * Runs `right` under the password limits: refused (429) while the account's address or the
 * caller's IP is over them; a wrong code counts as a failure and is a 400 naming `code`.
 */
async function checkCode(db: Db, user: { email: string; id: string }, ip: string, right: () => Promise<boolean>): Promise<void> {
  const wait = await retryAfterSeconds(db, user.email, ip);
  if (wait !== null) throw new RateLimited(wait);
  if (!(await right())) {
    await recordFailure(db, user.email, ip);
    await recordAudit(db, { action: "auth.login_failed", actorId: user.id, targetType: "user", targetId: user.id, ip, details: { step: "code" } });
    throw badRequest("code", WRONG_CODE);
  }
  await clearFailures(db, user.email, ip);
}

/** Too many wrong passwords or codes: 429 with the seconds to wait (the route sets Retry-After). */
export class RateLimited extends HttpError {
  constructor(readonly retryAfter: number) {
    super(429, "rate_limited", "errors.auth.tooManyFailures", { minutes: WINDOW_MINUTES });
  }
}

const isTotpShaped = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ""));

/**
 * Checks a TOTP code and claims its time step, so the same code (or an older one)
 * cannot be used again. Answers the step, or null for a wrong or used code.
 */
async function acceptTotp(db: Db, userId: string, secret: string, lastTimeStep: number | null, code: string): Promise<number | null> {
  const result = await verify({
    secret,
    token: code.replace(/\s/g, ""),
    epochTolerance: TOTP_TOLERANCE_SECONDS,
    ...(lastTimeStep !== null ? { afterTimeStep: lastTimeStep } : {}),
  });
  if (!result.valid || !("timeStep" in result)) return null;
  // The update is the claim: of two requests racing with one code, only one moves the step.
  const [claimed] = await db
    .update(totpFactors)
    .set({ lastTimeStep: result.timeStep })
    .where(and(eq(totpFactors.userId, userId), or(isNull(totpFactors.lastTimeStep), lt(totpFactors.lastTimeStep, result.timeStep))))
    .returning({ step: totpFactors.lastTimeStep });
  return claimed ? result.timeStep : null;
}

/** Uses up an unused backup code; false when it is wrong or was used. */
async function spendBackupCode(db: Db, userId: string, code: string): Promise<boolean> {
  const [used] = await db
    .update(totpBackupCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(totpBackupCodes.userId, userId), eq(totpBackupCodes.codeHash, hashToken(normalizeBackupCode(code))), isNull(totpBackupCodes.usedAt)))
    .returning({ id: totpBackupCodes.id });
  return used !== undefined;
}

/** Letters and digits that cannot be mistaken for one another when copied by hand. */
const BACKUP_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** A backup code as shown: ten characters in two groups of five (about 49 bits). */
function newBackupCode(): string {
  const chars = Array.from({ length: 10 }, () => BACKUP_ALPHABET[randomInt(BACKUP_ALPHABET.length)]);
  return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
}

/** A backup code as typed: case, spaces and dashes do not matter. */
const normalizeBackupCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, "");
