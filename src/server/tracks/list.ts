// A trip's tracks by day, for the days read model (days/service.ts), which is
// the only reader: every view sees tracks through the days.
import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import type { Track } from "@shared/days";
import type { Db, Tx } from "../db/client";
import { hotRead } from "../db/hot-reads";
import { tracks } from "../db/schema";

// A hot read (ADR 029): every days answer runs it.
const tracksOfDays = hotRead("days_tracks", { id: tracks.id, name: tracks.name, lines: tracks.lines, date: tracks.date }, (db, fields) =>
  db
    .select(fields)
    .from(tracks)
    .where(and(eq(tracks.tripId, sql.placeholder("tripId")), gte(tracks.date, sql.placeholder("from")), lte(tracks.date, sql.placeholder("to"))))
    .orderBy(asc(tracks.date), asc(tracks.position)),
);

export async function tracksBetween(db: Db | Tx, tripId: string, from: string, to: string): Promise<Array<Track & { date: string }>> {
  return tracksOfDays(db, { tripId, from, to });
}
