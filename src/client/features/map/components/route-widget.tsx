// Dashboard route widget (docs/product/itinerary-and-days.md): a schematic, not a map. Pins sit at
// 30% + 15% per index from the top and 25% + 15% per index from the left,
// joined by a dashed curve; the sixth stop starts the diagonal again.
import { Link } from "react-router";
import { Clock, MapPin, Navigation } from "lucide-react";
import type { Trip } from "@shared/trips";
import { toStops, useItinerary } from "@/features/itinerary";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TileHeader } from "@/components/widget-header";
import { cn } from "@/lib/utils";
import { directionsUrl } from "../lib/geo";
import { MapLegend, ROLE_COLOURS } from "./map-legend";
import { useT } from "@/lib/i18n";


/** docs/product/itinerary-and-days.md pin position in percent, wrapping after five so pins stay inside the box. */
export function schematicPosition(index: number): { top: number; left: number } {
  const i = index % 5;
  return { top: 30 + 15 * i, left: 25 + 15 * i };
}

export function RouteWidget({ trip }: { trip: Trip }) {
  const stops = toStops(useItinerary(trip.id).data ?? []);
  const positions = stops.map((_, i) => schematicPosition(i));
  const curve = positions
    .map((p, i) => {
      if (i === 0) return `M ${p.left} ${p.top}`;
      const prev = positions[i - 1]!;
      // A gentle bow between neighbours: the control point sits off the straight line.
      return `Q ${(prev.left + p.left) / 2 + 8} ${(prev.top + p.top) / 2 - 8} ${p.left} ${p.top}`;
    })
    .join(" ");
  const url = directionsUrl(stops);
  const t = useT();

  return (
    <Card className="flex h-full flex-col gap-3 p-5" data-testid="dashboard-route">
      <TileHeader icon={MapPin} title={t("map.widget.title")}>
        <span className="text-sm text-muted-foreground">{t("units.cities", { count: stops.length })}</span>
      </TileHeader>
      {stops.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-3 rounded-lg bg-muted/50 p-6 text-center">
          <p className="text-sm text-muted-foreground">{t("map.empty")}</p>
          <Button asChild size="sm">
            <Link to="/itinerary">{t("map.addDestinations")}</Link>
          </Button>
        </div>
      ) : (
        <>
          <div className="relative h-56 overflow-hidden rounded-lg bg-gradient-to-br from-secondary/70 to-accent-soft/60">
            <svg viewBox="0 0 100 100" preserveAspectRatio="none" className="absolute inset-0 size-full" aria-hidden>
              <path d={curve} fill="none" className="stroke-primary/70" strokeWidth={2} strokeDasharray="6 5" vectorEffect="non-scaling-stroke" />
            </svg>
            {stops.map((s, i) => (
              <div
                key={s.item.id}
                className="absolute flex -translate-x-1/2 -translate-y-full flex-col items-center"
                style={{ top: `${positions[i]!.top}%`, left: `${positions[i]!.left}%` }}
              >
                <span className="max-w-24 truncate rounded bg-card/90 px-1.5 text-[11px] font-medium shadow-sm">{s.city}</span>
                <MapPin className={cn("size-6 rounded-full p-0.5", ROLE_COLOURS[s.role])} aria-label={s.city} />
              </div>
            ))}
          </div>
          <MapLegend />
          <div className="mt-auto flex flex-wrap gap-2">
            <Button asChild size="sm" variant="outline">
              <a href={url ?? "#"} target="_blank" rel="noopener noreferrer">
                <Navigation /> {t("map.directions")}
              </a>
            </Button>
            <Button asChild size="sm" variant="outline">
              <Link to="/map#travel-times">
                <Clock /> {t("map.travelTimes")}
              </Link>
            </Button>
          </div>
        </>
      )}
    </Card>
  );
}
