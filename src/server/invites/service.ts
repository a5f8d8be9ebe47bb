// Invite links (docs/product/trips-and-members.md, ADR 024): create, list, revoke, and accept — the
// one way into a trip for someone not added by account. A pending invitation
// by e-mail is a link row with `email` set, so the same accept serves both.
import { and, asc, eq, sql } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import { INVITE_EXPIRED, INVITE_NOT_FOUND, invitePath, type InviteLink } from "@shared/invites";
import type { Role } from "@shared/trips";
import { isUuid } from "../access/trip-access";
import type { Db, Tx } from "../db/client";
import { inviteLinks, tripMembers } from "../db/schema";
import { isoTimestamp } from "../db/timestamps";
import { gone, notFound } from "../http-error";
import { publishChange } from "../realtime/publish";
import { tellMemberJoined } from "../notifications/tell";
import { recordAudit } from "../audit/audit";

type LinkRow = typeof inviteLinks.$inferSelect;

/** 256 random bits, URL-safe (docs/product/trips-and-members.md asks for at least 128). */
export const newInviteToken = () => randomBytes(32).toString("base64url");

export function toInviteLink(row: LinkRow, baseUrl: string): InviteLink {
  return {
    id: row.id,
    token: row.token,
    url: `${baseUrl}${invitePath(row.token)}`,
    role: row.role,
    expiresAt: row.expiresAt ? isoTimestamp(row.expiresAt) : null,
    maxUses: row.maxUses,
    uses: row.uses,
    email: row.email,
  };
}

/** A pending e-mail invitation shows in the member list, so its changes are "members" changes. */
const resourceOf = (row: Pick<LinkRow, "email">): "members" | "invite-links" => (row.email ? "members" : "invite-links");

/** Inserts a link inside the caller's transaction and publishes it. */
export async function insertInviteLink(
  tx: Tx,
  values: { tripId: string; role: Role; createdBy: string; email?: string; expiresAt?: string | null; maxUses?: number | null },
): Promise<LinkRow> {
  const [row] = await tx
    .insert(inviteLinks)
    .values({ ...values, token: newInviteToken() })
    .returning();
  await publishChange(tx, { tripId: values.tripId, resource: resourceOf(row!), action: "created", id: row!.id, by: values.createdBy });
  return row!;
}

export async function createInviteLink(
  db: Db,
  tripId: string,
  actorId: string,
  input: { role: Role; expiresAt: string | null; maxUses: number | null },
  baseUrl: string,
): Promise<InviteLink> {
  const row = await db.transaction((tx) => insertInviteLink(tx, { tripId, createdBy: actorId, ...input }));
  return toInviteLink(row, baseUrl);
}

/** Every link of the trip that can still be used or shown, oldest first (e-mail invitations included). */
export async function listInviteLinks(db: Db, tripId: string, baseUrl: string): Promise<InviteLink[]> {
  const rows = await db
    .select()
    .from(inviteLinks)
    .where(eq(inviteLinks.tripId, tripId))
    .orderBy(asc(inviteLinks.createdAt), asc(inviteLinks.id));
  return rows.map((r) => toInviteLink(r, baseUrl));
}

/** The trip a link belongs to, for the route's access check; null when there is no such link. */
export async function inviteLinkTrip(db: Db, linkId: string): Promise<string | null> {
  if (!isUuid(linkId)) return null;
  const [row] = await db.select({ tripId: inviteLinks.tripId }).from(inviteLinks).where(eq(inviteLinks.id, linkId));
  return row?.tripId ?? null;
}

/** Revoking deletes the link: opening it afterwards is a 404, like an unknown one. */
export async function revokeInviteLink(db: Db, linkId: string, actorId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(inviteLinks).where(eq(inviteLinks.id, linkId)).returning();
    if (!row) throw notFound("errors.invites.linkNotFound");
    await publishChange(tx, { tripId: row.tripId, resource: resourceOf(row), action: "deleted", id: row.id, by: actorId });
  });
}

/**
 * Joins the link's trip with its role and counts a use; a member already is
 * left as they are (and uses nothing). Returns the trip's id. The link row is
 * locked, so a one-use link admits one person however many open it at once.
 */
export async function acceptInviteLink(db: Db, token: string, userId: string): Promise<string> {
  return db.transaction((tx) => joinByInviteLink(tx, token, userId));
}

/** acceptInviteLink inside the caller's transaction (registering with an invite joins in the account's own). */
export async function joinByInviteLink(tx: Tx, token: string, userId: string): Promise<string> {
  if (token.length > 200) throw notFound(INVITE_NOT_FOUND);
  const [link] = await tx.select().from(inviteLinks).where(eq(inviteLinks.token, token)).for("update");
  if (!link) throw notFound(INVITE_NOT_FOUND);
  const [member] = await tx
    .select({ id: tripMembers.id })
    .from(tripMembers)
    .where(and(eq(tripMembers.tripId, link.tripId), eq(tripMembers.userId, userId)));
  // A member already (who may have just used the link's last place by registering with it) is let through.
  if (member) return link.tripId;
  if (link.maxUses !== null && link.uses >= link.maxUses) throw notFound(INVITE_NOT_FOUND);
  const [{ expired } = { expired: false }] = await tx
    .select({ expired: sql<boolean>`${inviteLinks.expiresAt} is not null and ${inviteLinks.expiresAt} <= now()` })
    .from(inviteLinks)
    .where(eq(inviteLinks.id, link.id));
  if (expired) throw gone(INVITE_EXPIRED);
  const [joined] = await tx
    .insert(tripMembers)
    .values({ tripId: link.tripId, userId, role: link.role })
    .returning({ id: tripMembers.id });
  const usedUp = link.maxUses !== null && link.uses + 1 >= link.maxUses;
  // A used e-mail invitation is done: it leaves the pending list (its person is now a member).
  if (link.email && usedUp) await tx.delete(inviteLinks).where(eq(inviteLinks.id, link.id));
  else await tx.update(inviteLinks).set({ uses: link.uses + 1 }).where(eq(inviteLinks.id, link.id));
  await publishChange(tx, { tripId: link.tripId, resource: "members", action: "created", id: joined!.id, by: userId, detail: "joined" });
  await tellMemberJoined(tx, { tripId: link.tripId, userId });
  await recordAudit(tx, { action: "member.added", actorId: userId, targetType: "member", targetId: joined!.id, details: { tripId: link.tripId, role: link.role, via: "invite_link" } });
  return link.tripId;
}

/** Whether `token` is a live invite link or e-mail invitation (not used up, not expired): it lets its holder register when sign-up is by invitation. */
export async function isLiveInviteLink(tx: Tx, token: string): Promise<boolean> {
  if (token.length > 200) return false;
  const [link] = await tx
    .select({ id: inviteLinks.id })
    .from(inviteLinks)
    .where(
      and(
        eq(inviteLinks.token, token),
        sql`(${inviteLinks.maxUses} is null or ${inviteLinks.uses} < ${inviteLinks.maxUses})`,
        sql`(${inviteLinks.expiresAt} is null or ${inviteLinks.expiresAt} > now())`,
      ),
    );
  return !!link;
}
