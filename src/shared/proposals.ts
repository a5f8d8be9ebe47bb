// Changes the assistant proposes (docs/product/assistant.md): a card in the chat listing each
// change; a member whose role allows every change applies them all at once,
// or anyone who could discards them. Nothing changes without Apply.
import { z } from "zod";
import { type ErrorId } from "./i18n/error-message";
import { RULES, type Action } from "./permissions";

export const proposalChangeSchema = z.object({
  /** The tool (a route of the API) that carries the change out, run as the member who applies it. */
  tool: z.string(),
  /** The permission the tool's route needs in the trip: the card offers Apply only to roles that have it. */
  permission: z.enum(Object.keys(RULES) as [Action, ...Action[]]),
  /** The tool's arguments as the assistant gave them (the trip is the chat's own). */
  input: z.record(z.string(), z.unknown()),
  /** One line a member reads on the card, written by the server from the input (not by the model). */
  summary: z.string(),
});
export type ProposalChange = z.infer<typeof proposalChangeSchema>;

export const PROPOSAL_STATUSES = ["open", "applied", "discarded"] as const;
export const proposalSchema = z.object({
  id: z.string(),
  status: z.enum(PROPOSAL_STATUSES),
  changes: z.array(proposalChangeSchema),
});
export type Proposal = z.infer<typeof proposalSchema>;

/** What Apply did, change by change, in the card's order: the id of what it created or changed (null when the route answers none). */
export const applyResultSchema = z.object({
  applied: z.array(z.object({ tool: z.string(), id: z.string().nullable() })),
});
export type ApplyResult = z.infer<typeof applyResultSchema>;

export const PROPOSAL_NOT_OPEN: ErrorId = "errors.proposals.notOpen";
export const PROPOSAL_NOT_ALLOWED: ErrorId = "errors.proposals.notAllowed";
