// Travel Times: great-circle distance and a rough time for each leg.
import { Car, Plane } from "lucide-react";
import type { Stop } from "@/features/itinerary";
import { formatDistance, formatDuration, legs, roughTravel } from "../lib/geo";
import { useT } from "@/lib/i18n";
import { useFormat } from "@/lib/format";

export function TravelTimes({ stops }: { stops: readonly Stop[] }) {
  const all = legs(stops);
  const t = useT();
  const { locale } = useFormat();
  if (all.length === 0) return <p className="text-sm text-muted-foreground">{t("map.times.needTwo")}</p>;
  const total = all.reduce((sum, l) => sum + (l.km ?? 0), 0);
  return (
    <div className="grid gap-2">
      <ol className="grid gap-2">
        {all.map((leg, i) => {
          const travel = leg.km === null ? null : roughTravel(leg.km);
          const Icon = travel?.mode === "air" ? Plane : Car;
          return (
            <li key={i} className="flex items-center gap-3 rounded-lg border px-3 py-2" data-testid="travel-leg">
              <Icon className="size-4 shrink-0 text-primary" aria-hidden />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">
                  {leg.from.city} → {leg.to.city}
                </p>
                <p className="text-xs text-muted-foreground">
                  {leg.km === null
                    ? t("map.times.notFound")
                    : t(travel!.mode === "air" ? "map.times.byAir" : "map.times.byRoad", {
                        distance: formatDistance(leg.km, locale),
                        duration: formatDuration(travel!.minutes, t),
                      })}
                </p>
              </div>
            </li>
          );
        })}
      </ol>
      <p className="text-xs text-muted-foreground">
        {t("map.times.total", { distance: formatDistance(total, locale) })}
      </p>
    </div>
  );
}
