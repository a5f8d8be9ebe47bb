// Trip members and invitations: list, invite (an account at once, an unknown
// email as a pending invitation), change role, remove or leave, cancel an
// invitation, and turning invitations into memberships when their email
// signs up or in. Every change to a trip's members runs under a lock on the
// trip row, so "is this the last admin?" cannot be raced.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
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
import { isUuid } from "../access/trip-access";
import type { Db, Tx } from "../db/client";
import { tripInvitations, tripMembers, trips, users } from "../db/schema";
import { isoTimestamp } from "../db/timestamps";
import { badRequest, conflict, forbidden, notFound } from "../http-error";
import { publishChange } from "../realtime/publish";

/** A Db or a transaction: anything that runs queries. */
type Runner = Db | Tx;

export const MEMBER_NOT_FOUND = "Member not found";
export const INVITATION_NOT_FOUND = "Invitation not found";
export const USER_NOT_FOUND = "No user with this ID. Check the ID, or invite them by email instead.";

/** Members of the given trips, admins first and then by who joined earliest. */
export async function membersOf(db: Runner, tripIds: string[]): Promise<Map<string, Member[]>> {
  const byTrip = new Map<string, Member[]>(tripIds.map((id) => [id, []]));
  if (tripIds.length === 0) return byTrip;
  const rows = await db
    .select({
      tripId: tripMembers.tripId,
      id: tripMembers.id,
      role: tripMembers.role,
      joinedAt: tripMembers.joinedAt,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(tripMembers)
    .innerJoin(users, eq(users.id, tripMembers.userId))
    .where(inArray(tripMembers.tripId, tripIds))
    .orderBy(sql`case when ${tripMembers.role} = 'admin' then 0 else 1 end`, asc(tripMembers.joinedAt), asc(tripMembers.id));
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

/** Members (admins first, then by who joined earliest), then pending invitations (oldest first). */
export async function listMembers(db: Runner, tripId: string): Promise<MemberEntry[]> {
  const members = (await membersOf(db, [tripId])).get(tripId) ?? [];
  const invitations = await db
    .select({ id: tripInvitations.id, role: tripInvitations.role, email: tripInvitations.email, createdAt: tripInvitations.createdAt })
    .from(tripInvitations)
    .where(eq(tripInvitations.tripId, tripId))
    .orderBy(asc(tripInvitations.createdAt), asc(tripInvitations.id));
  return [
    ...members.map((m): MemberEntry => ({ ...m, status: "active", invitedAt: null })),
    ...invitations.map(invitationEntry),
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
    .select({
      id: tripMembers.id,
      role: tripMembers.role,
      joinedAt: tripMembers.joinedAt,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
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
    if (!trip) throw notFound("Trip not found");
    const [actor] = await tx
      .select({ role: tripMembers.role })
      .from(tripMembers)
      .where(and(eq(tripMembers.tripId, tripId), eq(tripMembers.userId, actorId)));
    if (!actor) throw notFound("Trip not found");
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
 * Invites by user id or email. A known account becomes a member at once; an
 * email with no account becomes a pending invitation.
 */
export async function inviteMember(
  db: Db,
  tripId: string,
  actorId: string,
  input: { userId: string; role: Role },
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
        await tx.delete(tripInvitations).where(and(eq(tripInvitations.tripId, tripId), eq(tripInvitations.email, user.email)));
        await publishChange(tx, { tripId, resource: "members", action: "created", id: created!.id, by: actorId });
        return memberEntry(tx, created!.id);
      }

      const email = (target as { email: string }).email;
      const [pending] = await tx
        .select({ id: tripInvitations.id })
        .from(tripInvitations)
        .where(and(eq(tripInvitations.tripId, tripId), eq(tripInvitations.email, email)));
      if (pending) throw conflict(ALREADY_INVITED);
      const [created] = await tx
        .insert(tripInvitations)
        .values({ tripId, email, role: input.role, invitedBy: actorId })
        .returning();
      await publishChange(tx, { tripId, resource: "members", action: "created", id: created!.id, by: actorId });
      return invitationEntry(created!);
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
  });
}

/** Withdraws a pending invitation. */
export async function cancelInvitation(db: Db, tripId: string, actorId: string, invitationId: string): Promise<void> {
  if (!isUuid(invitationId)) throw notFound(INVITATION_NOT_FOUND);
  await withTripLock(db, tripId, actorId, true, async (tx) => {
    const deleted = await tx
      .delete(tripInvitations)
      .where(and(eq(tripInvitations.id, invitationId), eq(tripInvitations.tripId, tripId)))
      .returning({ id: tripInvitations.id });
    if (deleted.length === 0) throw notFound(INVITATION_NOT_FOUND);
    await publishChange(tx, { tripId, resource: "members", action: "deleted", id: invitationId, by: actorId });
  });
}

/**
 * Turns every pending invitation for this email into a membership, inside the
 * caller's transaction (auth: registration and sign-in).
 */
export async function acceptInvitations(tx: Tx, userId: string, email: string): Promise<number> {
  const pending = await tx
    .delete(tripInvitations)
    .where(eq(tripInvitations.email, email.toLowerCase()))
    .returning({ id: tripInvitations.id, tripId: tripInvitations.tripId, role: tripInvitations.role });
  if (pending.length === 0) return 0;
  const joined = await tx
    .insert(tripMembers)
    .values(pending.map((p) => ({ tripId: p.tripId, userId, role: p.role })))
    .onConflictDoNothing({ target: [tripMembers.tripId, tripMembers.userId] })
    .returning({ id: tripMembers.id, tripId: tripMembers.tripId });
  for (const p of pending) {
    const member = joined.find((m) => m.tripId === p.tripId);
    // Already a member: only the invitation went away.
    const change = member ? ({ action: "created", id: member.id } as const) : ({ action: "deleted", id: p.id } as const);
    await publishChange(tx, { tripId: p.tripId, resource: "members", ...change, by: userId });
  }
  return pending.length;
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
