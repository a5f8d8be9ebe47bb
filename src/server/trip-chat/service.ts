// Trip chat (docs/product/trip-chat.md): messages between a trip's members, their reactions and
// each member's read marker. Access to the trip is checked by the routes; what only an author or
// an admin may do (edit, delete) is checked here. Every write publishes a "messages" change.
import { and, asc, count, desc, eq, inArray, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import {
  CURSOR_INVALID,
  EDIT_WINDOW_MS,
  EDIT_WINDOW_OVER,
  LAST_ID_INVALID,
  MENTIONS_NOT_MEMBERS,
  MESSAGE_DELETED,
  MESSAGE_NOT_FOUND,
  MESSAGES_PAGE_SIZE,
  NOT_AUTHOR,
  REPLY_NOT_FOUND,
  type ChatMessage,
  type MessagesPage,
} from "@shared/trip-chat";
import type { Role } from "@shared/trips";
import { displayName } from "@shared/names";
import type { Db, Tx } from "../db/client";
import { tripChatReads, tripMembers, tripMessageReactions, tripMessages, users } from "../db/schema";
import { isoTimestamp } from "../db/timestamps";
import { badRequest, conflict, forbidden, notFound } from "../http-error";
import { publishChange } from "../realtime/publish";
import { recordAudit } from "../audit/audit";
import { tellMentioned } from "../notifications/tell";

type MessageRow = typeof tripMessages.$inferSelect;

/** The trip a message belongs to, or null (the access check's lookup). */
export async function messageTripId(db: Db, id: string): Promise<string | null> {
  if (!isUuidLike(id)) return null;
  const [row] = await db.select({ tripId: tripMessages.tripId }).from(tripMessages).where(eq(tripMessages.id, id));
  return row?.tripId ?? null;
}

const isUuidLike = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** A message's place in the conversation: (created_at, id), so two messages of the same millisecond keep one order. */
const after = (m: Pick<MessageRow, "createdAt" | "id">): SQL =>
  sql`(${tripMessages.createdAt}, ${tripMessages.id}) > (${m.createdAt}::timestamptz, ${m.id}::uuid)`;
const before = (m: Pick<MessageRow, "createdAt" | "id">): SQL =>
  sql`(${tripMessages.createdAt}, ${tripMessages.id}) < (${m.createdAt}::timestamptz, ${m.id}::uuid)`;

async function messageOfTrip(db: Db | Tx, tripId: string, id: string): Promise<MessageRow | undefined> {
  if (!isUuidLike(id)) return undefined;
  const [row] = await db.select().from(tripMessages).where(and(eq(tripMessages.id, id), eq(tripMessages.tripId, tripId)));
  return row;
}

/** The messages as the API answers them, in the order given, with their authors and reactions. */
async function shape(db: Db | Tx, rows: readonly MessageRow[]): Promise<ChatMessage[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const authorIds = [...new Set(rows.flatMap((r) => (r.authorId ? [r.authorId] : [])))];
  const [authors, reactions] = await Promise.all([
    authorIds.length
      ? db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).where(inArray(users.id, authorIds))
      : [],
    db
      .select({ messageId: tripMessageReactions.messageId, userId: tripMessageReactions.userId, emoji: tripMessageReactions.emoji })
      .from(tripMessageReactions)
      .where(inArray(tripMessageReactions.messageId, ids))
      .orderBy(asc(tripMessageReactions.createdAt), asc(tripMessageReactions.userId)),
  ]);
  const names = new Map(authors.map((a) => [a.id, displayName(a)]));
  const byMessage = new Map<string, Record<string, string[]>>();
  for (const r of reactions) {
    const of = byMessage.get(r.messageId) ?? {};
    (of[r.emoji] ??= []).push(r.userId);
    byMessage.set(r.messageId, of);
  }
  return rows.map((r) => ({
    id: r.id,
    author: r.authorId ? { id: r.authorId, name: names.get(r.authorId) ?? "" } : null,
    text: r.deleted ? "" : r.text,
    replyTo: r.replyTo,
    mentions: r.deleted ? [] : r.mentions,
    reactions: byMessage.get(r.id) ?? {},
    createdAt: isoTimestamp(r.createdAt),
    editedAt: r.editedAt ? isoTimestamp(r.editedAt) : null,
    deleted: r.deleted,
  }));
}

/**
 * A page of the conversation: the newest MESSAGES_PAGE_SIZE messages before `beforeId` (or the
 * newest of all), oldest first; `next` reads the page before it. `unread` counts others'
 * messages after the caller's read marker.
 */
export async function listMessages(db: Db, tripId: string, viewerId: string, beforeId?: string): Promise<MessagesPage> {
  let cursor: MessageRow | undefined;
  if (beforeId !== undefined) {
    cursor = await messageOfTrip(db, tripId, beforeId);
    if (!cursor) throw badRequest("before", CURSOR_INVALID);
  }
  const rows = await db
    .select()
    .from(tripMessages)
    .where(and(eq(tripMessages.tripId, tripId), cursor ? before(cursor) : undefined))
    .orderBy(desc(tripMessages.createdAt), desc(tripMessages.id))
    .limit(MESSAGES_PAGE_SIZE + 1);
  const more = rows.length > MESSAGES_PAGE_SIZE;
  const page = rows.slice(0, MESSAGES_PAGE_SIZE).reverse();
  const [read] = await db
    .select({ id: tripMessages.id, createdAt: tripMessages.createdAt })
    .from(tripChatReads)
    .innerJoin(tripMessages, eq(tripMessages.id, tripChatReads.lastMessageId))
    .where(and(eq(tripChatReads.tripId, tripId), eq(tripChatReads.userId, viewerId)));
  const [unread] = await db
    .select({ n: count() })
    .from(tripMessages)
    .where(
      and(
        eq(tripMessages.tripId, tripId),
        eq(tripMessages.deleted, false),
        or(isNull(tripMessages.authorId), ne(tripMessages.authorId, viewerId)),
        read ? after(read) : undefined,
      ),
    );
  return { items: await shape(db, page), next: more ? page[0]!.id : null, unread: Number(unread?.n ?? 0), lastReadId: read?.id ?? null };
}

/** The ids among `ids` that are not members of the trip (guests and strangers alike). */
async function notMembers(tx: Tx, tripId: string, ids: readonly string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await tx.select({ userId: tripMembers.userId }).from(tripMembers).where(and(eq(tripMembers.tripId, tripId), inArray(tripMembers.userId, [...ids])));
  const members = new Set(rows.map((r) => r.userId));
  return ids.filter((id) => !members.has(id));
}

export interface NewMessage {
  text: string;
  replyTo?: string | null;
  mentions?: string[];
}

/** Posts a message; the members it mentions (other than its author) are told. */
export async function postMessage(db: Db, tripId: string, authorId: string, input: NewMessage): Promise<ChatMessage> {
  const mentions = [...new Set(input.mentions ?? [])];
  return db.transaction(async (tx) => {
    if ((await notMembers(tx, tripId, mentions)).length) throw badRequest("mentions", MENTIONS_NOT_MEMBERS);
    if (input.replyTo && !(await messageOfTrip(tx, tripId, input.replyTo))) throw badRequest("replyTo", REPLY_NOT_FOUND);
    // The time is the app's clock (not the database's), the one the edit window is measured on.
    const [row] = await tx
      .insert(tripMessages)
      .values({ tripId, authorId, text: input.text, replyTo: input.replyTo ?? null, mentions, createdAt: new Date().toISOString() })
      .returning();
    await tellMentioned(tx, { tripId, actorId: authorId, itemId: row!.id, mentioned: mentions });
    await publishChange(tx, { tripId, resource: "messages", action: "created", id: row!.id, by: authorId });
    return (await shape(tx, [row!]))[0]!;
  });
}

async function lockedMessage(tx: Tx, id: string): Promise<MessageRow> {
  const [row] = await tx.select().from(tripMessages).where(eq(tripMessages.id, id)).for("update");
  if (!row) throw notFound(MESSAGE_NOT_FOUND);
  return row;
}

const withinWindow = (row: MessageRow) => Date.now() - Date.parse(isoTimestamp(row.createdAt)) <= EDIT_WINDOW_MS;

/** Its author changes a message's text, within EDIT_WINDOW_MS of posting it. */
export async function editMessage(db: Db, id: string, userId: string, text: string): Promise<ChatMessage> {
  return db.transaction(async (tx) => {
    const row = await lockedMessage(tx, id);
    if (row.authorId !== userId) throw forbidden(NOT_AUTHOR);
    if (row.deleted) throw conflict(MESSAGE_DELETED);
    if (!withinWindow(row)) throw conflict(EDIT_WINDOW_OVER);
    const [updated] = await tx.update(tripMessages).set({ text, editedAt: new Date().toISOString() }).where(eq(tripMessages.id, id)).returning();
    await publishChange(tx, { tripId: row.tripId, resource: "messages", action: "updated", id, by: userId });
    return (await shape(tx, [updated!]))[0]!;
  });
}

/**
 * Deletes a message: its author within EDIT_WINDOW_MS, a trip admin any time (moderation, in
 * the audit log). It keeps its place as deleted, text and reactions gone.
 */
export async function deleteMessage(db: Db, id: string, actor: { userId: string; role: Role; ip: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockedMessage(tx, id);
    if (row.deleted) return;
    const ownInWindow = row.authorId === actor.userId && withinWindow(row);
    if (!ownInWindow) {
      if (actor.role !== "admin") throw row.authorId === actor.userId ? conflict(EDIT_WINDOW_OVER) : forbidden(NOT_AUTHOR);
      await recordAudit(tx, {
        action: "message.deleted",
        actorId: actor.userId,
        ip: actor.ip,
        targetType: "message",
        targetId: id,
        details: { tripId: row.tripId, authorId: row.authorId },
      });
    }
    await tx.update(tripMessages).set({ text: "", mentions: [], deleted: true }).where(eq(tripMessages.id, id));
    await tx.delete(tripMessageReactions).where(eq(tripMessageReactions.messageId, id));
    await publishChange(tx, { tripId: row.tripId, resource: "messages", action: "deleted", id, by: actor.userId });
  });
}

/** Sets (`on`) or takes back the caller's reaction; doing what is already done changes nothing. */
export async function setReaction(db: Db, id: string, userId: string, emoji: string, on: boolean): Promise<ChatMessage> {
  return db.transaction(async (tx) => {
    const row = await lockedMessage(tx, id);
    if (row.deleted) throw conflict(MESSAGE_DELETED);
    if (on) await tx.insert(tripMessageReactions).values({ messageId: id, userId, emoji }).onConflictDoNothing();
    else await tx.delete(tripMessageReactions).where(and(eq(tripMessageReactions.messageId, id), eq(tripMessageReactions.userId, userId), eq(tripMessageReactions.emoji, emoji)));
    await publishChange(tx, { tripId: row.tripId, resource: "messages", action: "updated", id, by: userId });
    return (await shape(tx, [row]))[0]!;
  });
}

/**
 * Moves the caller's read marker to `lastId`; never back (a page read late on another device
 * does not make seen messages unread again). The caller's own: nothing is published.
 */
export async function markRead(db: Db, tripId: string, userId: string, lastId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const message = await messageOfTrip(tx, tripId, lastId);
    if (!message) throw badRequest("lastId", LAST_ID_INVALID);
    await tx
      .insert(tripChatReads)
      .values({ tripId, userId, lastMessageId: lastId })
      .onConflictDoUpdate({
        target: [tripChatReads.tripId, tripChatReads.userId],
        set: { lastMessageId: lastId },
        // Only forward: the stored marker must be before the new one.
        setWhere: sql`(select (m.created_at, m.id) from ${tripMessages} m where m.id = ${tripChatReads.lastMessageId}) < (${message.createdAt}::timestamptz, ${message.id}::uuid)`,
      });
  });
}
