// Changes the assistant proposes (docs/product/assistant.md): a card in the chat listing each
// change; a member whose role allows every change applies them all at once,
// or anyone who could discards them. Nothing changes without Apply.
import { z } from "zod";
import { type ErrorId } from "./i18n/error-message";

export const PROPOSAL_ACTIONS = ["add", "move", "remove", "update"] as const;
export const PROPOSAL_RESOURCES = ["itinerary", "reservation", "expense", "budget"] as const;

export const proposalChangeSchema = z.object({
  action: z.enum(PROPOSAL_ACTIONS),
  resource: z.enum(PROPOSAL_RESOURCES),
  /** One line a member reads on the card, written by the server from the data (not by the model). */
  summary: z.string(),
  /** The request body the change sends to its service, as the screens would (plus `id` for a move or removal). */
  data: z.record(z.string(), z.unknown()),
});
export type ProposalChange = z.infer<typeof proposalChangeSchema>;

export const PROPOSAL_STATUSES = ["open", "applied", "discarded"] as const;
export const proposalSchema = z.object({
  id: z.string(),
  status: z.enum(PROPOSAL_STATUSES),
  changes: z.array(proposalChangeSchema),
});
export type Proposal = z.infer<typeof proposalSchema>;

/** What Apply did, change by change, in the card's order: the id of what it created, moved or removed. */
export const applyResultSchema = z.object({
  applied: z.array(z.object({ action: z.enum(PROPOSAL_ACTIONS), resource: z.enum(PROPOSAL_RESOURCES), id: z.string() })),
});
export type ApplyResult = z.infer<typeof applyResultSchema>;

export const PROPOSAL_NOT_OPEN: ErrorId = "errors.proposals.notOpen";
export const PROPOSAL_NOT_ALLOWED: ErrorId = "errors.proposals.notAllowed";
