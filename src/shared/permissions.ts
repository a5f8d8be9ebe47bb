// Who may do what in a trip: the one table both sides ask (ADR 019). Every
// trip-scoped route checks it (src/server/access), and the client asks the
// same can(role, action) to show or hide a control. No zod here: the
// dashboard's first load reads it (ADR 015).
// docs/product/trips-and-members.md: viewer reads, chats and rates; editor also writes trip content;
// admin also edits or deletes the trip and manages members.
import type { Role } from "./trips";

const ALL: readonly Role[] = ["admin", "editor", "viewer"];
const EDITORS: readonly Role[] = ["admin", "editor"];
const ADMINS: readonly Role[] = ["admin"];

export const RULES = {
  "trip.read": ALL,
  "trip.update": ADMINS,
  "trip.delete": ADMINS,
  "members.read": ALL,
  /** Inviting, changing roles, removing others; a trip always keeps one member who may (the last admin stays). */
  "members.manage": ADMINS,
  /** Removing oneself from a trip; removing anyone else needs members.manage. */
  "members.leave": ALL,
  /** Creating, listing and revoking invite links (the tokens are as good as a membership). */
  "invites.manage": ADMINS,
  /** Publishing the trip's public read-only page (/s/{token}), copying its link and turning it off. */
  "share.manage": ADMINS,
  /** Adding, listing and removing the trip's webhooks and reading their deliveries (their secrets sign in the trip's name). */
  "webhooks.manage": ADMINS,
  /** Adding, renaming and removing guests (people without an account); linking one to a member is members.manage. */
  "guests.write": EDITORS,
  "itinerary.write": EDITORS,
  "events.write": EDITORS,
  "reservations.write": EDITORS,
  "reservations.rate": ALL,
  "budget.write": EDITORS,
  /** Logging expenses and payments: every member, a viewer only what they paid or a payment they are in (docs/product/budget-and-expenses.md; the service checks). */
  "expenses.log": ALL,
  /** Adding, editing and deleting anyone's expenses and payments. */
  "expenses.write": EDITORS,
  "quotes.write": EDITORS,
  /** Adding, editing, deleting and filling the packing and to-do lists (docs/product/lists.md). */
  "lists.write": EDITORS,
  /** Ticking an item: anyone an unassigned one, an assigned one its assignee (the service checks; lists.write ticks any). */
  "lists.tick": ALL,
  "chat.write": ALL,
  /** Deleting anyone's trip chat message at any time (moderation); one's own, within 15 minutes, is chat.write. */
  "chat.moderate": ADMINS,
  /** Writing, editing, pinning and deleting the trip's notes (docs/product/notes.md); every member reads them. */
  "notes.write": EDITORS,
  /** Adding photos and writing one's own journal entry: every member, viewers included (docs/product/memories.md); one's own photos are one's own to caption, move and delete. */
  "memories.add": ALL,
  /** Captioning, moving and deleting anyone's photos. */
  "memories.manage": ADMINS,
  "suggestions.accept": EDITORS,
  /** Opening a poll (docs/product/polls.md); its creator may close and delete it. */
  "polls.write": EDITORS,
  /** Voting: every member, viewers too (an opinion, not a change to the plan). */
  "polls.vote": ALL,
  /** Closing and deleting anyone's poll. */
  "polls.manage": ADMINS,
} as const satisfies Record<string, readonly Role[]>;

export type Action = keyof typeof RULES;

export function can(role: Role, action: Action): boolean {
  return (RULES[action] as readonly Role[]).includes(role);
}

/** The message id naming each role on screen (here, not beside the roles' zod schema: the app frame's first load reads it). */
export const ROLE_LABEL = { admin: "members.role.admin", editor: "members.role.editor", viewer: "members.role.viewer" } as const satisfies Record<Role, string>;
