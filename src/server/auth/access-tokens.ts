// Personal access tokens (docs/product/tokens-and-mcp.md, ADR 031): an outside client (a script,
// an assistant over MCP) calls the API as the user with
// `Authorization: Bearer rw_pat_…`. The token is random and shown once; the
// database keeps only its SHA-256, so a leaked table opens nothing. A token
// acts with exactly its owner's roles (the same trip checks as a session), and
// revoking it deletes the row, so the very next call is a 401 on every
// instance. The last use is written at most once a minute.
import { randomBytes } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { MAX_ACCESS_TOKENS, type AccessToken, type CreatedAccessToken } from "@shared/profile";
import type { Role } from "@shared/trips";
import type { User } from "@shared/user";
import type { Db } from "../db/client";
import { hotRead } from "../db/hot-reads";
import { accessTokens, oauthGrants, users } from "../db/schema";
import { isoTimestamp } from "../db/timestamps";
import { isUuid, roleInTrip } from "../access/trip-access";
import { conflict, notFound } from "../http-error";
import { enabledUser, hashToken, toUser, userColumns } from "./sessions";
import { recordAudit } from "../audit/audit";
import { type ErrorId } from "@shared/i18n/error-message";

/** The prefix makes a leaked token recognisable (secret scanners, logs). */
const PREFIX = "rw_pat_";
const TOKEN_RE = /^rw_pat_[A-Za-z0-9_-]{43}$/;
const NOT_FOUND: ErrorId = "errors.profile.tokenNotFound";

export async function createAccessToken(db: Db, userId: string, name: string): Promise<CreatedAccessToken> {
  const token = `${PREFIX}${randomBytes(32).toString("base64url")}`;
  return db.transaction(async (tx) => {
    // The user's row serialises two creations at once, so the limit holds.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const [{ n }] = (await tx.select({ n: sql<number>`count(*)::int` }).from(accessTokens).where(eq(accessTokens.userId, userId))) as [{ n: number }];
    if (Number(n) >= MAX_ACCESS_TOKENS) throw conflict("errors.profile.tooManyTokens", { max: MAX_ACCESS_TOKENS });
    const [row] = await tx
      .insert(accessTokens)
      .values({ userId, name, tokenHash: hashToken(token) })
      .returning({ id: accessTokens.id, name: accessTokens.name, createdAt: accessTokens.createdAt });
    await recordAudit(tx, { action: "token.created", actorId: userId, targetType: "token", targetId: row!.id, details: { name } });
    return { id: row!.id, name: row!.name, token, createdAt: isoTimestamp(row!.createdAt) };
  });
}

/** Oldest first, without secrets. */
export async function listAccessTokens(db: Db, userId: string): Promise<AccessToken[]> {
  const rows = await db
    .select({ id: accessTokens.id, name: accessTokens.name, createdAt: accessTokens.createdAt, lastUsedAt: accessTokens.lastUsedAt })
    .from(accessTokens)
    .where(eq(accessTokens.userId, userId))
    .orderBy(asc(accessTokens.createdAt), asc(accessTokens.id));
  return rows.map((r) => ({ ...r, createdAt: isoTimestamp(r.createdAt), lastUsedAt: r.lastUsedAt === null ? null : isoTimestamp(r.lastUsedAt) }));
}

/** Revokes one of the caller's own tokens; another user's is not found. */
export async function revokeAccessToken(db: Db, userId: string, tokenId: string): Promise<void> {
  if (!isUuid(tokenId)) throw notFound(NOT_FOUND);
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(accessTokens)
      .where(and(eq(accessTokens.id, tokenId), eq(accessTokens.userId, userId)))
      .returning({ id: accessTokens.id, name: accessTokens.name });
    if (deleted.length === 0) throw notFound(NOT_FOUND);
    await recordAudit(tx, { action: "token.revoked", actorId: userId, targetType: "token", targetId: tokenId, details: { name: deleted[0]!.name } });
  });
}

/**
 * Every token of a user, personal ones and apps' OAuth grants (a password reset: whoever had the
 * account may have made some or connected an app; a disabled account: every way in ends).
 */
export async function revokeAllAccessTokens(db: Db, userId: string): Promise<void> {
  await db.delete(accessTokens).where(eq(accessTokens.userId, userId));
  await db.delete(oauthGrants).where(eq(oauthGrants.userId, userId));
}

const tokenColumns = {
  tokenId: accessTokens.id,
  ...userColumns,
  due: sql<boolean>`${accessTokens.lastUsedAt} is null or ${accessTokens.lastUsedAt} < now() - interval '1 minute'`,
};

const tokenUser = hotRead("access_token_user", tokenColumns, (db, fields) =>
  db
    .select(fields)
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(and(eq(accessTokens.tokenHash, sql.placeholder("tokenHash")), enabledUser))
    .limit(1),
);

// As for sessions (ADR 029): a trip-scoped call reads the role in the same statement.
const tokenUserRole = hotRead(
  "access_token_user_role",
  {
    ...tokenColumns,
    tripRole: roleInTrip(users.id),
  },
  (db, fields) =>
    db
      .select(fields)
      .from(accessTokens)
      .innerJoin(users, eq(users.id, accessTokens.userId))
      .where(and(eq(accessTokens.tokenHash, sql.placeholder("tokenHash")), enabledUser))
      .limit(1),
);

/** The user a bearer token stands for (and their role in `tripId`), or null for an unknown or revoked token. */
export async function lookupAccessToken(db: Db, token: string, tripId?: string): Promise<{ user: User; tripRole?: Role | null } | null> {
  if (!TOKEN_RE.test(token)) return null;
  const tokenHash = hashToken(token);
  const rows: (Parameters<typeof toUser>[0] & { tokenId: string; due: boolean; tripRole?: Role | null })[] =
    tripId === undefined ? await tokenUser(db, { tokenHash }) : await tokenUserRole(db, { tokenHash, tripId });
  const row = rows[0];
  if (!row) return null;
  if (row.due) await db.update(accessTokens).set({ lastUsedAt: sql`now()` }).where(eq(accessTokens.id, row.tokenId));
  const user = toUser(row);
  return tripId === undefined ? { user } : { user, tripRole: row.tripRole ?? null };
}
