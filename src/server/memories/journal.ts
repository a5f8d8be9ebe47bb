// The trip's journal (docs/product/memories.md): one Markdown entry per member
// per day, with an optional mood. Each member writes and deletes only their
// own; every member reads them all, with the entry rendered and sanitised once
// here (markdown.ts), so no page renders Markdown itself.
import { and, asc, eq, getTableColumns, gte, lte, sql } from "drizzle-orm";
import { JOURNAL_NOT_FOUND, type JournalEntry } from "@shared/memories";
import type { Db } from "../db/client";
import { hotRead } from "../db/hot-reads";
import { journalEntries, users } from "../db/schema";
import { ALL_DATES, requireTripDay } from "./trip-days";
import { notFound } from "../http-error";
import { isoTimestamp } from "../db/timestamps";
import { publishChange } from "../realtime/publish";
import { markdownHtml } from "@shared/markdown";

// A hot read (ADR 029): every days answer runs it for the trip's days.
const journalRows = hotRead(
  "journal_between",
  { ...getTableColumns(journalEntries), firstName: users.firstName, lastName: users.lastName },
  (db, fields) =>
    db
      .select(fields)
      .from(journalEntries)
      .leftJoin(users, eq(users.id, journalEntries.userId))
      .where(and(eq(journalEntries.tripId, sql.placeholder("tripId")), gte(journalEntries.date, sql.placeholder("from")), lte(journalEntries.date, sql.placeholder("to"))))
      .orderBy(asc(journalEntries.date), asc(journalEntries.updatedAt), asc(journalEntries.userId)),
);

/** A trip's journal (of some days, or all), by day, then oldest entry first. */
export async function listJournal(db: Db, tripId: string, range: { from: string; to: string } = ALL_DATES): Promise<JournalEntry[]> {
  const rows = await journalRows(db, { tripId, ...range });
  return rows.map((entry) => ({
    date: entry.date,
    author: entry.firstName === null ? null : { id: entry.userId, firstName: entry.firstName, lastName: entry.lastName ?? "" },
    text: entry.text,
    html: markdownHtml(entry.text),
    mood: entry.mood,
    updatedAt: isoTimestamp(entry.updatedAt),
  }));
}

/** Writes (or rewrites) the caller's entry for the day. */
export async function putJournalEntry(db: Db, tripId: string, userId: string, date: string, input: { text: string; mood: number | null }): Promise<JournalEntry> {
  await requireTripDay(db, tripId, date);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(journalEntries)
      .values({ tripId, userId, date, text: input.text, mood: input.mood })
      .onConflictDoUpdate({ target: [journalEntries.tripId, journalEntries.date, journalEntries.userId], set: { text: input.text, mood: input.mood, updatedAt: new Date().toISOString() } })
      .returning({ date: journalEntries.date });
    await publishChange(tx, { tripId, resource: "journal", action: "updated", id: `${row!.date}:${userId}`, by: userId, title: row!.date });
  });
  const entries = await listJournal(db, tripId, { from: date, to: date });
  return entries.find((e) => e.author?.id === userId)!;
}

/** Deletes the caller's entry for the day; 404 when there is none. */
export async function deleteJournalEntry(db: Db, tripId: string, userId: string, date: string): Promise<void> {
  await db.transaction(async (tx) => {
    const gone = await tx
      .delete(journalEntries)
      .where(and(eq(journalEntries.tripId, tripId), eq(journalEntries.userId, userId), eq(journalEntries.date, date)))
      .returning({ date: journalEntries.date });
    if (!gone.length) throw notFound(JOURNAL_NOT_FOUND);
    await publishChange(tx, { tripId, resource: "journal", action: "deleted", id: `${date}:${userId}`, by: userId, title: date });
  });
}
