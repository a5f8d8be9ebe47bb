// How an activity entry is worded: the member's name, then a phrase chosen by
// what changed (resource) and how (action), each translated; a fill of the
// packing list is a "created" change without an item, a tick says so (detail).
import type { ActivityEntry } from "@shared/activity";
import type { MessageId } from "@shared/i18n/catalogue";
import { isRealtimeResource, KEPT_IN_ACTIVITY } from "@shared/activity-rules";

export type ActivityVerb = "created" | "updated" | "deleted" | "filled" | "ticked" | "unticked" | "joined";

export function activityPhrase(entry: Pick<ActivityEntry, "resource" | "action" | "itemId" | "detail">): { id: MessageId; verb: ActivityVerb } {
  const filled = entry.resource === "lists" && entry.action === "created" && entry.itemId === null;
  const verb: ActivityVerb = filled ? "filled" : (entry.detail ?? entry.action);
  // Every resource the activity keeps has a phrase of its own; any other (a newer server's) reads "changed the trip".
  const resource = isRealtimeResource(entry.resource) && KEPT_IN_ACTIVITY[entry.resource] ? entry.resource : "trip";
  return { id: `layout.activity.${resource}` as MessageId, verb: resource === entry.resource ? verb : "updated" };
}

/**
 * Where "new" starts for a member: the later of their last look (an ISO instant; null: never opened) and when they
 * joined the trip (null: unknown). Nothing from before they joined is news to them. Compared as instants: the two
 * come from different columns and need not be spelled alike.
 */
export function newSince(seenAt: string | null, joinedAt: string | null): string | null {
  if (seenAt === null || joinedAt === null) return seenAt ?? joinedAt;
  return Date.parse(seenAt) >= Date.parse(joinedAt) ? seenAt : joinedAt;
}

/** An entry someone else made after `since` (see newSince): what the bell counts and marks as new. */
export function isUnseen(entry: { at: string; by: { id: string } | null }, since: string | null, userId: string): boolean {
  return entry.by?.id !== userId && (since === null || Date.parse(entry.at) > Date.parse(since));
}

export function unseenCount(entries: readonly { at: string; by: { id: string } | null }[], since: string | null, userId: string): number {
  return entries.filter((e) => isUnseen(e, since, userId)).length;
}
