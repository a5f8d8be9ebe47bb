// Which permission each change an assistant may propose needs (docs/product/assistant.md).
// No zod here: the chat card on the dashboard's first load asks it (ADR 015).
import type { Action } from "./permissions";

/** What a change does to what: the pairs the assistant can propose. */
export const PROPOSAL_CHANGES = {
  "add:itinerary": "events.write",
  "move:itinerary": "itinerary.write",
  "remove:itinerary": "itinerary.write",
  "add:reservation": "reservations.write",
  "add:expense": "expenses.log",
  "update:budget": "budget.write",
} as const satisfies Record<string, Action>;
export type ProposalChangeKind = keyof typeof PROPOSAL_CHANGES;

/** The permission a change needs; every change of a card must be allowed for Apply. */
export function changeAction(change: { action: string; resource: string }): Action | null {
  const key = `${change.action}:${change.resource}`;
  return key in PROPOSAL_CHANGES ? PROPOSAL_CHANGES[key as ProposalChangeKind] : null;
}

