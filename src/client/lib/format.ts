// Display strings built from the shared date helpers, and the reader's
// formatters. Kept apart from lib/i18n.tsx so the sign-in pages, which
// format no date, do not load the date helpers (issue 9's 150 KB).
import { daysUntil, tripBadge, type TripBadge } from "@shared/dates";
import { formattersFor, type Formatters } from "@shared/i18n/format";
import { useLanguage, type Translate } from "@/lib/i18n";

/** Dates, numbers and money in the reader's locale (src/shared/i18n/format.ts). */
export function useFormat(): Formatters {
  return formattersFor(useLanguage().language);
}

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

/** A file's size for people: bytes, KB or MB. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
