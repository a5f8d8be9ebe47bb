// An assistant's proposal after it is made: stored with its chat message,
// shown on the message, applied (every change through its service, in one
// transaction: all or nothing) or discarded, once, by a member whose role
// allows every change of it.
import { eq, inArray, sql } from "drizzle-orm";
import { can } from "@shared/permissions";
import { changeAction } from "@shared/proposal-rules";
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
import { conflict, forbidden, notFound } from "../http-error";
import { isUuid } from "../access/trip-access";
import { publishChange } from "../realtime/publish";
import { runChange, type ChangeContext } from "./changes";
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

/** The open proposal, locked for this transaction; 409 once decided, 403 unless the role allows every change. */
async function openForDecision(tx: Tx, proposalId: string, role: Role) {
  const [row] = await tx
    .select({ id: proposals.id, tripId: proposals.tripId, messageId: proposals.messageId, status: proposals.status, changes: proposals.changes })
    .from(proposals)
    .where(eq(proposals.id, proposalId))
    .for("update")
    .limit(1);
  if (!row) throw notFound(NOT_FOUND);
  const proposal = toProposal(row);
  if (!proposal.changes.every((c) => {
    const action = changeAction(c);
    return action !== null && can(role, action);
  })) {
    throw forbidden(PROPOSAL_NOT_ALLOWED);
  }
  if (proposal.status !== "open") throw conflict(PROPOSAL_NOT_OPEN);
  return { ...proposal, messageId: row.messageId };
}

async function decide(tx: Tx, ctx: ChangeContext, proposalId: string, messageId: string, status: "applied" | "discarded") {
  await tx
    .update(proposals)
    .set({ status, decidedBy: ctx.userId, decidedAt: sql`now()` })
    .where(eq(proposals.id, proposalId));
  // The card lives on the chat message: members' chats refetch and show the new status.
  await publishChange(tx, { tripId: ctx.tripId, resource: "chat", action: "updated", id: messageId, by: ctx.userId });
}

/**
 * Makes every change as `ctx.userId` with their role, through the screens'
 * services, in one transaction: a change a rule refuses (an item deleted
 * meanwhile, a date now outside the trip) fails the whole Apply with that
 * rule's answer, and nothing is written.
 */
export async function applyProposal(db: Db, ctx: ChangeContext, proposalId: string): Promise<ApplyResult> {
  return db.transaction(async (tx) => {
    const proposal = await openForDecision(tx, proposalId, ctx.role);
    const applied: ApplyResult["applied"] = [];
    for (const change of proposal.changes) {
      const id = await runChange(tx as unknown as Db, ctx, change);
      applied.push({ action: change.action, resource: change.resource, id });
    }
    await decide(tx, ctx, proposalId, proposal.messageId, "applied");
    return { applied };
  });
}

export async function discardProposal(db: Db, ctx: ChangeContext, proposalId: string): Promise<Proposal> {
  return db.transaction(async (tx) => {
    const proposal = await openForDecision(tx, proposalId, ctx.role);
    await decide(tx, ctx, proposalId, proposal.messageId, "discarded");
    return { id: proposal.id, status: "discarded" as const, changes: proposal.changes };
  });
}
