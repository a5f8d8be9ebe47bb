// The audit log (docs/product/admin.md): who did what, written by the service
// that does it, inside the same transaction, so an entry exists exactly when
// the action committed. Nothing secret goes in: no password, code or token.
import { and, desc, eq, lt, or, sql } from "drizzle-orm";
import { AUDIT_CURSOR_INVALID, AUDIT_PAGE_SIZE, type AuditEntry, type AuditPage, type AuditQuery } from "@shared/admin";
import type { Db, Tx } from "../db/client";
import { auditLog, users } from "../db/schema";
import { isoTimestamp } from "../db/timestamps";
import { badRequest } from "../http-error";

export type AuditAction =
  | "auth.login"
  | "auth.login_failed"
  | "auth.logout"
  | "auth.password_changed"
  | "auth.password_reset"
  | "auth.email_verified"
  | "auth.oidc_linked"
  | "auth.passkey_added"
  | "auth.passkey_removed"
  | "auth.2fa_enabled"
  | "auth.2fa_disabled"
  | "session.revoked"
  | "token.created"
  | "token.revoked"
  | "oauth.granted"
  | "oauth.revoked"
  | "member.added"
  | "member.removed"
  | "member.role_changed"
  | "share.published"
  | "share.revoked"
  | "share.memories"
  | "webhook.created"
  | "webhook.deleted"
  | "admin.user_updated"
  | "admin.user_deleted"
  | "admin.settings_changed"
  | "backup.created"
  | "backup.restored"
  | "inbox.dropped"
  | "message.deleted";

export interface AuditInput {
  action: AuditAction;
  /** Who did it; null for the system (a scheduled backup) or an unknown address. */
  actorId: string | null;
  /** The address as typed when there is no account to name (a failed sign-in); else the actor's own is copied. */
  actorEmail?: string;
  targetType?: "user" | "trip" | "member" | "token" | "session" | "share" | "webhook" | "settings" | "backup" | "passkey" | "message" | "oauth_grant";
  targetId?: string;
  ip?: string;
  /** What changed, never a secret. */
  details?: Record<string, unknown>;
}

/** Writes one entry in the caller's transaction (or as its own statement on `db`). */
export async function recordAudit(tx: Tx | Db, entry: AuditInput): Promise<void> {
  const actorEmail =
    entry.actorEmail ?? (entry.actorId ? sql`(select ${users.email} from ${users} where ${users.id} = ${entry.actorId})` : null);
  await tx.insert(auditLog).values({
    action: entry.action,
    actorId: entry.actorId,
    actorEmail,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    ip: entry.ip ?? null,
    details: entry.details ?? {},
  });
}


/** The cursor is the last entry's time (to the millisecond, as stored) and id: stable while new entries arrive. */
const encodeCursor = (row: { at: string; id: string }) => Buffer.from(JSON.stringify([row.at, row.id])).toString("base64url");
function decodeCursor(before: string): { at: string; id: string } {
  try {
    const [at, id] = JSON.parse(Buffer.from(before, "base64url").toString()) as unknown[];
    if (typeof at === "string" && typeof id === "string" && !Number.isNaN(Date.parse(at)) && /^[0-9a-f-]{36}$/i.test(id)) return { at, id };
  } catch {
    // falls through to the 400 below
  }
  throw badRequest("before", AUDIT_CURSOR_INVALID);
}

/** Newest first, AUDIT_PAGE_SIZE a page; `next` continues after the last entry shown. */
export async function listAudit(db: Db, query: AuditQuery): Promise<AuditPage> {
  const conditions = [];
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.userId) conditions.push(or(eq(auditLog.actorId, query.userId), and(eq(auditLog.targetType, "user"), eq(auditLog.targetId, query.userId))));
  if (query.before) {
    const { at, id } = decodeCursor(query.before);
    conditions.push(or(lt(auditLog.at, at), and(eq(auditLog.at, at), lt(auditLog.id, id))));
  }
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  const items: AuditEntry[] = page.map((r) => ({ ...r, at: isoTimestamp(r.at) }));
  const last = page[page.length - 1];
  return { items, next: rows.length > AUDIT_PAGE_SIZE && last ? encodeCursor({ at: isoTimestamp(last.at), id: last.id }) : null };
}

export const DEFAULT_AUDIT_DAYS = 180;

/** Drops entries older than `days` (AUDIT_DAYS); returns how many went. */
export async function pruneAudit(db: Db, days: number): Promise<number> {
  const gone = await db
    .delete(auditLog)
    .where(lt(auditLog.at, sql`now() - make_interval(days => ${days})`))
    .returning({ id: auditLog.id });
  return gone.length;
}
