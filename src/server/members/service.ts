// Trip members and invitations: list, invite (an account at once and told by
// e-mail; an unknown address gets a one-person invite link by e-mail, ADR 024),
// change role, remove or leave, cancel an invitation. Every change to a trip's
// members runs under a lock on the trip row, so "is this the last admin?" cannot be raced.
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import {
  ALREADY_INVITED,
  ALREADY_MEMBER,
  LAST_ADMIN,
  parseInviteTarget,
  USER_ID_INVALID,
  type MemberEntry,
} from "@shared/members";
import type { Member, Role } from "@shared/trips";
import { can } from "@shared/permissions";
import type { Language } from "@shared/i18n/languages";
import { isUuid } from "../access/trip-access";
import type { Db, Tx } from "../db/client";
import { hotRead } from "../db/hot-reads";
import { inviteLinks, tripMembers, trips, users } from "../db/schema";
import { isoTimestamp } from "../db/timestamps";
import { badRequest, conflict, forbidden, notFound } from "../http-error";
import { insertInviteLink } from "../invites/service";
import { queueMail } from "../mail/outbox";
import { publishChange } from "../realtime/publish";
import { tellMemberAdded } from "../notifications/tell";
import { getSettings } from "../admin/settings";
import { recordAudit } from "../audit/audit";
import { guestEntries } from "../guests/service";
import { type ErrorId } from "@shared/i18n/error-message";

/** A Db or a transaction: anything that runs queries. */
type Runner = Db | Tx;

export const MEMBER_NOT_FOUND: ErrorId = "errors.members.memberNotFound";
export const INVITE_REGISTRATION_CLOSED: ErrorId = "errors.members.inviteRegistrationClosed";
export const INVITATION_NOT_FOUND: ErrorId = "errors.members.invitationNotFound";
export const USER_NOT_FOUND: ErrorId = "errors.members.userNotFound";

/** A member's columns, with the person's. */
const memberColumns = {
  id: tripMembers.id,
  role: tripMembers.role,
  joinedAt: tripMembers.joinedAt,
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

// One statement for any number of trips: the ids go as one array parameter.
const tripsMembers = hotRead(
  "trips_members",
  { tripId: tripMembers.tripId, ...memberColumns },
  (db, fields) =>
    db
      .select(fields)
      .from(tripMembers)
      .innerJoin(users, eq(users.id, tripMembers.userId))
      .where(sql`${tripMembers.tripId} = any(${sql.placeholder("tripIds")}::uuid[])`)
      .orderBy(sql`case when ${tripMembers.role} = 'admin' then 0 else 1 end`, asc(tripMembers.joinedAt), asc(tripMembers.id)),
);

/** Members of the given trips, admins first and then by who joined earliest. */
export async function membersOf(db: Runner, tripIds: string[]): Promise<Map<string, Member[]>> {
  const byTrip = new Map<string, Member[]>(tripIds.map((id) => [id, []]));
  if (tripIds.length === 0) return byTrip;
  const rows = await tripsMembers(db as Db, { tripIds });
  for (const r of rows) {
    byTrip.get(r.tripId)?.push({
      id: r.id,
      role: r.role,
      joinedAt: isoTimestamp(r.joinedAt),
      user: { id: r.userId, firstName: r.firstName, lastName: r.lastName, email: r.email },
    });
  }
  return byTrip;
}

/** Members (admins first, then by who joined earliest), then guests (in the order added), then pending invitations (oldest first). */
export async function listMembers(db: Runner, tripId: string): Promise<MemberEntry[]> {
  const members = (await membersOf(db, [tripId])).get(tripId) ?? [];
  // A pending invitation is an e-mail invite link not used yet (a used one is deleted on acceptance).
  const invitations = await db
    .select({ id: inviteLinks.id, role: inviteLinks.role, email: inviteLinks.email, createdAt: inviteLinks.createdAt })
    .from(inviteLinks)
    .where(and(eq(inviteLinks.tripId, tripId), isNotNull(inviteLinks.email)))
    .orderBy(asc(inviteLinks.createdAt), asc(inviteLinks.id));
  return [
    ...members.map((m): MemberEntry => ({ ...m, status: "active", invitedAt: null })),
    ...(await guestEntries(db, tripId)),
    ...invitations.map((i) => invitationEntry({ ...i, email: i.email! })),
  ];
}

function invitationEntry(i: { id: string; role: Role; email: string; createdAt: string }): MemberEntry {
  return {
    id: i.id,
    status: "invited",
    role: i.role,
    joinedAt: null,
    invitedAt: isoTimestamp(i.createdAt),
    user: { id: null, firstName: null, lastName: null, email: i.email },
  };
}

async function memberEntry(db: Runner, memberId: string): Promise<MemberEntry> {
  const [m] = await db
    .select(memberColumns)
    .from(tripMembers)
    .innerJoin(users, eq(users.id, tripMembers.userId))
    .where(eq(tripMembers.id, memberId));
  if (!m) throw notFound(MEMBER_NOT_FOUND);
  return {
    id: m.id,
    status: "active",
    role: m.role,
    joinedAt: isoTimestamp(m.joinedAt),
    invitedAt: null,
    user: { id: m.userId, firstName: m.firstName, lastName: m.lastName, email: m.email },
  };
}

/**
 * Runs `work` in a transaction holding the trip row's lock, after checking the
 * caller may still `manage` (or, for a leave, is still a member): the route
 * checked before, but a role can change between that check and the lock.
 */
async function withTripLock<T>(
  db: Db,
  tripId: string,
  actorId: string,
  needManage: boolean,
  work: (tx: Tx, actorRole: Role) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const [trip] = await tx.select({ id: trips.id }).from(trips).where(eq(trips.id, tripId)).for("update");
    if (!trip) throw notFound("errors.trips.notFound");
    const [actor] = await tx
      .select({ role: tripMembers.role })
      .from(tripMembers)
      .where(and(eq(tripMembers.tripId, tripId), eq(tripMembers.userId, actorId)));
    if (!actor) throw notFound("errors.trips.notFound");
    if (needManage && !can(actor.role, "members.manage")) throw forbidden();
    return work(tx, actor.role);
  });
}

async function adminCount(tx: Tx, tripId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(tripMembers)
    .where(and(eq(tripMembers.tripId, tripId), eq(tripMembers.role, "admin")));
  return Number(row?.n ?? 0);
}

/**
 * Invites by user id or email. A known account becomes a member at once and is
 * told by e-mail; an address with no account gets a one-person invite link by
 * e-mail, pending until used. The e-mails are queued in the same transaction,
 * in the recipient's language (ADR 026): a known account's saved language,
 * else `language`, the language of the inviter's request.
 */
export async function inviteMember(
  db: Db,
  tripId: string,
  actorId: string,
  input: { userId: string; role: Role },
  language: Language,
): Promise<MemberEntry> {
  const target = parseInviteTarget(input.userId);
  if (!target) throw badRequest("userId", USER_ID_INVALID);
  try {
    return await withTripLock(db, tripId, actorId, true, async (tx) => {
      const [user] = await tx
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(target.kind === "id" ? eq(users.id, target.id) : eq(users.email, target.email));
      if (!user && target.kind === "id") throw notFound(USER_NOT_FOUND);

      if (user) {
        const [existing] = await tx
          .select({ id: tripMembers.id })
          .from(tripMembers)
          .where(and(eq(tripMembers.tripId, tripId), eq(tripMembers.userId, user.id)));
        if (existing) throw conflict(ALREADY_MEMBER);
        const [created] = await tx
          .insert(tripMembers)
          .values({ tripId, userId: user.id, role: input.role })
          .returning({ id: tripMembers.id });
        // An invitation left for this email (sent before the account existed) is now moot.
        const moot = await tx
          .delete(inviteLinks)
          .where(and(eq(inviteLinks.tripId, tripId), eq(inviteLinks.email, user.email)))
          .returning({ id: inviteLinks.id });
        for (const m of moot) await publishChange(tx, { tripId, resource: "members", action: "deleted", id: m.id, by: actorId });
        await publishChange(tx, { tripId, resource: "members", action: "created", id: created!.id, by: actorId });
        // Tells them (by e-mail too, as their settings say) and the others that someone joined.
        await tellMemberAdded(tx, { tripId, actorId, userId: user.id, language });
        await recordAudit(tx, { action: "member.added", actorId, targetType: "member", targetId: created!.id, details: { tripId, userId: user.id, role: input.role } });
        return memberEntry(tx, created!.id);
      }

      const email = (target as { email: string }).email;
      // The invitation could never be used: the link cannot register anyone while registration is closed.
      if ((await getSettings(tx)).registration === "closed") throw conflict(INVITE_REGISTRATION_CLOSED);
      const [pending] = await tx
        .select({ id: inviteLinks.id })
        .from(inviteLinks)
        .where(and(eq(inviteLinks.tripId, tripId), eq(inviteLinks.email, email)));
      if (pending) throw conflict(ALREADY_INVITED);
      // Registering this address grants nothing: only the link sent to it joins (ADR 024).
      const link = await insertInviteLink(tx, { tripId, role: input.role, createdBy: actorId, email, maxUses: 1 });
      await queueMail(tx, email, "invitation", { inviteLinkId: link.id, language });
      return invitationEntry({ ...link, email });
    });
  } catch (err) {
    // Two invites racing past the checks meet the unique constraints.
    if (isUniqueViolation(err)) throw conflict(target.kind === "email" ? ALREADY_INVITED : ALREADY_MEMBER);
    throw err;
  }
}

/** Changes a member's role; the last admin cannot be demoted. */
export async function changeMemberRole(
  db: Db,
  tripId: string,
  actorId: string,
  memberId: string,
  role: Role,
): Promise<MemberEntry> {
  if (!isUuid(memberId)) throw notFound(MEMBER_NOT_FOUND);
  return withTripLock(db, tripId, actorId, true, async (tx) => {
    const [member] = await tx
      .select({ role: tripMembers.role })
      .from(tripMembers)
      .where(and(eq(tripMembers.id, memberId), eq(tripMembers.tripId, tripId)));
    if (!member) throw notFound(MEMBER_NOT_FOUND);
    if (member.role === "admin" && role !== "admin" && (await adminCount(tx, tripId)) <= 1) throw conflict(LAST_ADMIN);
    await tx.update(tripMembers).set({ role }).where(eq(tripMembers.id, memberId));
    await publishChange(tx, { tripId, resource: "members", action: "updated", id: memberId, by: actorId });
    if (member.role !== role) await recordAudit(tx, { action: "member.role_changed", actorId, targetType: "member", targetId: memberId, details: { tripId, from: member.role, to: role } });
    return memberEntry(tx, memberId);
  });
}

/**
 * Removes a member. Admins remove anyone; any member may remove themself
 * (leave). The last admin can neither be removed nor leave.
 */
export async function removeMember(db: Db, tripId: string, actorId: string, memberId: string): Promise<void> {
  if (!isUuid(memberId)) throw notFound(MEMBER_NOT_FOUND);
  await withTripLock(db, tripId, actorId, false, async (tx, actorRole) => {
    const [member] = await tx
      .select({ role: tripMembers.role, userId: tripMembers.userId })
      .from(tripMembers)
      .where(and(eq(tripMembers.id, memberId), eq(tripMembers.tripId, tripId)));
    if (!member) throw notFound(MEMBER_NOT_FOUND);
    if (member.userId !== actorId && !can(actorRole, "members.manage")) throw forbidden();
    if (member.role === "admin" && (await adminCount(tx, tripId)) <= 1) throw conflict(LAST_ADMIN);
    await tx.delete(tripMembers).where(eq(tripMembers.id, memberId));
    // Hubs close the removed member's streams when this arrives.
    await publishChange(tx, { tripId, resource: "members", action: "deleted", id: memberId, by: actorId });
    await recordAudit(tx, { action: "member.removed", actorId, targetType: "member", targetId: memberId, details: { tripId, userId: member.userId, left: member.userId === actorId } });
  });
}

/** Withdraws a pending invitation: its invite link is revoked (deleted), so the e-mailed link no longer works. */
export async function cancelInvitation(db: Db, tripId: string, actorId: string, invitationId: string): Promise<void> {
  if (!isUuid(invitationId)) throw notFound(INVITATION_NOT_FOUND);
  await withTripLock(db, tripId, actorId, true, async (tx) => {
    const deleted = await tx
      .delete(inviteLinks)
      .where(and(eq(inviteLinks.id, invitationId), eq(inviteLinks.tripId, tripId), isNotNull(inviteLinks.email)))
      .returning({ id: inviteLinks.id });
    if (deleted.length === 0) throw notFound(INVITATION_NOT_FOUND);
    await publishChange(tx, { tripId, resource: "members", action: "deleted", id: invitationId, by: actorId });
  });
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
