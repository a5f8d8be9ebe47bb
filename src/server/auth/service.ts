// Accounts: registration and sign-in. Plain functions over the database;
// the routes turn their results into HTTP.
import { eq } from "drizzle-orm";
import type { ChangePasswordInput, LoginInput, RegisterInput } from "@shared/auth";
import type { User } from "@shared/user";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { badRequest, conflict } from "../http-error";
import { assertUncommonPassword, hashPassword, verifyPassword } from "./password";
import { clearFailures, recordFailure, retryAfterSeconds } from "./rate-limit";
import { createSession, deleteExpiredSessions, deleteOtherSessions } from "./sessions";
import { type ErrorId } from "@shared/i18n/error-message";

export const EMAIL_TAKEN: ErrorId = "errors.auth.emailTaken";
export const INVALID_CREDENTIALS: ErrorId = "errors.auth.invalidCredentials";

const publicUser = { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName };

/** PostgreSQL's unique_violation, possibly wrapped by Drizzle's query error. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

export async function registerUser(db: Db, input: RegisterInput): Promise<{ user: User; token: string }> {
  // The pre-check gives the common case a clean answer; the unique index
  // settles two registrations racing for one email.
  assertUncommonPassword(input.password, "password");
  const taken = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
  if (taken[0]) throw conflict(EMAIL_TAKEN);
  const passwordHash = await hashPassword(input.password);
  let user: User;
  try {
    // Registering an address joins no trip, even one that invited it: anyone can type any address (ADR 024).
    const rows = await db
      .insert(users)
      .values({ email: input.email, passwordHash, firstName: input.firstName, lastName: input.lastName })
      .returning(publicUser);
    user = rows[0]!;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN);
    throw err;
  }
  const token = await createSession(db, user.id);
  return { user, token };
}

export type LoginResult =
  | { status: "ok"; user: User; token: string }
  | { status: "invalid" }
  | { status: "rate_limited"; retryAfter: number };

export async function login(db: Db, input: LoginInput, ip: string): Promise<LoginResult> {
  // Checked before the password, so a blocked guesser learns nothing more.
  const wait = await retryAfterSeconds(db, input.email, ip);
  if (wait !== null) return { status: "rate_limited", retryAfter: wait };

  const rows = await db
    .select({ ...publicUser, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, input.email))
    .limit(1);
  const row = rows[0];
  const ok = await verifyPassword(row?.passwordHash ?? null, input.password);
  if (!row || !ok) {
    await recordFailure(db, input.email, ip);
    return { status: "invalid" };
  }
  await clearFailures(db, input.email, ip);
  await deleteExpiredSessions(db, row.id);
  const token = await createSession(db, row.id);
  return { status: "ok", user: { id: row.id, email: row.email, firstName: row.firstName, lastName: row.lastName }, token };
}

export const WRONG_CURRENT_PASSWORD: ErrorId = "errors.auth.wrongCurrentPassword";

/** Sets a new password when the current one is right, and ends the user's other sessions. */
export async function changePassword(db: Db, userId: string, input: ChangePasswordInput, keepToken: string | undefined): Promise<void> {
  const rows = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  if (!(await verifyPassword(rows[0]?.passwordHash ?? null, input.currentPassword))) {
    throw badRequest("currentPassword", WRONG_CURRENT_PASSWORD);
  }
  assertUncommonPassword(input.newPassword, "newPassword");
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await deleteOtherSessions(tx, userId, keepToken);
  });
}
