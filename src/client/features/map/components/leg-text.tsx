// One leg as the day plan writes it: "274.2 km · 329 min by car", with
// "estimate" when no routing service answered; each mode with its icon.
import { Bike, Car, Footprints, TramFront } from "lucide-react";
import type { Leg, LegMode } from "@shared/days";
import { Badge } from "@/components/ui/badge";
import { useT } from "@/lib/i18n";
import { useFormat } from "@/lib/format";

export const MODE_ICON = { walking: Footprints, cycling: Bike, driving: Car, transit: TramFront } as const satisfies Record<LegMode, unknown>;
const LEG_TEXT = {
  walking: "itinerary.days.legWalk",
  cycling: "itinerary.days.legCycle",
  driving: "itinerary.days.legDrive",
  transit: "itinerary.days.legTransit",
} as const satisfies Record<LegMode, string>;

export function LegText({ leg }: { leg: Leg }) {
  const t = useT();
  const f = useFormat();
  return (
    <>
      {t(LEG_TEXT[leg.mode], { km: f.number(leg.km), minutes: leg.minutes })}
      {leg.estimate && (
        <Badge variant="muted" className="ms-2 px-1.5 py-0 text-[10px]">
          {t("itinerary.days.estimate")}
        </Badge>
      )}
    </>
  );
}
