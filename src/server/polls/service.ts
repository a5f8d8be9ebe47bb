// Trip polls (docs/product/polls.md): editors open one, every member (viewers too) votes, the
// creator or a trip admin closes or deletes it. A poll is closed once closed by hand or once its
// closing time has passed; the second is read from the database's clock, so no job closes it.
// Every write publishes `polls` to the trip stream in its transaction.
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import {
  POLL_CLOSED,
  POLL_CLOSES_AT_PAST,
  POLL_NOT_FOUND,
  POLL_NOT_YOURS,
  POLL_ONE_CHOICE,
  POLL_OPTION_NOT_IN_POLL,
  POLL_PLACE_NOT_IN_TRIP,
  type Poll,
  type pollInputSchema,
} from "@shared/polls";
import { can } from "@shared/permissions";
import type { Role } from "@shared/trips";
import type { z } from "zod";
import { isUuid } from "../access/trip-access";
import type { Db, Tx } from "../db/client";
import { places, pollOptions, polls, pollVotes } from "../db/schema";
import { isoTimestamp } from "../db/timestamps";
import { requireTripDay } from "../days/service";
import { badRequest, conflict, forbidden, notFound } from "../http-error";
import { tellPollOpened } from "../notifications/tell";
import { publishChange } from "../realtime/publish";

type Runner = Db | Tx;
type PollInput = z.output<typeof pollInputSchema>;

/** Closed by hand, or its closing time has come (by the database's clock). */
const isClosed = sql<boolean>`(${polls.closedAt} is not null or (${polls.closesAt} is not null and ${polls.closesAt} <= now()))`;

/** The trip a poll belongs to, for the access check of /api/polls/{id}; null when there is none. */
export async function pollTripId(db: Db, pollId: string): Promise<string | null> {
  if (!isUuid(pollId)) return null;
  const [row] = await db.select({ tripId: polls.tripId }).from(polls).where(eq(polls.id, pollId)).limit(1);
  return row?.tripId ?? null;
}

/** The trip's polls, newest first (or only `pollId`), with each option's votes and voters. */
export async function listPolls(db: Runner, tripId: string, pollId?: string): Promise<Poll[]> {
  const rows = await db
    .select({ id: polls.id, question: polls.question, multiple: polls.multiple, closesAt: polls.closesAt, closed: isClosed, createdBy: polls.createdBy })
    .from(polls)
    .where(pollId ? and(eq(polls.tripId, tripId), eq(polls.id, pollId)) : eq(polls.tripId, tripId))
    .orderBy(desc(polls.createdAt), desc(polls.id));
  if (!rows.length) return [];
  const pollIds = rows.map((r) => r.id);
  const options = await db
    .select({ id: pollOptions.id, pollId: pollOptions.pollId, text: pollOptions.text, placeId: pollOptions.placeId, date: pollOptions.date })
    .from(pollOptions)
    .where(inArray(pollOptions.pollId, pollIds))
    .orderBy(asc(pollOptions.position));
  const votes = await db
    .select({ optionId: pollVotes.optionId, voterId: pollVotes.voterId })
    .from(pollVotes)
    .innerJoin(pollOptions, eq(pollOptions.id, pollVotes.optionId))
    .where(inArray(pollOptions.pollId, pollIds))
    .orderBy(asc(pollVotes.createdAt), asc(pollVotes.voterId));
  const voters = new Map<string, string[]>();
  for (const v of votes) voters.set(v.optionId, [...(voters.get(v.optionId) ?? []), v.voterId]);
  return rows.map((p) => ({
    id: p.id,
    question: p.question,
    multiple: p.multiple,
    closesAt: p.closesAt === null ? null : isoTimestamp(p.closesAt),
    closed: p.closed === true,
    createdBy: p.createdBy,
    options: options
      .filter((o) => o.pollId === p.id)
      .map((o) => {
        const who = voters.get(o.id) ?? [];
        return { id: o.id, text: o.text, placeId: o.placeId, date: o.date, votes: who.length, voters: who };
      }),
  }));
}

async function onePoll(db: Runner, tripId: string, pollId: string): Promise<Poll> {
  const [poll] = await listPolls(db, tripId, pollId);
  if (!poll) throw notFound(POLL_NOT_FOUND);
  return poll;
}

/** Each option's place must be one of this trip's places (on a day or an idea), its date one of the trip's days. */
async function checkOptions(tx: Tx, tripId: string, options: PollInput["options"]): Promise<void> {
  const placeIds = options.map((o) => o.placeId).filter((id): id is string => id !== null && isUuid(id));
  const found = placeIds.length
    ? new Set((await tx.select({ id: places.id }).from(places).where(and(eq(places.tripId, tripId), inArray(places.id, placeIds)))).map((r) => r.id))
    : new Set<string>();
  for (const [i, option] of options.entries()) {
    if (option.placeId !== null && !found.has(option.placeId)) throw badRequest(`options.${i}.placeId`, POLL_PLACE_NOT_IN_TRIP);
    if (option.date !== null) await requireTripDay(tx, tripId, option.date, `options.${i}.date`);
  }
}

export async function createPoll(db: Db, tripId: string, actorId: string, input: PollInput): Promise<Poll> {
  if (input.closesAt !== null && Date.parse(input.closesAt) <= Date.now()) throw badRequest("closesAt", POLL_CLOSES_AT_PAST);
  return db.transaction(async (tx) => {
    await checkOptions(tx, tripId, input.options);
    const [poll] = await tx
      .insert(polls)
      .values({ tripId, question: input.question, multiple: input.multiple, closesAt: input.closesAt, createdBy: actorId })
      .returning({ id: polls.id });
    await tx.insert(pollOptions).values(input.options.map((o, position) => ({ pollId: poll!.id, text: o.text, placeId: o.placeId, date: o.date, position })));
    await publishChange(tx, { tripId, resource: "polls", action: "created", id: poll!.id, by: actorId, title: input.question });
    await tellPollOpened(tx, { tripId, actorId, pollId: poll!.id, question: input.question });
    return onePoll(tx, tripId, poll!.id);
  });
}

/** The poll, locked until the transaction ends, so a vote and a close do not cross. */
async function lockedPoll(tx: Tx, tripId: string, pollId: string) {
  const [row] = await tx
    .select({ multiple: polls.multiple, createdBy: polls.createdBy, question: polls.question, closed: isClosed })
    .from(polls)
    .where(and(eq(polls.id, pollId), eq(polls.tripId, tripId)))
    .for("update");
  if (!row) throw notFound(POLL_NOT_FOUND);
  return row;
}

/** Replaces the caller's vote with `optionIds` (none withdraws it); a closed poll takes no vote (409). */
export async function vote(db: Db, tripId: string, pollId: string, voterId: string, optionIds: readonly string[]): Promise<Poll> {
  return db.transaction(async (tx) => {
    const poll = await lockedPoll(tx, tripId, pollId);
    if (poll.closed) throw conflict(POLL_CLOSED);
    const chosen = [...new Set(optionIds)];
    if (!poll.multiple && chosen.length > 1) throw badRequest("optionIds", POLL_ONE_CHOICE);
    const own = new Set((await tx.select({ id: pollOptions.id }).from(pollOptions).where(eq(pollOptions.pollId, pollId))).map((o) => o.id));
    const stranger = optionIds.findIndex((id) => !own.has(id));
    if (stranger >= 0) throw badRequest(`optionIds.${stranger}`, POLL_OPTION_NOT_IN_POLL);
    await tx.delete(pollVotes).where(and(eq(pollVotes.voterId, voterId), inArray(pollVotes.optionId, [...own])));
    if (chosen.length) await tx.insert(pollVotes).values(chosen.map((optionId) => ({ optionId, voterId })));
    await publishChange(tx, { tripId, resource: "polls", action: "updated", id: pollId, by: voterId, title: poll.question });
    return onePoll(tx, tripId, pollId);
  });
}

/** Its creator or a trip admin; anyone else is refused (403). */
function mayManage(poll: { createdBy: string | null }, userId: string, role: Role): void {
  if (poll.createdBy !== userId && !can(role, "polls.manage")) throw forbidden(POLL_NOT_YOURS);
}

/** Ends voting; closing a closed poll changes nothing. */
export async function closePoll(db: Db, tripId: string, pollId: string, userId: string, role: Role): Promise<Poll> {
  return db.transaction(async (tx) => {
    const poll = await lockedPoll(tx, tripId, pollId);
    mayManage(poll, userId, role);
    if (!poll.closed) {
      await tx.update(polls).set({ closedAt: sql`now()` }).where(eq(polls.id, pollId));
      await publishChange(tx, { tripId, resource: "polls", action: "updated", id: pollId, by: userId, title: poll.question });
    }
    return onePoll(tx, tripId, pollId);
  });
}

export async function deletePoll(db: Db, tripId: string, pollId: string, userId: string, role: Role): Promise<void> {
  await db.transaction(async (tx) => {
    const poll = await lockedPoll(tx, tripId, pollId);
    mayManage(poll, userId, role);
    // Options and votes go with it (foreign keys cascade).
    await tx.delete(polls).where(eq(polls.id, pollId));
    await publishChange(tx, { tripId, resource: "polls", action: "deleted", id: pollId, by: userId, title: poll.question });
  });
}
