// One leg as the day plan writes it: "274.2 km · 329 min by car", with
// "estimate" when no routing service answered.
import type { Leg } from "@shared/days";
import { Badge } from "@/components/ui/badge";
import { useT } from "@/lib/i18n";
import { useFormat } from "@/lib/format";

export function LegText({ leg }: { leg: Leg }) {
  const t = useT();
  const f = useFormat();
  return (
    <>
      {t(leg.mode === "walking" ? "itinerary.days.legWalk" : "itinerary.days.legDrive", { km: f.number(leg.km), minutes: leg.minutes })}
      {leg.estimate && (
        <Badge variant="muted" className="ml-2 px-1.5 py-0 text-[10px]">
          {t("itinerary.days.estimate")}
        </Badge>
      )}
    </>
  );
}
