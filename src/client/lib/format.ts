// Display strings built from the shared date helpers.
import { daysUntil, tripBadge, type TripBadge } from "@shared/dates";

export function pluralize(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** "Upcoming · in 12 days" for future trips; the bare badge otherwise. */
export function tripBadgeLabel(start: string | null, end: string | null, today: string): string {
  const badge = tripBadge(start, end, today);
  if (badge === "Upcoming" && start) {
    return `Upcoming · in ${pluralize(daysUntil(start, today), "day")}`;
  }
  return badge;
}

export const BADGE_VARIANT: Record<TripBadge, "success" | "muted" | "accent" | "secondary"> = {
  Ongoing: "success",
  Past: "muted",
  Upcoming: "accent",
  Planning: "secondary",
};
