// A trip's notes (docs/product/notes.md). The route has checked the caller's role; this checks a
// note's day against the trip's days and its mentions against the members, writes in one
// transaction that says the change live (ADR 017), and tells the people newly mentioned.
// Edits take the version the device had (If-Match) as every other edit does (docs/product/offline.md).
import { and, eq, inArray } from "drizzle-orm";
import { markdownHtml } from "@shared/markdown";
import { NOTE_DATE_OUTSIDE_TRIP, NOTE_MENTION_NOT_MEMBER, NOTE_NOT_FOUND, byPinnedThenRecent, type NewNote, type Note, type NotePatch } from "@shared/notes";
import type { Db, Tx } from "../db/client";
import { notes, tripMembers, trips, users } from "../db/schema";
import { isUuid } from "../access/trip-access";
import { isoTimestamp } from "../db/timestamps";
import { badRequest, notFound } from "../http-error";
import { checkVersion, nextUpdatedAt } from "../versions/versions";
import { publishChange } from "../realtime/publish";
import { tellMentioned } from "../notifications/tell";

/** Who is writing, in which trip. */
export interface NoteContext {
  tripId: string;
  userId: string;
}

const COLUMNS = {
  note: notes,
  author: { id: users.id, firstName: users.firstName, lastName: users.lastName },
};

type Row = { note: typeof notes.$inferSelect; author: { id: string; firstName: string; lastName: string } | null };

const toNote = ({ note, author }: Row): Note => ({
  id: note.id,
  tripId: note.tripId,
  title: note.title,
  body: note.body,
  html: markdownHtml(note.body),
  date: note.date,
  pinned: note.pinned,
  mentions: note.mentions,
  author,
  createdAt: isoTimestamp(note.createdAt),
  updatedAt: isoTimestamp(note.updatedAt),
});

async function rowsWhere(db: Db | Tx, where: ReturnType<typeof eq>): Promise<Note[]> {
  const rows = await db.select(COLUMNS).from(notes).leftJoin(users, eq(users.id, notes.createdBy)).where(where);
  return rows.map(toNote);
}

/** Pinned first, then the latest changed. */
export async function listNotes(db: Db | Tx, tripId: string): Promise<Note[]> {
  return (await rowsWhere(db, eq(notes.tripId, tripId))).sort(byPinnedThenRecent);
}

async function noteById(db: Db | Tx, id: string): Promise<Note | undefined> {
  return (await rowsWhere(db, eq(notes.id, id)))[0];
}

/** The trip a note belongs to, for the access check of /api/notes/{id}; null when there is none. */
export async function noteTripId(db: Db, id: string): Promise<string | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select({ tripId: notes.tripId }).from(notes).where(eq(notes.id, id)).limit(1);
  return row?.tripId ?? null;
}

/** A note's day is one of the trip's days (400 naming `date` otherwise, also while the trip has no dates). */
async function checkDate(tx: Tx, tripId: string, date: string | null): Promise<string | null> {
  if (date === null) return null;
  const [trip] = await tx.select({ startDate: trips.startDate, endDate: trips.endDate }).from(trips).where(eq(trips.id, tripId));
  if (!trip) throw notFound("errors.trips.notFound");
  // YYYY-MM-DD strings compare as the dates they are.
  if (!trip.startDate || !trip.endDate || date < trip.startDate || date > trip.endDate) throw badRequest("date", NOTE_DATE_OUTSIDE_TRIP);
  return date;
}

/** Mentions name members of the trip by their user id (guests have no account to tell); anything else is a 400 naming `mentions`. */
async function checkMentions(tx: Tx, tripId: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  if (!ids.every(isUuid)) throw badRequest("mentions", NOTE_MENTION_NOT_MEMBER);
  const rows = await tx
    .select({ userId: tripMembers.userId })
    .from(tripMembers)
    .where(and(eq(tripMembers.tripId, tripId), inArray(tripMembers.userId, [...ids])));
  if (rows.length !== ids.length) throw badRequest("mentions", NOTE_MENTION_NOT_MEMBER);
  return [...ids];
}

export async function createNote(db: Db, ctx: NoteContext, input: NewNote): Promise<Note> {
  return db.transaction(async (tx) => {
    const date = await checkDate(tx, ctx.tripId, input.date);
    const mentions = await checkMentions(tx, ctx.tripId, input.mentions);
    const [row] = await tx
      .insert(notes)
      .values({ tripId: ctx.tripId, title: input.title, body: input.body, date, pinned: input.pinned, mentions, createdBy: ctx.userId })
      .returning({ id: notes.id });
    await publishChange(tx, { tripId: ctx.tripId, resource: "notes", action: "created", id: row!.id, by: ctx.userId, title: input.title });
    await tellMentioned(tx, { tripId: ctx.tripId, actorId: ctx.userId, itemId: row!.id, mentioned: mentions, note: { name: input.title } });
    return (await noteById(tx, row!.id))!;
  });
}

export async function updateNote(db: Db, ctx: NoteContext, id: string, patch: NotePatch, expected?: string): Promise<Note> {
  return db.transaction(async (tx) => {
    // A device's stale version is refused (409 with the current note) before anything is checked.
    await checkVersion(tx, notes, id, expected, async () => noteById(tx, id));
    const [row] = await tx
      .select()
      .from(notes)
      .where(and(eq(notes.id, id), eq(notes.tripId, ctx.tripId)))
      .for("update");
    if (!row) throw notFound(NOTE_NOT_FOUND);
    const set: Partial<typeof notes.$inferInsert> = {};
    if (patch.title !== undefined) set.title = patch.title;
    if (patch.body !== undefined) set.body = patch.body;
    if (patch.pinned !== undefined) set.pinned = patch.pinned;
    if (patch.date !== undefined) set.date = await checkDate(tx, ctx.tripId, patch.date);
    if (patch.mentions !== undefined) set.mentions = await checkMentions(tx, ctx.tripId, patch.mentions);
    if (Object.keys(set).length === 0) return (await noteById(tx, id))!;
    await tx
      .update(notes)
      .set({ ...set, updatedAt: nextUpdatedAt(notes.updatedAt) })
      .where(eq(notes.id, id));
    const title = set.title ?? row.title;
    await publishChange(tx, { tripId: ctx.tripId, resource: "notes", action: "updated", id, by: ctx.userId, title });
    // Only those newly named are told: an edit of the text does not tell everyone again.
    const added = (set.mentions ?? []).filter((userId) => !row.mentions.includes(userId));
    await tellMentioned(tx, { tripId: ctx.tripId, actorId: ctx.userId, itemId: id, mentioned: added, note: { name: title } });
    return (await noteById(tx, id))!;
  });
}

export async function deleteNote(db: Db, ctx: NoteContext, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(notes)
      .where(and(eq(notes.id, id), eq(notes.tripId, ctx.tripId)))
      .returning({ title: notes.title });
    if (!row) throw notFound(NOTE_NOT_FOUND);
    await publishChange(tx, { tripId: ctx.tripId, resource: "notes", action: "deleted", id, by: ctx.userId, title: row.title });
  });
}
