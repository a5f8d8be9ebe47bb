// Travel Times: each leg between the trip's stops from the server's one leg
// function (GET …/legs), the same minutes and km as the day plan.
import type { Stop } from "@/features/itinerary";
import { formatDistance } from "../lib/geo";
import { useTripLegs } from "../api/get-legs";
import { LegText, MODE_ICON } from "./leg-text";
import { useT } from "@/lib/i18n";
import { useFormat } from "@/lib/format";

export function TravelTimes({ tripId, stops }: { tripId: string; stops: readonly Stop[] }) {
  const legs = useTripLegs(tripId);
  const t = useT();
  const { locale } = useFormat();
  const pairs = stops.slice(1).map((to, i) => ({ from: stops[i]!, to }));
  if (pairs.length === 0) return <p className="text-sm text-muted-foreground">{t("map.times.needTwo")}</p>;
  const legOf = (from: Stop, to: Stop) => legs.data?.find((l) => l.fromId === from.item.id && l.toId === to.item.id) ?? null;
  const total = (legs.data ?? []).reduce((sum, l) => sum + l.km, 0);
  return (
    <div className="grid gap-2">
      <ol className="grid gap-2">
        {pairs.map(({ from, to }) => {
          const leg = legOf(from, to);
          const Icon = MODE_ICON[leg?.mode ?? "driving"];
          return (
            <li key={`${from.item.id}-${to.item.id}`} className="flex items-center gap-3 rounded-lg border px-3 py-2" data-testid="travel-leg">
              <Icon className="size-4 shrink-0 text-primary" aria-hidden />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">
                  {from.city} → {to.city}
                </p>
                <p className="text-xs text-muted-foreground">{leg ? <LegText leg={leg} /> : legs.isSuccess && t("map.times.notFound")}</p>
              </div>
            </li>
          );
        })}
      </ol>
      {legs.isSuccess && legs.data.length > 0 && <p className="text-xs text-muted-foreground">{t("map.times.sum", { distance: formatDistance(total, locale) })}</p>}
    </div>
  );
}
