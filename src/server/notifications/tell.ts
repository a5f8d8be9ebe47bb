// Who is told of each change (docs/product/notifications.md), called by the
// services in the change's own transaction. One function per kind of change.
import { inArray } from "drizzle-orm";
import type { Language } from "@shared/i18n/languages";
import type { Expense } from "@shared/expenses";
import type { Tx } from "../db/client";
import { users } from "../db/schema";
import { membersToTell, notify } from "./notify";

/** A booking added, changed or cancelled: every other member. */
export async function tellReservationChanged(
  tx: Tx,
  c: { tripId: string; actorId: string; reservationId: string; name: string; action: "created" | "updated" | "deleted" },
): Promise<void> {
  const notice = { kind: "reservation.changed" as const, tripId: c.tripId, actorId: c.actorId, data: { name: c.name, action: c.action } };
  // A cancelled booking has no page of its own left: the notice opens the list.
  await notify(tx, { ...notice, itemId: c.action === "deleted" ? null : c.reservationId }, "members");
}

/** Someone was added to the trip: they are told they were, the others that someone joined. */
export async function tellMemberAdded(tx: Tx, c: { tripId: string; actorId: string; userId: string; language: Language }): Promise<void> {
  await notify(tx, { kind: "trip.added", tripId: c.tripId, actorId: c.actorId, itemId: null, language: c.language }, [c.userId]);
  const others = (await membersToTell(tx, c.tripId, c.actorId)).filter((id) => id !== c.userId);
  await tellJoined(tx, c.tripId, c.userId, others);
}

/** Someone joined by a link: every other member. */
export async function tellMemberJoined(tx: Tx, c: { tripId: string; userId: string }): Promise<void> {
  await tellJoined(tx, c.tripId, c.userId, "members");
}

async function tellJoined(tx: Tx, tripId: string, newcomerId: string, recipients: string[] | "members"): Promise<void> {
  // The newcomer is the "actor" the message names, whoever added them.
  await notify(tx, { kind: "member.joined", tripId, actorId: newcomerId, itemId: null }, recipients);
}

/** A new expense: its payer and those who share it. A new payment: its two sides. */
export async function tellMoneyAdded(tx: Tx, actorId: string, e: Expense): Promise<void> {
  // Worded in the reader's language when read (render.ts).
  const amount = { amount: e.amount, currency: e.currency };
  if (e.kind === "expense") {
    const recipients = new Map<string, Record<string, string>>(e.shares.map((s) => [s.userId, { role: "share" }]));
    recipients.set(e.paidBy, { role: "payer" });
    await notify(tx, { kind: "expense.added", tripId: e.tripId, actorId, itemId: e.id, data: { name: e.description, ...amount } }, recipients);
    return;
  }
  const payeeId = e.shares[0]?.userId;
  if (!payeeId) return;
  const names = await namesOf(tx, [e.paidBy, payeeId]);
  const data = { ...amount, payer: names.get(e.paidBy) ?? "", payee: names.get(payeeId) ?? "" };
  const recipients = new Map<string, Record<string, string>>([
    [e.paidBy, { direction: "from" }],
    [payeeId, { direction: "to" }],
  ]);
  await notify(tx, { kind: "payment.recorded", tripId: e.tripId, actorId, itemId: e.id, data }, recipients);
}

/** A poll opened: every other member, who may vote (docs/product/polls.md). */
export async function tellPollOpened(tx: Tx, c: { tripId: string; actorId: string; pollId: string; question: string }): Promise<void> {
  await notify(tx, { kind: "poll.opened", tripId: c.tripId, actorId: c.actorId, itemId: c.pollId, data: { name: c.question } }, "members");
}

/** A list item newly assigned to someone (not by themselves). */
export async function tellListAssigned(tx: Tx, c: { tripId: string; actorId: string; itemId: string; assigneeId: string; text: string }): Promise<void> {
  await notify(tx, { kind: "list.assigned", tripId: c.tripId, actorId: c.actorId, itemId: c.itemId, data: { name: c.text } }, [c.assigneeId]);
}

/**
 * Members @mentioned in a chat message or a note: each of them, never the writer (notify leaves the actor out, and
 * anyone no longer a member). A note's notice carries its title and opens the note (`on`, render.ts); a chat
 * mention opens the chat.
 */
export async function tellMentioned(
  tx: Tx,
  c: { tripId: string; actorId: string; itemId: string; mentioned: readonly string[]; note?: { name: string } },
): Promise<void> {
  if (c.mentioned.length === 0) return;
  const data = c.note ? { data: { name: c.note.name, on: "note" } } : {};
  await notify(tx, { kind: "mention", tripId: c.tripId, actorId: c.actorId, itemId: c.itemId, ...data }, [...c.mentioned]);
}

async function namesOf(tx: Tx, ids: string[]): Promise<Map<string, string>> {
  const rows = await tx.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, `${r.firstName} ${r.lastName}`.trim()]));
}
