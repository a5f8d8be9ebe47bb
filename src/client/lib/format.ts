// Display strings built from the shared date helpers.
import { daysUntil, tripBadge, type TripBadge } from "@shared/dates";
import type { Translate } from "@/lib/i18n";

const BADGE_MESSAGE = {
  Ongoing: "trips.badge.ongoing",
  Past: "trips.badge.past",
  Upcoming: "trips.badge.upcoming",
  Planning: "trips.badge.planning",
} as const;

/** "Upcoming · in 12 days" for future trips; the bare badge otherwise (in the reader's language). */
export function tripBadgeLabel(start: string | null, end: string | null, today: string, t: Translate): string {
  const badge = tripBadge(start, end, today);
  if (badge === "Upcoming" && start) return t("trips.badge.upcomingIn", { count: daysUntil(start, today) });
  return t(BADGE_MESSAGE[badge]);
}

export const BADGE_VARIANT: Record<TripBadge, "success" | "muted" | "accent" | "secondary"> = {
  Ongoing: "success",
  Past: "muted",
  Upcoming: "accent",
  Planning: "secondary",
};
