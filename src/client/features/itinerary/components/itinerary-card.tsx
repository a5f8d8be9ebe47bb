// Dashboard "Trip Itinerary" card (docs/product/itinerary-and-days.md): the stops in order, each linking
// to /itinerary, or "Add First Destination" when there are none.
import { Link } from "react-router";
import { ArrowRight, Plus, Route } from "lucide-react";
import type { Trip } from "@shared/trips";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TileHeader } from "@/components/widget-header";
import { Skeleton } from "@/components/ui/skeleton";
import { useItinerary } from "../api/get-itinerary";
import { toStops } from "@shared/stops";
import { stopDateLabel } from "./stop-dates";
import { useT } from "@/lib/i18n";
import { useFormat } from "@/lib/format";

export function ItineraryCard({ trip }: { trip: Trip }) {
  const itinerary = useItinerary(trip.id);
  const stops = toStops(itinerary.data ?? []);
  const t = useT();
  const f = useFormat();
  return (
    <Card className="flex h-full flex-col gap-3 p-5" data-testid="dashboard-itinerary">
      <TileHeader icon={Route} title={t("itinerary.card.title")}>
        {stops.length > 0 && <Badge variant="secondary">{stops.length}</Badge>}
      </TileHeader>
      {itinerary.isPending ? (
        <div className="grid gap-2">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      ) : stops.length === 0 ? (
        <div className="flex flex-1 flex-col items-start justify-center gap-3">
          <p className="text-sm text-muted-foreground">{t("itinerary.card.empty")}</p>
          <Button asChild size="sm">
            <Link to="/itinerary">
              <Plus /> {t("itinerary.card.addFirst")}
            </Link>
          </Button>
        </div>
      ) : (
        <ol className="grid gap-1">
          {stops.slice(0, 5).map((stop, i) => (
            <li key={stop.item.id}>
              <Link
                to="/itinerary"
                className="flex items-center gap-3 rounded-lg px-2 py-1.5 transition hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary/10 text-xs font-semibold text-primary">
                  {i + 1}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium">
                    {stop.city}, {stop.country}
                  </span>
                  <span className="block truncate text-xs text-muted-foreground">{stopDateLabel(stop, t, f)}</span>
                </span>
              </Link>
            </li>
          ))}
          {stops.length > 5 && (
            <li>
              <Link to="/itinerary" className="flex items-center gap-1 px-2 py-1 text-xs font-medium text-primary">
                {t("itinerary.card.more", { count: stops.length - 5 })} <ArrowRight className="size-3" />
              </Link>
            </li>
          )}
        </ol>
      )}
    </Card>
  );
}
