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
