// One mail to a forwarding address, however it came (the SMTP receiver or
// the polled mailbox): read like an uploaded .eml by the import readers, kept
// in the member's Inbox and told as a notice; with autoAdd, its bookings go
// straight into the one trip that covers them. Mail from an address the
// member has not confirmed, over the size or rate limits, is dropped and audited.
import { createHash } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { inboxItems } from "../db/schema";
import { recordAudit } from "../audit/audit";
import { notify } from "../notifications/notify";
import type { AiProvider } from "../ai/provider";
import type { RateSource } from "../fx/service";
import { readFiles } from "../imports/read";
import type { ReadCandidate } from "../imports/readers/common";
import { confirmImport } from "../imports/service";
import { confirmCandidateSchema } from "@shared/imports";
import { ownerOfToken } from "./forwarding";
import { tripsToAddTo, withTrips } from "./inbox";

export interface InboundLimits {
  /** Largest mail read, in bytes (the SMTP receiver refuses bigger ones while they arrive). */
  maxBytes: number;
  /** Mails read per member an hour; past that they are dropped. */
  perHour: number;
}

export const DEFAULT_INBOUND_LIMITS: InboundLimits = { maxBytes: 10 * 1024 * 1024, perHour: 30 };

export interface ReceiveDeps {
  db: Db;
  /** INBOUND_DOMAIN: only trips+{token}@ this domain is ours. */
  domain: string;
  ai: AiProvider;
  rates: RateSource;
  limits: InboundLimits;
}

export type ReceiveOutcome = "read" | "added" | "repeat" | "dropped" | "unknown";

/** The token of a forwarding address at `domain`, else null. */
export function tokenOfAddress(address: string, domain: string): string | null {
  const at = address.trim().toLowerCase().lastIndexOf("@");
  if (at < 0 || address.trim().toLowerCase().slice(at + 1) !== domain.toLowerCase()) return null;
  const m = /^trips\+([a-z0-9]{1,64})$/.exec(address.trim().toLowerCase().slice(0, at));
  return m ? m[1]! : null;
}

async function parseHeaders(raw: Buffer): Promise<{ from: string; subject: string; messageId: string | null }> {
  // Loaded on first mail, as the import reader loads it (ADR 029).
  const { simpleParser } = await import("mailparser");
  const parsed = await simpleParser(raw, { skipHtmlToText: true, skipImageLinks: true, skipTextToHtml: true, skipTextLinks: true });
  return { from: (parsed.from?.value[0]?.address ?? "").toLowerCase(), subject: (parsed.subject ?? "").slice(0, 500), messageId: parsed.messageId ?? null };
}

export interface InboundMail {
  /** The envelope's recipients (SMTP), or the addressees a mailbox's copy names. */
  recipients: string[];
  /** The mail as received; null when it was over the size limit and not kept. */
  raw: Buffer | null;
}

/**
 * Receives one mail for the first forwarding address among `recipients`.
 * "unknown": no address of ours (the SMTP receiver refuses it before the data).
 */
export async function receiveMail(deps: ReceiveDeps, mail: InboundMail): Promise<ReceiveOutcome> {
  const { db } = deps;
  const token = mail.recipients.map((r) => tokenOfAddress(r, deps.domain)).find((t) => t !== null);
  const owner = token ? await ownerOfToken(db, token) : null;
  if (!owner) return "unknown";
  const dropped = async (reason: "sender" | "size" | "rate", from: string) => {
    await recordAudit(db, { action: "inbox.dropped", actorId: null, actorEmail: from || "(none)", targetType: "user", targetId: owner.userId, details: { reason } });
    return "dropped" as const;
  };
  if (!mail.raw || mail.raw.length > deps.limits.maxBytes) return dropped("size", "");
  const { from, subject, messageId } = await parseHeaders(mail.raw);
  if (!owner.senders.includes(from)) return dropped("sender", from);
  const lastHour = await db.$count(inboxItems, and(eq(inboxItems.userId, owner.userId), gt(inboxItems.receivedAt, sql`now() - interval '1 hour'`)));
  if (lastHour >= deps.limits.perHour) return dropped("rate", from);

  const outcome = await readFiles([{ name: "mail.eml", data: mail.raw, contentType: "message/rfc822" }], { ai: deps.ai });
  const candidates: ReadCandidate[] = outcome.read.flatMap((r) => r.candidates);
  // The sender's Message-ID names the mail however it travelled (relays add their own headers); without one, its bytes do.
  const messageHash = createHash("sha256").update(messageId ?? mail.raw).digest("hex");
  /** Keeps the mail and tells the member; throws AlreadyReceived when this mail is already kept, undoing the transaction. */
  const store = async (tx: Tx, status: "new" | "added", tripId: string | null) => {
    const [row] = await tx
      .insert(inboxItems)
      .values({ userId: owner.userId, fromAddress: from, subject, candidates, status, tripId, messageHash })
      .onConflictDoNothing()
      .returning({ id: inboxItems.id });
    if (!row) throw new AlreadyReceived();
    await notify(tx, { kind: "inbox.received", tripId: null, actorId: null, itemId: row.id, data: { subject, count: String(candidates.length), status } }, [owner.userId]);
  };

  try {
    const target = owner.autoAdd ? await autoAddTarget(db, owner.userId, candidates) : null;
    if (target) {
      const chosen = candidates.map((c) => confirmCandidateSchema.parse(c));
      await confirmImport(db, { tripId: target, userId: owner.userId, rates: deps.rates }, { candidates: chosen }, (tx) => store(tx, "added", target));
      return "added";
    }
    await db.transaction((tx) => store(tx, "new", null));
    return "read";
  } catch (err) {
    if (err instanceof AlreadyReceived) return "repeat";
    throw err;
  }
}

class AlreadyReceived extends Error {}

/**
 * The trip autoAdd files a mail's bookings into: the one the member may add
 * to that covers every booking's dates, when none repeats a reservation
 * already there and each is complete; else null (the mail waits in the Inbox).
 */
async function autoAddTarget(db: Db, userId: string, candidates: ReadCandidate[]): Promise<string | null> {
  if (!candidates.length) return null;
  const [shown] = await withTrips(db, [candidates], await tripsToAddTo(db, userId));
  const trips = new Set(shown!.map((c) => c.tripId));
  const [tripId] = [...trips];
  if (trips.size !== 1 || !tripId) return null;
  if (shown!.some((c) => c.duplicateOf)) return null;
  if (!candidates.every((c) => confirmCandidateSchema.safeParse(c).success)) return null;
  return tripId;
}
