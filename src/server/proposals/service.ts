// An assistant's proposal after it is made: stored with its chat message,
// shown on the message, applied (every change by running its tool's route as the
// member who applies) or discarded, once, by a member whose role allows every change of it.
import type { FastifyInstance } from "fastify";
import { and, eq, inArray, sql } from "drizzle-orm";
import { can } from "@shared/permissions";
import {
  PROPOSAL_NOT_ALLOWED,
  PROPOSAL_NOT_OPEN,
  proposalChangeSchema,
  type ApplyResult,
  type Proposal,
  type ProposalChange,
} from "@shared/proposals";
import type { Role } from "@shared/trips";
import type { Db, Tx } from "../db/client";
import { proposals } from "../db/schema";
import { badRequest, conflict, forbidden, notFound } from "../http-error";
import { isUuid } from "../access/trip-access";
import { publishChange } from "../realtime/publish";
import { callTool, type ToolAnswer } from "../tools/registry";
import { withChatTrip } from "../tools/assistant";
import { type ErrorId } from "@shared/i18n/error-message";

const NOT_FOUND: ErrorId = "errors.proposals.notFound";

type Row = { id: string; status: Proposal["status"]; changes: unknown };

function toProposal(row: Row): Proposal {
  // Written by this server after validation; a row that no longer parses shows no changes rather than breaking the chat.
  const changes = proposalChangeSchema.array().safeParse(row.changes);
  return { id: row.id, status: row.status, changes: changes.success ? changes.data : [] };
}

/** Stores the changes an assistant's message proposes, in the transaction that stores the message. */
export async function saveProposal(tx: Tx, tripId: string, messageId: string, userId: string, changes: ProposalChange[]): Promise<void> {
  await tx.insert(proposals).values({ tripId, messageId, changes, createdBy: userId });
}

/** The proposals of these messages, by message id. */
export async function proposalsOf(db: Db, messageIds: string[]): Promise<Map<string, Proposal>> {
  if (!messageIds.length) return new Map();
  const rows = await db
    .select({ id: proposals.id, messageId: proposals.messageId, status: proposals.status, changes: proposals.changes })
    .from(proposals)
    .where(inArray(proposals.messageId, messageIds));
  return new Map(rows.map((r) => [r.messageId, toProposal(r)]));
}

/** The proposal's trip; null for an id that is not one. */
export async function proposalTrip(db: Db, proposalId: string): Promise<string | null> {
  if (!isUuid(proposalId)) return null;
  const [row] = await db.select({ tripId: proposals.tripId }).from(proposals).where(eq(proposals.id, proposalId)).limit(1);
  return row?.tripId ?? null;
}

/** Who decides: the member, their role in the proposal's trip, and their own credentials to run the routes with. */
export interface Decider {
  tripId: string;
  userId: string;
  role: Role;
  credentials: Record<string, string>;
}

/** The open proposal; 404 unless it is one, 403 unless the role allows every change, 409 once decided. */
async function openForDecision(db: Db, proposalId: string, role: Role) {
  const [row] = await db
    .select({ id: proposals.id, tripId: proposals.tripId, messageId: proposals.messageId, status: proposals.status, changes: proposals.changes })
    .from(proposals)
    .where(eq(proposals.id, proposalId))
    .limit(1);
  if (!row) throw notFound(NOT_FOUND);
  const proposal = toProposal(row);
  if (!proposal.changes.every((change) => can(role, change.permission))) throw forbidden(PROPOSAL_NOT_ALLOWED);
  if (proposal.status !== "open") throw conflict(PROPOSAL_NOT_OPEN);
  return { ...proposal, messageId: row.messageId };
}

/** The card lives on the chat message: members' chats refetch and show the new status. */
const cardChanged = (tx: Tx, who: Decider, messageId: string) =>
  publishChange(tx, { tripId: who.tripId, resource: "chat", action: "updated", id: messageId, by: who.userId });

/** Marks the open proposal decided; 409 when another member decided it first. */
async function claim(db: Db, who: Decider, proposal: { id: string; messageId: string }, status: "applied" | "discarded"): Promise<void> {
  await db.transaction(async (tx) => {
    const claimed = await tx
      .update(proposals)
      .set({ status, decidedBy: who.userId, decidedAt: sql`now()` })
      .where(and(eq(proposals.id, proposal.id), eq(proposals.status, "open")))
      .returning({ id: proposals.id });
    if (claimed.length !== 1) throw conflict(PROPOSAL_NOT_OPEN);
    await cardChanged(tx, who, proposal.messageId);
  });
}

/** The id of what a route created or changed, when its answer names one. */
function answeredId(answer: ToolAnswer): string | null {
  try {
    const id = (JSON.parse(answer.body) as { id?: unknown }).id;
    return typeof id === "string" ? id : null;
  } catch {
    return null;
  }
}

/**
 * Runs every change's route in order, as the member who applies (their credentials): the
 * routes' own validation, role checks, audit and live updates. Each route keeps its own
 * transaction, so changes are made one by one: when a route refuses (an item deleted
 * meanwhile, a date now outside the trip), the changes made before it are off the card,
 * the rest stays open, and the refusal is answered as the route gave it (`refused`).
 */
export async function applyProposal(app: FastifyInstance, who: Decider, proposalId: string): Promise<{ applied: ApplyResult } | { refused: ToolAnswer }> {
  const db = app.deps.database.db;
  const proposal = await openForDecision(db, proposalId, who.role);
  await claim(db, who, proposal, "applied");
  const applied: ApplyResult["applied"] = [];
  /** Back to open with the changes not made yet, so the card shows what is left. */
  const reopen = (index: number) =>
    db.transaction(async (tx) => {
      await tx
        .update(proposals)
        .set({ status: "open", decidedBy: null, decidedAt: null, changes: proposal.changes.slice(index) })
        .where(eq(proposals.id, proposalId));
      await cardChanged(tx, who, proposal.messageId);
    });
  for (const [index, change] of proposal.changes.entries()) {
    const tool = app.tools.get(change.tool);
    if (!tool) {
      // Renamed or removed since it was proposed.
      await reopen(index);
      throw badRequest("tool", "errors.proposals.unknownChange");
    }
    const answer = await callTool(app, tool, withChatTrip(tool, change.input, who.tripId), who.credentials);
    if (answer.statusCode >= 300) {
      await reopen(index);
      return { refused: answer };
    }
    applied.push({ tool: change.tool, id: answeredId(answer) });
  }
  return { applied: { applied } };
}

export async function discardProposal(app: FastifyInstance, who: Decider, proposalId: string): Promise<Proposal> {
  const db = app.deps.database.db;
  const proposal = await openForDecision(db, proposalId, who.role);
  await claim(db, who, proposal, "discarded");
  return { id: proposal.id, status: "discarded" as const, changes: proposal.changes };
}
