// Which live changes the trip's activity keeps (ADR 037). No zod: the
// client's live-update map reads it on every page's first load (ADR 015).
import type { RealtimeResource } from "./realtime";

/**
 * Whether the trip's activity (the notifications) keeps a change to each live
 * resource, keyed by the one list of them (REALTIME_RESOURCES): a resource
 * added there fails the type check until it is decided here. A member's own
 * calendar-feed link is theirs alone, and chat messages are read in the chat.
 * A deleted trip keeps none either: its activity goes with it.
 */
export const KEPT_IN_ACTIVITY: Readonly<Record<RealtimeResource, boolean>> = {
  trip: true,
  members: true,
  "invite-links": true,
  itinerary: true,
  reservations: true,
  ratings: true,
  budget: true,
  expenses: true,
  chat: false,
  quotes: true,
  "calendar-feed": false,
  share: true,
  lists: true,
  photos: true,
  journal: true,
  // A 👍 on an idea is seen on the idea; adding, scheduling or deleting one is an itinerary change.
  ideas: false,
  // Members' chat messages are read in the chat, with its own unread count.
  messages: false,
  // Opening a poll is told as a notification; each vote would drown the log.
  polls: false,
  notes: true,
};

/** A resource of the list (a newer server may send others). */
export const isRealtimeResource = (resource: string): resource is RealtimeResource => Object.hasOwn(KEPT_IN_ACTIVITY, resource);

/** Whether the activity keeps a change; one to a resource this code does not know is kept. */
export const keptInActivity = (resource: string): boolean => !isRealtimeResource(resource) || KEPT_IN_ACTIVITY[resource];

/** What an activity entry may say beyond its action: a list item ticked or unticked (and nothing else changed); a member who joined by a link (not added by someone). */
export const ACTIVITY_DETAILS = ["ticked", "unticked", "joined"] as const;
export type ActivityDetail = (typeof ACTIVITY_DETAILS)[number];
