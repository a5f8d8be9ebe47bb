// Interactive Map (/map, docs/product/itinerary-and-days.md): the trip's stops on a real world map with
// the route in order, legend, destination count, Travel Times and Get Directions.
import { Suspense, useState } from "react";
import { Link, useLocation } from "react-router";
import { Clock, MapPin, Navigation } from "lucide-react";
import { useCurrentTrip } from "@/features/trips";
import { NoTripCard, toStops, useDays, useItinerary } from "@/features/itinerary";
import { PageShell } from "@/components/layout/page-header";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import { MapLegend, ROLE_COLOURS } from "../components/map-legend";
import { TravelTimes } from "../components/travel-times";
import { WorldMap } from "../components/world-map";
import { directionsUrl } from "../lib/geo";
import { useT } from "@/lib/i18n";
import { useFormat } from "@/lib/format";
import { lazyComponent } from "@/lib/lazy-component";
import { DayLegs } from "../components/day-legs";

// MapLibre is big: loaded only when a day's street map is shown.
const DayMap = lazyComponent(() => import("../components/day-map").then((m) => m.default));

const ROLE_LABEL = { start: "map.role.start", stop: "map.role.stop", end: "map.role.end" } as const;

export function MapPage() {
  const { currentTrip: trip, isLoading } = useCurrentTrip();
  const itinerary = useItinerary(trip?.id);
  const location = useLocation();
  const [showTimes, setShowTimes] = useState(location.hash === "#travel-times");
  const stops = toStops(itinerary.data ?? []);
  const url = directionsUrl(stops);
  const missing = stops.filter((s) => s.lat === null || s.lng === null);
  const t = useT();
  const f = useFormat();
  const days = useDays(trip?.id);
  const [dayDate, setDayDate] = useState<string | null>(null);
  const day = days.data?.find((d) => d.date === dayDate) ?? null;
  const pins = day?.items.filter((i) => i.place).map((i, k) => ({ id: i.id, n: k + 1, label: i.title, lat: i.place!.lat, lng: i.place!.lng })) ?? [];

  return (
    <PageShell title={t("layout.page.map")}>
      <div className="mx-auto grid w-full max-w-6xl gap-5 p-4 pb-24 sm:p-6 lg:pb-8">
        {!isLoading && !trip ? (
          <NoTripCard />
        ) : isLoading || itinerary.isPending ? (
          <Skeleton className="aspect-video rounded-xl" />
        ) : stops.length === 0 && !days.data?.some((d) => d.items.some((i) => i.place)) ? (
          <Card className="flex flex-col items-center gap-3 p-10 text-center">
            <MapPin className="size-10 text-muted-foreground" aria-hidden />
            <h2 className="text-lg font-semibold">{t("map.empty")}</h2>
            <p className="text-sm text-muted-foreground">{t("map.page.emptyHint")}</p>
            <Button asChild>
              <Link to="/itinerary">{t("map.addDestinations")}</Link>
            </Button>
          </Card>
        ) : (
          <>
            {!!days.data?.length && (
              <div className="flex gap-2 overflow-x-auto pb-1" role="group" aria-label={t("itinerary.days.tabDays")} data-testid="map-days">
                <Button size="sm" variant={day ? "outline" : "secondary"} aria-pressed={!day} onClick={() => setDayDate(null)}>
                  {t("itinerary.days.wholeTrip")}
                </Button>
                {days.data.map((d) => (
                  <Button key={d.date} size="sm" variant={d.date === day?.date ? "secondary" : "outline"} aria-pressed={d.date === day?.date} onClick={() => setDayDate(d.date)}>
                    {f.weekdayShort(new Date(`${d.date}T00:00:00Z`).getUTCDay())} {f.dayMonth(d.date)}
                  </Button>
                ))}
              </div>
            )}
            {day ? (
              <div className="grid gap-5 lg:grid-cols-[1fr_20rem]">
                <Card className="overflow-hidden p-0">
                  {pins.length === 0 ? (
                    <p className="p-5 text-sm text-muted-foreground">{t("itinerary.days.noStops")}</p>
                  ) : (
                    <Suspense fallback={<div className="h-80 w-full animate-pulse bg-muted sm:h-96" />}>
                      <DayMap
                        pins={pins}
                        lines={day.legs.every((l) => l.geometry?.length) ? day.legs.map((l) => l.geometry!) : undefined}
                        label={t("itinerary.days.mapLabel", { count: pins.length, day: f.date(day.date) })}
                      />
                    </Suspense>
                  )}
                </Card>
                <Card className="grid content-start gap-3 p-5">
                  <h2 className="font-semibold">{t("itinerary.days.mapTitle", { day: f.date(day.date) })}</h2>
                  <DayLegs day={day} />
                </Card>
              </div>
            ) : (
            <>
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="secondary" data-testid="destination-count">
                {t("units.cities", { count: stops.length })}
              </Badge>
              <MapLegend className="flex-1" />
              <Button variant={showTimes ? "secondary" : "outline"} aria-pressed={showTimes} onClick={() => setShowTimes((v) => !v)}>
                <Clock /> {t("map.travelTimes")}
              </Button>
              <Button asChild>
                <a href={url ?? "#"} target="_blank" rel="noopener noreferrer">
                  <Navigation /> {t("map.directions")}
                </a>
              </Button>
            </div>
            <div className={cn("grid gap-5", showTimes && "lg:grid-cols-[1fr_20rem]")}>
              <Card className="overflow-hidden p-2">
                <WorldMap stops={stops} />
              </Card>
              {showTimes && (
                <Card className="grid content-start gap-3 p-5" id="travel-times" aria-label={t("map.travelTimes")}>
                  <h2 className="font-semibold">{t("map.travelTimes")}</h2>
                  <TravelTimes tripId={trip!.id} stops={stops} />
                </Card>
              )}
            </div>
            <Card className="p-5">
              <h2 className="mb-3 font-semibold">{t("map.page.route")}</h2>
              <ol className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
                {stops.map((s, i) => (
                  <li key={s.item.id} className="flex items-center gap-3 rounded-lg border px-3 py-2">
                    <span className={cn("flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold", ROLE_COLOURS[s.role])}>
                      {i + 1}
                    </span>
                    <span className="min-w-0">
                      <span className="block truncate text-sm font-medium">
                        {s.city}, {s.country}
                      </span>
                      <span className="block text-xs text-muted-foreground">{t(ROLE_LABEL[s.role])}</span>
                    </span>
                  </li>
                ))}
              </ol>
              {missing.length > 0 && (
                <p className="mt-3 text-xs text-muted-foreground">
                  {t("map.page.missing", { cities: missing.map((s) => s.city).join(", ") })}
                </p>
              )}
            </Card>
            </>
            )}
          </>
        )}
      </div>
    </PageShell>
  );
}
