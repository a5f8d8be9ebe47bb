// Server-side sessions: the cookie carries a random token, the database only
// its SHA-256. Expiry slides forward while the session is used. Times come
// from the database clock so several app instances agree.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, lt, ne, sql } from "drizzle-orm";
import { NO_TWO_FACTOR, type User } from "@shared/user";
import type { Db, Tx } from "../db/client";
import { hotRead } from "../db/hot-reads";
import { sessions, users } from "../db/schema";
import { roleInTrip, tripRole as roleOf } from "../access/trip-access";
import type { Role } from "@shared/trips";
import type { SessionCache } from "./session-cache";
import { recordAudit } from "../audit/audit";

export const SESSION_COOKIE = "rw_session";
export const SESSION_DAYS = 30;
export const SESSION_MAX_AGE_SECONDS = SESSION_DAYS * 24 * 60 * 60;
/** Extend once fewer than this many days remain: at most one write per session per day. */
const REFRESH_BELOW_DAYS = SESSION_DAYS - 1;

const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Creates a session and returns the token for the cookie (never stored). */
export async function createSession(db: Db | Tx, userId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: sql`now() + make_interval(days => ${SESSION_DAYS})`,
  });
  return token;
}

export type SessionLookup =
  | { status: "valid"; user: User; refreshed: boolean; /** The user's role in the trip asked about (null: not a member). */ tripRole?: Role | null }
  | { status: "missing" }
  | { status: "expired" };

/** The columns of a signed-in user, as every sign-in path reads them (toUser). */
export const userColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  isAdmin: users.isAdmin,
  emailVerified: sql<boolean>`(${users.emailVerifiedAt} is not null)`,
};
type UserRow = { id: string; email: string; firstName: string; lastName: string; isAdmin: boolean; emailVerified: boolean };

/** The API's user from a row read with userColumns (two-step sign-in is not offered yet). */
export const toUser = (row: UserRow): User => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  isAdmin: row.isAdmin,
  emailVerified: row.emailVerified,
  twoFactor: NO_TWO_FACTOR,
});

/** A disabled account's sessions and tokens are deleted when it is disabled; this keeps any straggler out too. */
export const enabledUser = sql`not ${users.disabled}`;

const sessionColumns = {
  ...userColumns,
  expired: sql<boolean>`${sessions.expiresAt} <= now()`,
  due: sql<boolean>`${sessions.expiresAt} < now() + make_interval(days => ${REFRESH_BELOW_DAYS})`,
};

const sessionUser = hotRead("session_user", sessionColumns, (db, fields) =>
  db
    .select(fields)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder("tokenHash")), enabledUser))
    .limit(1),
);

// A trip-scoped request asks for the caller's role in the same round trip (ADR 029):
// read in the same statement as the session, so it is exactly as fresh.
const sessionUserRole = hotRead(
  "session_user_role",
  {
    ...sessionColumns,
    tripRole: roleInTrip(users.id),
  },
  (db, fields) =>
    db
      .select(fields)
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, sql.placeholder("tokenHash")), enabledUser))
      .limit(1),
);

/**
 * Resolves a cookie token to its user, deleting it when expired and sliding it when due.
 * With a trip id (a well-formed uuid), also the user's role in that trip. With a cache,
 * a session read a moment ago (and not changed since) is answered from it (ADR 041).
 */
export async function lookupSession(db: Db, token: string, tripId?: string, cache?: SessionCache): Promise<SessionLookup> {
  if (!TOKEN_RE.test(token)) return { status: "missing" };
  const tokenHash = hashToken(token);
  const mark = cache?.mark() ?? 0;
  const held = cache?.get(tokenHash);
  if (held) {
    if (tripId === undefined) return { status: "valid", user: held.user, refreshed: false };
    let tripRole = held.role(tripId);
    if (tripRole === undefined) {
      tripRole = await roleOf(db, tripId, held.user.id);
      cache!.put(mark, tokenHash, held.user, { id: tripId, role: tripRole });
    }
    return { status: "valid", user: held.user, refreshed: false, tripRole };
  }
  const rows: (UserRow & { expired: boolean; due: boolean; tripRole?: Role | null })[] =
    tripId === undefined ? await sessionUser(db, { tokenHash }) : await sessionUserRole(db, { tokenHash, tripId });
  const row = rows[0];
  if (!row) return { status: "missing" };
  if (row.expired) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return { status: "expired" };
  }
  const user = toUser(row);
  if (row.due) {
    await db
      .update(sessions)
      .set({ expiresAt: sql`now() + make_interval(days => ${SESSION_DAYS})` })
      .where(eq(sessions.tokenHash, tokenHash));
  } else {
    // Not due: 29 of its 30 days or more left, far beyond an entry's seconds, so expiry cannot fall inside one.
    cache?.put(mark, tokenHash, user, tripId === undefined ? undefined : { id: tripId, role: row.tripRole ?? null });
  }
  return tripId === undefined
    ? { status: "valid", user, refreshed: row.due }
    : { status: "valid", user, refreshed: row.due, tripRole: row.tripRole ?? null };
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  if (!TOKEN_RE.test(token)) return;
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Signing out: ends the session and notes it in the audit log. */
export async function signOut(db: Db, token: string, ip: string): Promise<void> {
  if (!TOKEN_RE.test(token)) return;
  await db.transaction(async (tx) => {
    const [ended] = await tx.delete(sessions).where(eq(sessions.tokenHash, hashToken(token))).returning({ userId: sessions.userId });
    if (ended) await recordAudit(tx, { action: "auth.logout", actorId: ended.userId, targetType: "user", targetId: ended.userId, ip });
  });
}

/** Ends every session of a user but the one kept (a new password signs out every other device). */
export async function deleteOtherSessions(db: Db, userId: string, keepToken: string | undefined): Promise<void> {
  const keep = keepToken && TOKEN_RE.test(keepToken) ? hashToken(keepToken) : "";
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keep)));
}

/** Drops a user's expired sessions (called at sign-in, so abandoned ones do not pile up). */
export async function deleteExpiredSessions(db: Db | Tx, userId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, sql`now()`)));
}
