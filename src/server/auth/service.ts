// Accounts: registration and sign-in. Plain functions over the database;
// the routes turn their results into HTTP.
import { eq, sql } from "drizzle-orm";
import type { ChangePasswordInput, LoginInput, RegisterInput } from "@shared/auth";
import type { User } from "@shared/user";
import type { Db, Tx } from "../db/client";
import { users } from "../db/schema";
import { HttpError, badRequest, conflict } from "../http-error";
import { getSettings } from "../admin/settings";
import type { Language } from "@shared/i18n/languages";
import { sendVerification } from "./email-verification";
import { recordAudit } from "../audit/audit";
import { isLiveInviteLink } from "../invites/service";
import { assertUncommonPassword, hashPassword, verifyPassword } from "./password";
import { clearFailures, recordFailure, retryAfterSeconds } from "./rate-limit";
import { createSession, deleteExpiredSessions, deleteOtherSessions, toUser, userColumns, type SessionClient } from "./sessions";
import { createChallenge, secondStepMethods } from "./two-factor";
import type { SecondStepMethod } from "@shared/two-factor";
import { type ErrorId } from "@shared/i18n/error-message";

export const EMAIL_TAKEN: ErrorId = "errors.auth.emailTaken";
export const INVALID_CREDENTIALS: ErrorId = "errors.auth.invalidCredentials";

/** PostgreSQL's unique_violation, possibly wrapped by Drizzle's query error. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

export const REGISTRATION_CLOSED: ErrorId = "errors.auth.registrationClosed";
export const REGISTRATION_BY_INVITATION: ErrorId = "errors.auth.registrationByInvitation";
/** docs/product/admin.md: sign-in refused to a disabled account (only after the right password). */
export const ACCOUNT_DISABLED: ErrorId = "errors.auth.accountDisabled";
/** docs/product/sign-in.md: with password sign-in off, people sign in and register through single sign-on only. */
export const PASSWORD_SIGN_IN_OFF: ErrorId = "errors.auth.passwordSignInOff";

/** Refuses a password sign-in or registration (403) while the admins turned password sign-in off. */
async function assertPasswordSignIn(db: Db | Tx): Promise<void> {
  if (!(await getSettings(db)).passwordSignIn) throw new HttpError(403, "password_sign_in_off", PASSWORD_SIGN_IN_OFF);
}

/** Serialises registrations, so exactly one first account becomes the instance's admin. */
const FIRST_ACCOUNT_LOCK = 0x726f616d;

export interface RegisterOptions {
  /** The verification e-mail's language (the request's; the account has none saved yet). */
  language?: Language;
  /** The browser registering, for the sessions list. */
  client?: SessionClient;
}

/**
 * Creates the account (and its session) when the instance's registration mode
 * lets this person in: anyone when open, the holder of a live invite when by
 * invitation, nobody when closed. The first account on an empty instance is its
 * admin. The mail asking to verify the address is queued in the same transaction.
 */
export async function registerUser(db: Db, input: RegisterInput, options: RegisterOptions = {}): Promise<{ user: User; token: string }> {
  await assertPasswordSignIn(db);
  // The pre-check gives the common case a clean answer; the unique index
  // settles two registrations racing for one email.
  assertUncommonPassword(input.password, "password");
  const taken = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
  if (taken[0]) throw conflict(EMAIL_TAKEN);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const refusal = await registrationRefusal(tx, input.inviteToken);
      if (refusal) throw new HttpError(403, "registration_closed", refusal);
      const user = await insertAccount(tx, { email: input.email, passwordHash, firstName: input.firstName, lastName: input.lastName });
      // Registering joins no trip by itself (ADR 024): the invite page the person came from accepts the link next, as for anyone signed in.
      const token = await createSession(tx, user.id, options.client);
      await sendVerification(tx, user, options.language ?? "en");
      return { user, token };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN);
    throw err;
  }
}

/**
 * Why the registration mode keeps a new account out (an error id), or null when it may be made:
 * anyone when open, the holder of a live invite when by invitation, nobody when closed.
 */
export async function registrationRefusal(tx: Tx, inviteToken: string | undefined): Promise<ErrorId | null> {
  const { registration } = await getSettings(tx);
  if (registration === "closed") return REGISTRATION_CLOSED;
  if (registration === "invite" && !(inviteToken && (await isLiveInviteLink(tx, inviteToken)))) return REGISTRATION_BY_INVITATION;
  return null;
}

export interface NewAccount {
  email: string;
  /** Null: no password (made through single sign-on) until one is set by "forgot password". */
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  /** The address is verified already (the identity provider said so). */
  emailVerified?: boolean;
}

/** Inserts an account; the first one on an empty instance is its admin. Call after registrationRefusal, in its transaction. */
export async function insertAccount(tx: Tx, account: NewAccount): Promise<User> {
  await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ACCOUNT_LOCK})`);
  const [anyone] = await tx.select({ id: users.id }).from(users).limit(1);
  const [row] = await tx
    .insert(users)
    .values({
      email: account.email,
      passwordHash: account.passwordHash,
      firstName: account.firstName,
      lastName: account.lastName,
      isAdmin: !anyone,
      emailVerifiedAt: account.emailVerified ? sql`now()` : null,
    })
    .returning(userColumns);
  return toUser(row!);
}

export type LoginResult =
  | { status: "ok"; user: User; token: string }
  | { status: "two_factor"; methods: SecondStepMethod[]; challenge: string }
  | { status: "invalid" }
  | { status: "disabled" }
  | { status: "rate_limited"; retryAfter: number };

export async function login(db: Db, input: LoginInput, client: SessionClient, adminEmails: readonly string[] = []): Promise<LoginResult> {
  const { ip } = client;
  await assertPasswordSignIn(db);
  // Checked before the password, so a blocked guesser learns nothing more.
  const wait = await retryAfterSeconds(db, input.email, ip);
  if (wait !== null) return { status: "rate_limited", retryAfter: wait };

  const rows = await db
    .select({ ...userColumns, passwordHash: users.passwordHash, disabled: users.disabled })
    .from(users)
    .where(eq(users.email, input.email))
    .limit(1);
  const row = rows[0];
  const ok = await verifyPassword(row?.passwordHash ?? null, input.password);
  if (!row || !ok) {
    await recordFailure(db, input.email, ip);
    await recordAudit(db, { action: "auth.login_failed", actorId: row?.id ?? null, actorEmail: input.email, targetType: "user", targetId: row?.id, ip });
    return { status: "invalid" };
  }
  await clearFailures(db, input.email, ip);
  // Only someone who knows the password learns that the account is disabled.
  if (row.disabled) return { status: "disabled" };
  // With a second factor on, the password earns a pending challenge, not a session.
  const methods = await secondStepMethods(db, row.id);
  if (methods.length) return { status: "two_factor", methods, challenge: await createChallenge(db, row.id) };
  return { status: "ok" as const, ...(await db.transaction((tx) => startSession(tx, toUser(row), { client, adminEmails, method: "password" }))) };
}

export interface SessionStart {
  /** The browser signing in: its address for the audit log, and the sessions list. */
  client: SessionClient;
  /** ADMIN_EMAILS, lower-case. */
  adminEmails: readonly string[];
  /** How the person proved who they are; noted in the audit entry. */
  method: "password" | "oidc" | "passkey" | SecondStepMethod;
}

/**
 * The one way a session starts once a person proved who they are (a password,
 * single sign-on, a passkey, then the code when two-step sign-in is on):
 * ADMIN_EMAILS applied, the session made, the sign-in audited.
 */
export async function startSession(tx: Tx, signingIn: User, start: SessionStart): Promise<{ user: User; token: string }> {
  let user = signingIn;
  await deleteExpiredSessions(tx, user.id);
  // ADMIN_EMAILS: an admin from the first sign-in with the address verified.
  if (!user.isAdmin && user.emailVerified && start.adminEmails.includes(user.email)) {
    await tx.update(users).set({ isAdmin: true }).where(eq(users.id, user.id));
    user = { ...user, isAdmin: true };
  }
  const token = await createSession(tx, user.id, start.client);
  await recordAudit(tx, {
    action: "auth.login",
    actorId: user.id,
    targetType: "user",
    targetId: user.id,
    ip: start.client.ip,
    ...(start.method === "password" ? {} : { details: { method: start.method } }),
  });
  return { user, token };
}

export const WRONG_CURRENT_PASSWORD: ErrorId = "errors.auth.wrongCurrentPassword";

/** Sets a new password when the current one is right, and ends the user's other sessions. */
export async function changePassword(db: Db, userId: string, input: ChangePasswordInput, keepToken: string | undefined, ip?: string): Promise<void> {
  const rows = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  if (!(await verifyPassword(rows[0]?.passwordHash ?? null, input.currentPassword))) {
    throw badRequest("currentPassword", WRONG_CURRENT_PASSWORD);
  }
  assertUncommonPassword(input.newPassword, "newPassword");
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await deleteOtherSessions(tx, userId, keepToken);
    await recordAudit(tx, { action: "auth.password_changed", actorId: userId, targetType: "user", targetId: userId, ip });
  });
}

/** startSession for an account known by its id: the second step of a sign-in, once its code was right. */
export async function startSessionFor(db: Db, userId: string, start: SessionStart): Promise<{ user: User; token: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select(userColumns).from(users).where(eq(users.id, userId));
    return startSession(tx, toUser(row!), start);
  });
}
