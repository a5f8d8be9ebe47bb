// A trip's tracks by day, for the days read model (days/service.ts), which is
// the only reader: every view sees tracks through the days.
import { and, asc, eq, gte, lte } from "drizzle-orm";
import type { Track } from "@shared/days";
import type { Db, Tx } from "../db/client";
import { tracks } from "../db/schema";

export async function tracksBetween(db: Db | Tx, tripId: string, from: string, to: string): Promise<Array<Track & { date: string }>> {
  return db
    .select({ id: tracks.id, name: tracks.name, lines: tracks.lines, date: tracks.date })
    .from(tracks)
    .where(and(eq(tracks.tripId, tripId), gte(tracks.date, from), lte(tracks.date, to)))
    .orderBy(asc(tracks.date), asc(tracks.position));
}
