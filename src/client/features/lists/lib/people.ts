// Names of the people a list names: the trip's members now, or "former
// member" for an assignee who has left the trip.
import type { Member } from "@shared/trips";
import { displayName } from "@shared/names";

export interface People {
  name(userId: string): string;
  /** The members now, for the assignee choice. */
  members: readonly { id: string; name: string }[];
}

/** `members`: the trip's members and guests (a guest's id names them like a member's). */
export function peopleOf(members: readonly Pick<Member, "user">[], former: string): People {
  const names = new Map(members.map((m) => [m.user.id, displayName(m.user)]));
  return {
    name: (userId) => names.get(userId) ?? former,
    members: members.map((m) => ({ id: m.user.id, name: names.get(m.user.id)! })),
  };
}

/** The caller's open to-dos, soonest due first (undated last), then in list order. */
export function openTodosOf<T extends { assigneeId: string | null; done: boolean; due: string | null }>(items: readonly T[], userId: string): T[] {
  const mine = items.filter((i) => i.assigneeId === userId && !i.done);
  return mine
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (a.item.due ?? "9999-12-31").localeCompare(b.item.due ?? "9999-12-31") || a.index - b.index)
    .map(({ item }) => item);
}
