// A stop's "Jun 01, 2026 – Jun 04, 2026 · 4 days", or "Dates not set".
import type { Stop } from "@shared/stops";
import type { Translate } from "@/lib/i18n";
import type { Formatters } from "@shared/i18n/format";

export function stopDateLabel(stop: Pick<Stop, "startDate" | "endDate" | "days">, t: Translate, f: Formatters): string {
  if (!stop.startDate) return t("itinerary.stop.datesNotSet");
  const range =
    stop.endDate && stop.endDate !== stop.startDate
      ? t("itinerary.stop.range", { from: f.date(stop.startDate), to: f.date(stop.endDate) })
      : f.date(stop.startDate);
  return t("itinerary.stop.withDays", { range, count: stop.days ?? 1 });
}
