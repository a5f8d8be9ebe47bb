// Database reads the realtime hub needs: who is still a member (to close
// streams of removed members) and the names shown in presence.
import { and, eq, inArray } from "drizzle-orm";
import type { PresenceUser } from "@shared/realtime";
import type { Db } from "../db/client";
import { tripMembers, users } from "../db/schema";

/** Of the given users, those who are members of the trip (none when the trip is gone). */
export async function membersAmong(db: Db, tripId: string, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: tripMembers.userId })
    .from(tripMembers)
    .where(and(eq(tripMembers.tripId, tripId), inArray(tripMembers.userId, [...userIds])));
  return new Set(rows.map((r) => r.userId));
}

/** Names for presence, in a stable order (first name, then last name). */
export async function presenceUsers(db: Db, userIds: readonly string[]): Promise<PresenceUser[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, [...userIds]));
  return rows.sort((a, b) => a.firstName.localeCompare(b.firstName) || a.lastName.localeCompare(b.lastName) || a.id.localeCompare(b.id));
}
