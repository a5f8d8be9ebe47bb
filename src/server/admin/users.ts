// The Admin screen's users (docs/product/admin.md): find, disable, make admin,
// delete. Disabling ends the account's sessions, tokens and live streams in
// the same transaction; the session cache hears of it from the database's
// access_changed trigger. The last enabled admin is never demoted, disabled or deleted.
import { and, asc, eq, ilike, ne, or, sql } from "drizzle-orm";
import type { AdminUser, AdminUserList, AdminUserPatch, AdminUsersQuery } from "@shared/admin";
import { NO_TWO_FACTOR } from "@shared/user";
import type { Db, Tx } from "../db/client";
import { accessTokens, sessions, tripMembers, users } from "../db/schema";
import { isoTimestamp } from "../db/timestamps";
import { conflict, notFound } from "../http-error";
import { isUuid } from "../access/trip-access";
import { recordAudit } from "../audit/audit";
import { totpOn } from "../auth/second-factor";
import { removeAccount } from "../profile/service";
import { revokeAllAccessTokens } from "../auth/access-tokens";

import type { ErrorId } from "@shared/i18n/error-message";

export const ADMIN_USER_NOT_FOUND: ErrorId = "errors.admin.userNotFound";
export const LAST_ADMIN: ErrorId = "errors.admin.lastAdmin";
export const LISTED_ADMIN: ErrorId = "errors.admin.listedAdmin";

const adminUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  isAdmin: users.isAdmin,
  disabled: users.disabled,
  emailVerified: sql<boolean>`(${users.emailVerifiedAt} is not null)`,
  createdAt: users.createdAt,
  totp: totpOn(),
  // A session's last activity moves at most once a minute (auth/sessions.ts); a token keeps its own.
  // Qualified by hand: Drizzle leaves the table name off the columns of a one-table select, which a subquery would misread.
  lastActiveAt: sql<string | null>`greatest(
    (select max(s.last_active_at) from ${sessions} s where s.user_id = "users"."id"),
    (select max(a.last_used_at) from ${accessTokens} a where a.user_id = "users"."id"))::text`,
  tripCount: sql<number>`(select count(*) from ${tripMembers} m where m.user_id = "users"."id")::int`,
};

interface Row {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
  disabled: boolean;
  emailVerified: boolean;
  totp: boolean;
  createdAt: string;
  lastActiveAt: string | null;
  tripCount: number;
};

const toAdminUser = (r: Row): AdminUser => ({
  id: r.id,
  email: r.email,
  firstName: r.firstName,
  lastName: r.lastName,
  isAdmin: r.isAdmin,
  disabled: r.disabled,
  emailVerified: r.emailVerified,
  twoFactor: { ...NO_TWO_FACTOR, totp: r.totp },
  createdAt: isoTimestamp(r.createdAt),
  lastActiveAt: r.lastActiveAt === null ? null : isoTimestamp(r.lastActiveAt),
  tripCount: Number(r.tripCount),
});

/** `%` and `_` typed in the search are letters, not wildcards. */
const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Oldest account first; `q` matches the name (either or both parts) or the address. */
export async function listUsers(db: Db, query: AdminUsersQuery): Promise<AdminUserList> {
  const q = query.q ? likeText(query.q) : null;
  const where = q
    ? or(ilike(users.email, q), ilike(users.firstName, q), ilike(users.lastName, q), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, q))
    : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select(adminUserColumns)
      .from(users)
      .where(where)
      .orderBy(asc(users.createdAt), asc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(users).where(where),
  ]);
  return { items: (rows as Row[]).map(toAdminUser), total: Number(count?.n ?? 0) };
}

async function adminUser(db: Db | Tx, userId: string): Promise<AdminUser> {
  const [row] = await db.select(adminUserColumns).from(users).where(eq(users.id, userId));
  if (!row) throw notFound(ADMIN_USER_NOT_FOUND);
  return toAdminUser(row as Row);
}

/**
 * Locks the instance's admins and the target, in that order, so two admins
 * demoting each other at once cannot leave none; answers the target.
 */
async function lockTarget(tx: Tx, userId: string) {
  if (!isUuid(userId)) throw notFound(ADMIN_USER_NOT_FOUND);
  await tx.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).orderBy(asc(users.id)).for("update");
  const [target] = await tx
    .select({ id: users.id, email: users.email, isAdmin: users.isAdmin, disabled: users.disabled })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  if (!target) throw notFound(ADMIN_USER_NOT_FOUND);
  return target;
}

/** Refuses when `userId` is the only enabled admin left. */
async function assertNotLastAdmin(tx: Tx, target: { id: string; isAdmin: boolean; disabled: boolean }): Promise<void> {
  if (!target.isAdmin || target.disabled) return;
  const [other] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isAdmin, true), eq(users.disabled, false), ne(users.id, target.id)))
    .limit(1);
  if (!other) throw conflict(LAST_ADMIN);
}

export async function updateUser(
  db: Db,
  actorId: string,
  userId: string,
  patch: AdminUserPatch,
  context: { ip: string; adminEmails: readonly string[] },
): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    const target = await lockTarget(tx, userId);
    if (patch.isAdmin === false || patch.disabled === true) await assertNotLastAdmin(tx, target);
    if (patch.isAdmin === false && target.isAdmin && context.adminEmails.includes(target.email)) throw conflict(LISTED_ADMIN);
    const changes: Record<string, { from: boolean; to: boolean }> = {};
    if (patch.isAdmin !== undefined && patch.isAdmin !== target.isAdmin) changes.isAdmin = { from: target.isAdmin, to: patch.isAdmin };
    if (patch.disabled !== undefined && patch.disabled !== target.disabled) changes.disabled = { from: target.disabled, to: patch.disabled };
    if (Object.keys(changes).length === 0) return adminUser(tx, userId);
    await tx.update(users).set(patch).where(eq(users.id, userId));
    if (changes.disabled?.to) {
      // Every way in ends now: at commit (access_changed) the session cache drops them and their live streams end, on every instance.
      await tx.delete(sessions).where(eq(sessions.userId, userId));
      await revokeAllAccessTokens(tx as unknown as Db, userId);
    }
    await recordAudit(tx, { action: "admin.user_updated", actorId, targetType: "user", targetId: userId, ip: context.ip, details: changes });
    return adminUser(tx, userId);
  });
}

/** Deletes the account as its owner's own deletion would (its trips handed over or deleted). */
export async function deleteUser(db: Db, actorId: string, userId: string, ip: string): Promise<void> {
  await db.transaction(async (tx) => {
    const target = await lockTarget(tx, userId);
    await assertNotLastAdmin(tx, target);
    const result = await removeAccount(tx, target);
    await recordAudit(tx, {
      action: "admin.user_deleted",
      actorId: actorId === userId ? null : actorId,
      actorEmail: actorId === userId ? target.email : undefined,
      targetType: "user",
      targetId: userId,
      ip,
      details: { email: target.email, deletedTrips: result.deletedTripIds.length, handedOverTrips: result.handedOver.length },
    });
  });
}
