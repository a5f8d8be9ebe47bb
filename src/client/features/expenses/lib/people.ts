// Who an expense names: its user ids are the trip's members, or people who
// have since left the trip or deleted their account — those keep their
// entries (docs/product/budget-and-expenses.md) and show as "Former member".
import type { Expense } from "@shared/expenses";
import type { Member } from "@shared/trips";
import { displayName } from "@shared/names";

export interface People {
  /** The name of a user id, or `former` when they are not a member now. */
  name(userId: string): string;
  /** Whether the user id is a member of the trip now. */
  isMember(userId: string): boolean;
}

/** `members`: the trip's members and guests (a guest's id names them like a member's). */
export function peopleOf(members: readonly Pick<Member, "user">[], former: string): People {
  const names = new Map(members.map((m) => [m.user.id, displayName(m.user)]));
  return {
    name: (userId) => names.get(userId) ?? former,
    isMember: (userId) => names.has(userId),
  };
}

/** A payment's two members: who paid, and who received (its only split member). */
export function paymentParties(expense: Pick<Expense, "paidBy" | "split">): { from: string; to: string } {
  return { from: expense.paidBy, to: expense.split.members[0]?.userId ?? "" };
}
