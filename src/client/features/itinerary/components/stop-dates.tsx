// A stop's "Jun 01, 2026 – Jun 04, 2026 · 4 days", or "Dates not set".
import { formatCalendarDate } from "@shared/dates";
import { pluralize } from "@/lib/format";
import type { Stop } from "../lib/stops";

export function stopDateLabel(stop: Pick<Stop, "startDate" | "endDate" | "days">): string {
  if (!stop.startDate) return "Dates not set";
  const range =
    stop.endDate && stop.endDate !== stop.startDate
      ? `${formatCalendarDate(stop.startDate)} – ${formatCalendarDate(stop.endDate)}`
      : formatCalendarDate(stop.startDate);
  return `${range} · ${pluralize(stop.days ?? 1, "day")}`;
}
