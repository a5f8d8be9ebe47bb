// Which live changes the trip's activity keeps (ADR 037). No zod: the
// client's live-update map reads it on every page's first load (ADR 015).

/**
 * Changes the activity (the notifications) does not keep: a member's own
 * calendar-feed link is theirs alone, and chat messages are read in the chat.
 * A deleted trip keeps none either: its activity goes with it.
 */
export const NOT_IN_ACTIVITY: readonly string[] = ["calendar-feed", "chat"];

/** What an activity entry may say beyond its action: a list item ticked or unticked (and nothing else changed). */
export const ACTIVITY_DETAILS = ["ticked", "unticked"] as const;
export type ActivityDetail = (typeof ACTIVITY_DETAILS)[number];
