// The member's forwarding address and the sender addresses they confirmed
// (docs/product/forwarding.md). The address is made on first look; a reset
// replaces its token, so mail to the old one is no longer read.
import { randomBytes } from "node:crypto";
import { and, eq, isNotNull } from "drizzle-orm";
import type { Forwarding } from "@shared/inbox";
import { SENDER_LINK_INVALID } from "@shared/inbox";
import type { Language } from "@shared/i18n/languages";
import type { Db, Tx } from "../db/client";
import { forwardingAddresses, forwardingSenders, users } from "../db/schema";
import { hashToken } from "../auth/sessions";
import { queueMail } from "../mail/outbox";
import { badRequest } from "../http-error";

/** How many other sender addresses one member may add. */
export const MAX_SENDERS = 20;

/** 20 characters of a–z and 0–9 (about 103 bits): mail systems may fold an address's case, so no capitals. */
export function newAddressToken(): string {
  const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
  return [...randomBytes(20)].map((b) => alphabet[b % alphabet.length]).join("");
}

export const forwardingAddress = (token: string, domain: string) => `trips+${token}@${domain}`;

async function tokenOf(db: Db | Tx, userId: string): Promise<{ token: string; autoAdd: boolean }> {
  await db.insert(forwardingAddresses).values({ userId, token: newAddressToken() }).onConflictDoNothing({ target: forwardingAddresses.userId });
  const [row] = await db.select({ token: forwardingAddresses.token, autoAdd: forwardingAddresses.autoAdd }).from(forwardingAddresses).where(eq(forwardingAddresses.userId, userId));
  return row!;
}

/** GET /api/profile/forwarding: `domain` is INBOUND_DOMAIN; without it the instance receives no mail and there is no address. */
export async function getForwarding(db: Db, userId: string, domain: string | undefined): Promise<Forwarding> {
  const { token, autoAdd } = await tokenOf(db, userId);
  const senders = await db
    .select({ email: forwardingSenders.email, confirmedAt: forwardingSenders.confirmedAt })
    .from(forwardingSenders)
    .where(eq(forwardingSenders.userId, userId))
    .orderBy(forwardingSenders.email);
  return {
    address: domain ? forwardingAddress(token, domain) : null,
    senders: senders.map((s) => ({ email: s.email, confirmed: s.confirmedAt !== null })),
    autoAdd,
  };
}

export async function saveForwarding(db: Db, userId: string, domain: string | undefined, input: { autoAdd: boolean }): Promise<Forwarding> {
  await tokenOf(db, userId);
  await db.update(forwardingAddresses).set({ autoAdd: input.autoAdd }).where(eq(forwardingAddresses.userId, userId));
  return getForwarding(db, userId, domain);
}

export async function resetForwarding(db: Db, userId: string, domain: string | undefined): Promise<Forwarding> {
  await tokenOf(db, userId);
  await db.update(forwardingAddresses).set({ token: newAddressToken() }).where(eq(forwardingAddresses.userId, userId));
  return getForwarding(db, userId, domain);
}

/**
 * Adds (or asks again to confirm) another sender address and mails it the
 * confirmation link through the outbox. The account's own address is always
 * read, so adding it changes nothing.
 */
export async function addSender(db: Db, userId: string, domain: string | undefined, email: string, language: Language): Promise<Forwarding> {
  await db.transaction(async (tx) => {
    const [me] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (me?.email.toLowerCase() === email) return;
    const [existing] = await tx
      .select({ confirmedAt: forwardingSenders.confirmedAt })
      .from(forwardingSenders)
      .where(and(eq(forwardingSenders.userId, userId), eq(forwardingSenders.email, email)));
    if (existing?.confirmedAt) return;
    if (!existing) {
      const count = await tx.$count(forwardingSenders, eq(forwardingSenders.userId, userId));
      if (count >= MAX_SENDERS) throw badRequest("email", "errors.inbox.tooManySenders", { max: MAX_SENDERS });
    }
    const token = randomBytes(32).toString("base64url");
    await tx
      .insert(forwardingSenders)
      .values({ userId, email, tokenHash: hashToken(token) })
      .onConflictDoUpdate({ target: [forwardingSenders.userId, forwardingSenders.email], set: { tokenHash: hashToken(token) } });
    await queueMail(tx, email, "confirm-sender", { token, language });
  });
  return getForwarding(db, userId, domain);
}

/** The mailed link: whoever holds it confirms the address it was sent to (it reached that mailbox). */
export async function confirmSender(db: Db, token: string): Promise<void> {
  const confirmed = await db
    .update(forwardingSenders)
    .set({ confirmedAt: new Date().toISOString(), tokenHash: null })
    .where(eq(forwardingSenders.tokenHash, hashToken(token)))
    .returning({ id: forwardingSenders.id });
  if (!confirmed.length) throw badRequest("token", SENDER_LINK_INVALID);
}

/** The member a forwarding token belongs to, with the addresses whose mail is read; none for a disabled account (its address stops). */
export async function ownerOfToken(db: Db, token: string): Promise<{ userId: string; autoAdd: boolean; senders: string[] } | null> {
  const [row] = await db
    .select({ userId: forwardingAddresses.userId, autoAdd: forwardingAddresses.autoAdd, email: users.email })
    .from(forwardingAddresses)
    .innerJoin(users, eq(users.id, forwardingAddresses.userId))
    .where(and(eq(forwardingAddresses.token, token.toLowerCase()), eq(users.disabled, false)));
  if (!row) return null;
  const confirmed = await db
    .select({ email: forwardingSenders.email })
    .from(forwardingSenders)
    .where(and(eq(forwardingSenders.userId, row.userId), isNotNull(forwardingSenders.confirmedAt)));
  return { userId: row.userId, autoAdd: row.autoAdd, senders: [row.email.toLowerCase(), ...confirmed.map((s) => s.email)] };
}
