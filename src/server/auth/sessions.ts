// Server-side sessions: the cookie carries a random token, the database only
// its SHA-256. Expiry slides forward while the session is used. Times come
// from the database clock so several app instances agree.
import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, lt, ne, sql } from "drizzle-orm";
import type { SessionInfo } from "@shared/two-factor";
import type { ErrorId } from "@shared/i18n/error-message";
import { isoTimestamp } from "../db/timestamps";
import { notFound } from "../http-error";
import { isUuid } from "../access/trip-access";
import type { User } from "@shared/user";
import type { Db, Tx } from "../db/client";
import { hotRead } from "../db/hot-reads";
import { instanceSettings, sessions, users } from "../db/schema";
import { roleInTrip, tripRole as roleOf } from "../access/trip-access";
import type { Role } from "@shared/trips";
import type { SessionCache } from "./session-cache";
import { recordAudit } from "../audit/audit";
import { passkeyCount, secondFactorOn, totpOn } from "./second-factor";

export const SESSION_COOKIE = "rw_session";
export const SESSION_DAYS = 30;
export const SESSION_MAX_AGE_SECONDS = SESSION_DAYS * 24 * 60 * 60;
/** Extend once fewer than this many days remain: at most one write per session per day. */
const REFRESH_BELOW_DAYS = SESSION_DAYS - 1;

const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The browser a session was signed in from, for the sessions list. */
export interface SessionClient {
  ip: string;
  userAgent?: string | undefined;
}

/** The User-Agent as kept: long enough to name any browser, never unbounded. */
const userAgentOf = (client: SessionClient) => client.userAgent?.slice(0, 512) ?? null;

/** Creates a session and returns the token for the cookie (never stored). */
export async function createSession(db: Db | Tx, userId: string, client?: SessionClient): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: sql`now() + make_interval(days => ${SESSION_DAYS})`,
    ...(client ? { ip: client.ip, userAgent: userAgentOf(client) } : {}),
  });
  return token;
}

/** The sessions list's last activity moves at most this often: a signed-in read costs no write. */
export const LAST_ACTIVE_EVERY_SECONDS = 60;

export type SessionLookup =
  | { status: "valid"; user: User; refreshed: boolean; /** The user's role in the trip asked about (null: not a member). */ tripRole?: Role | null }
  | { status: "missing" }
  | { status: "expired" };

/** Required two-step sign-in: the instance asks for it and the user has no second factor yet. */
const twoFactorSetupRequired = sql<boolean>`(coalesce((select s.require_two_factor from ${instanceSettings} s where s.id = 1), false) and not ${secondFactorOn()})`;

/** The columns of a signed-in user, as every sign-in path reads them (toUser). */
export const userColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  isAdmin: users.isAdmin,
  emailVerified: sql<boolean>`(${users.emailVerifiedAt} is not null)`,
  totp: totpOn(),
  passkeys: passkeyCount(),
  // Read with the session, so the check on every request costs no query of its own.
  twoFactorSetupRequired,
};
type UserRow = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
  emailVerified: boolean;
  totp: boolean;
  passkeys: number;
  twoFactorSetupRequired: boolean;
};

/** The API's user from a row read with userColumns. */
export const toUser = (row: UserRow): User => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  isAdmin: row.isAdmin,
  emailVerified: row.emailVerified,
  twoFactor: { totp: row.totp, passkeys: row.passkeys },
  twoFactorSetupRequired: row.twoFactorSetupRequired,
});

/** A disabled account's sessions and tokens are deleted when it is disabled; this keeps any straggler out too. */
export const enabledUser = sql`not ${users.disabled}`;

const sessionColumns = {
  ...userColumns,
  expired: sql<boolean>`${sessions.expiresAt} <= now()`,
  due: sql<boolean>`${sessions.expiresAt} < now() + make_interval(days => ${REFRESH_BELOW_DAYS})`,
  activeDue: sql<boolean>`${sessions.lastActiveAt} < now() - make_interval(secs => ${LAST_ACTIVE_EVERY_SECONDS})`,
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
export async function lookupSession(db: Db, token: string, tripId?: string, cache?: SessionCache, client?: SessionClient): Promise<SessionLookup> {
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
  const rows: (UserRow & { expired: boolean; due: boolean; activeDue: boolean; tripRole?: Role | null })[] =
    tripId === undefined ? await sessionUser(db, { tokenHash }) : await sessionUserRole(db, { tokenHash, tripId });
  const row = rows[0];
  if (!row) return { status: "missing" };
  if (row.expired) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return { status: "expired" };
  }
  const user = toUser(row);
  if (row.due || row.activeDue) {
    // One write for both: the expiry slides (at most daily) and the last activity moves (at most once a minute).
    await db
      .update(sessions)
      .set({
        lastActiveAt: sql`now()`,
        ...(client ? { ip: client.ip, userAgent: userAgentOf(client) } : {}),
        ...(row.due ? { expiresAt: sql`now() + make_interval(days => ${SESSION_DAYS})` } : {}),
      })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  if (!row.due) {
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

/** The sessions list: newest activity first, the caller's own marked `current`. */
export async function listSessions(db: Db, userId: string, currentToken: string | undefined): Promise<SessionInfo[]> {
  const current = currentToken && TOKEN_RE.test(currentToken) ? hashToken(currentToken) : "";
  const rows = await db
    .select({
      id: sessions.id,
      current: sql<boolean>`${sessions.tokenHash} = ${current}`,
      createdAt: sessions.createdAt,
      lastActiveAt: sessions.lastActiveAt,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.lastActiveAt), desc(sessions.createdAt));
  return rows.map((row) => ({ ...row, createdAt: isoTimestamp(row.createdAt), lastActiveAt: isoTimestamp(row.lastActiveAt) }));
}

export const SESSION_NOT_FOUND: ErrorId = "errors.sessions.notFound";

/** Ends one of the user's sessions; another user's (or an unknown id) is not found. */
export async function revokeSession(db: Db, userId: string, id: string, ip: string): Promise<void> {
  if (!isUuid(id)) throw notFound(SESSION_NOT_FOUND);
  await db.transaction(async (tx) => {
    const [ended] = await tx
      .delete(sessions)
      .where(and(eq(sessions.id, id), eq(sessions.userId, userId)))
      .returning({ id: sessions.id });
    if (!ended) throw notFound(SESSION_NOT_FOUND);
    await recordAudit(tx, { action: "session.revoked", actorId: userId, targetType: "session", targetId: id, ip });
  });
}

/** "Sign out everywhere else": every session of the user but the caller's. */
export async function revokeOtherSessions(db: Db, userId: string, keepToken: string | undefined, ip: string): Promise<void> {
  await db.transaction(async (tx) => {
    const ended = await deleteOtherSessions(tx, userId, keepToken);
    if (ended.length) {
      await recordAudit(tx, { action: "session.revoked", actorId: userId, targetType: "user", targetId: userId, ip, details: { sessions: ended.length } });
    }
  });
}

/** Ends every session of a user but the one kept (a new password signs out every other device). */
export async function deleteOtherSessions(db: Db | Tx, userId: string, keepToken: string | undefined): Promise<{ id: string }[]> {
  const keep = keepToken && TOKEN_RE.test(keepToken) ? hashToken(keepToken) : "";
  return db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keep))).returning({ id: sessions.id });
}

/** Drops a user's expired sessions (called at sign-in, so abandoned ones do not pile up). */
export async function deleteExpiredSessions(db: Db | Tx, userId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, sql`now()`)));
}
