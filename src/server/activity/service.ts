// Reading a trip's activity: the rows publishChange writes with every change
// (realtime/publish.ts, ADR 037), newest first, with who made each.
import { desc, eq } from "drizzle-orm";
import type { ActivityEntry } from "@shared/activity";
import { ACTIVITY_DETAILS } from "@shared/activity-rules";
import type { Db } from "../db/client";
import { activity, users } from "../db/schema";
import { isoTimestamp } from "../db/timestamps";

export async function recentActivity(db: Db, tripId: string, limit: number): Promise<ActivityEntry[]> {
  const rows = await db
    .select({ row: activity, firstName: users.firstName, lastName: users.lastName })
    .from(activity)
    .leftJoin(users, eq(users.id, activity.userId))
    .where(eq(activity.tripId, tripId))
    .orderBy(desc(activity.createdAt), desc(activity.id))
    .limit(limit);
  return rows.map(({ row, firstName, lastName }) => ({
    id: row.id,
    tripId: row.tripId,
    resource: row.resource,
    action: row.action,
    itemId: row.itemId,
    title: row.title,
    detail: ACTIVITY_DETAILS.find((d) => d === row.detail) ?? null,
    by: row.userId ? { id: row.userId, firstName, lastName } : null,
    at: isoTimestamp(row.createdAt),
  }));
}
