// Itinerary (/itinerary, docs/product/itinerary-and-days.md): the trip's cities as ordered stops
// with a summary, Add/Edit City dialogs, delete confirmation and the Map tip.
import { PendingCreates, WaitingToSync } from "@/components/waiting-to-sync";
import { usePendingWrites } from "@/lib/offline-writes";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { CalendarDays, FileDown, Lightbulb, MapPin, Pencil, Plus, Printer, Trash2 } from "lucide-react";
import { can } from "@shared/permissions";
import type { ItineraryItem } from "@shared/itinerary";
import { useCurrentTrip } from "@/features/trips";
import { useReservations } from "@/features/reservations";
import { PageShell } from "@/components/layout/page-header";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { LoadingBars } from "@/components/loading-bars";
import { useItinerary } from "../api/get-itinerary";
import { useDays } from "../api/days";
import { CityFormDialog } from "../components/city-form-dialog";
import { DeleteCityDialog } from "../components/delete-city-dialog";
import { TripPrintSheet } from "../components/trip-print-sheet";
import { NoTripCard } from "../components/no-trip";
import { stopDateLabel } from "../components/stop-dates";
import { overlaps, toStops, totalDays } from "@shared/stops";
import { Trans, useT } from "@/lib/i18n";
import { useFormat } from "@/lib/format";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { DaysView } from "../components/days-view";
import { apiUrl } from "@/lib/api";

export function ItineraryPage() {
  const { currentTrip: trip, isLoading: tripsLoading } = useCurrentTrip();
  const itinerary = useItinerary(trip?.id);
  const reservations = useReservations(trip?.id);
  const days = useDays(trip?.id);
  // ?day=YYYY-MM-DD (a place found in the header search): the Days view, on that day.
  const asked = new URLSearchParams(useLocation().search).get("day");
  const day = asked && /^\d{4}-\d{2}-\d{2}$/.test(asked) ? asked : null;
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<ItineraryItem | null>(null);
  const [deleting, setDeleting] = useState<ItineraryItem | null>(null);
  const canWrite = !!trip && can(trip.myRole, "itinerary.write");
  const stops = toStops(itinerary.data ?? []);
  // City stays made or changed offline (a stay names its city's location; an event made offline shows on the calendar).
  const pending = usePendingWrites({ creates: apiUrl("/api/trips/{tripId}/itinerary", { tripId: trip?.id ?? "" }), edits: "/api/itinerary/" });
  const overlapping = overlaps(stops);
  const loading = tripsLoading || (!!trip && itinerary.isPending);
  const t = useT();
  const f = useFormat();

  const openAdd = () => {
    setEditing(null);
    setFormOpen(true);
  };

  return (
    <PageShell title={t("layout.page.itinerary")}>
      <div className="mx-auto grid w-full max-w-4xl gap-5 p-4 pb-24 sm:p-6 lg:pb-8 print:hidden">
        {!loading && !trip ? (
          <NoTripCard />
        ) : (
          <>
            <Card className="flex flex-wrap items-center gap-4 p-5">
              <span aria-hidden className="flex size-12 items-center justify-center rounded-xl bg-secondary text-primary">
                <MapPin className="size-6" />
              </span>
              {/* The basis makes the badge and button wrap below on phones instead of squeezing the text. */}
              <div className="min-w-0 flex-1 basis-52">
                <h2 className="text-lg font-semibold">{t("itinerary.page.route")}</h2>
                <p className="text-sm text-muted-foreground" data-testid="itinerary-summary">
                  {t("units.cities", { count: stops.length })} · {t("units.days", { count: totalDays(stops, trip ?? undefined) })}
                  {trip && (
                    <>
                      {" · "}
                      <CalendarDays className="inline size-3.5 align-[-2px]" aria-hidden />{" "}
                      {f.dateRange(trip.startDate, trip.endDate, t("itinerary.page.datesNotSet"))}
                    </>
                  )}
                </p>
              </div>
              <Badge variant="secondary">{t("units.stops", { count: stops.length })}</Badge>
              {canWrite && (
                <Button onClick={openAdd}>
                  <Plus /> {t("itinerary.page.addCity")}
                </Button>
              )}
              {trip && (
                <div className="flex w-full flex-wrap gap-2 border-t pt-4" role="group" aria-label={t("itinerary.print.group")}>
                  <Button type="button" variant="outline" size="sm" onClick={() => window.print()}>
                    <Printer /> {t("itinerary.print.print")}
                  </Button>
                  <Button asChild variant="outline" size="sm">
                    <a href={apiUrl("/api/trips/{tripId}/export.pdf", { tripId: trip.id })} download data-testid="export-pdf">
                      <FileDown /> {t("itinerary.print.exportPdf")}
                    </a>
                  </Button>
                </div>
              )}
            </Card>

            <Tabs key={day ?? ""} defaultValue={day ? "days" : "cities"} className="grid gap-4">
              <TabsList aria-label={t("itinerary.days.views")} className="justify-self-start">
                <TabsTrigger value="cities">{t("itinerary.days.tabCities")}</TabsTrigger>
                <TabsTrigger value="days">{t("itinerary.days.tabDays")}</TabsTrigger>
              </TabsList>
              <TabsContent value="days">{trip && <DaysView trip={trip} day={day} />}</TabsContent>
              <TabsContent value="cities" className="grid gap-3">
            {loading ? (
              <LoadingBars label={t("itinerary.page.loading")} className="gap-3" bars="h-28 rounded-xl" testId="itinerary-skeleton" />
            ) : itinerary.isError ? (
              <Card className="p-6 text-sm text-destructive">{t("itinerary.page.loadFailed")}</Card>
            ) : stops.length === 0 ? (
              <Card className="flex flex-col items-center gap-3 p-10 text-center">
                <MapPin className="size-10 text-muted-foreground" aria-hidden />
                <h2 className="text-lg font-semibold">{t("itinerary.page.empty")}</h2>
                <p className="max-w-sm text-sm text-muted-foreground">
                  {t("itinerary.page.emptyHint")}
                </p>
                {canWrite && (
                  <Button onClick={openAdd}>
                    <Plus /> {t("itinerary.page.addFirst")}
                  </Button>
                )}
              </Card>
            ) : (
              <ol className="grid gap-3" aria-label={t("itinerary.page.stops")}>
                {stops.map((stop, index) => (
                  <li key={stop.item.id}>
                    <Card className="flex gap-4 p-4 sm:p-5" data-testid="itinerary-stop">
                      <span
                        aria-label={t("itinerary.page.stop", { number: index + 1 })}
                        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
                      >
                        {index + 1}
                      </span>
                      <div className="min-w-0 flex-1">
                        <div className="flex flex-wrap items-center gap-2">
                          <h3 className="font-semibold break-words">{stop.city}</h3>
                          <span className="text-sm text-muted-foreground">{stop.country}</span>
                          {stop.role === "start" && <Badge variant="success">{t("itinerary.page.start")}</Badge>}
                          {stop.role === "end" && <Badge variant="accent">{t("itinerary.page.end")}</Badge>}
                          {/* No coordinates: neither the bundled cities nor the geocoder knew the name (a typo, or a very small place). */}
                          {stop.lat === null && (
                            <Badge variant="muted" title={t("itinerary.page.unverifiedHint")} data-testid="unverified-city">
                              {t("itinerary.page.unverified")}
                            </Badge>
                          )}
                        </div>
                        <p className="mt-1 text-sm text-muted-foreground">{stopDateLabel(stop, t, f)}</p>
                        {overlapping.get(stop.item.id) && (
                          <p className="mt-1 text-sm font-medium text-warning-foreground" data-testid="stay-overlap">
                            {t("itinerary.page.overlaps", { cities: overlapping.get(stop.item.id)!.join(", ") })}
                          </p>
                        )}
                        {stop.item.description && <p className="mt-2 text-sm break-words">{stop.item.description}</p>}
                        {pending.editing(stop.item.id) && <WaitingToSync className="mt-2" />}
                      </div>
                      {canWrite && (
                        <div className="flex shrink-0 items-start gap-1">
                          <Button
                            size="icon-sm"
                            variant="ghost"
                            aria-label={t("itinerary.page.edit", { city: stop.city })}
                            onClick={() => {
                              setEditing(stop.item);
                              setFormOpen(true);
                            }}
                          >
                            <Pencil />
                          </Button>
                          <Button size="icon-sm" variant="ghost" aria-label={t("itinerary.page.delete", { city: stop.city })} onClick={() => setDeleting(stop.item)}>
                            <Trash2 className="text-destructive" />
                          </Button>
                        </div>
                      )}
                    </Card>
                  </li>
                ))}
              </ol>
            )}
            <PendingCreates writes={pending.created.filter((w) => w.body?.locationId)} className="mt-3" />
              </TabsContent>
            </Tabs>

            <p className="flex items-start gap-2 rounded-lg bg-accent-soft/60 px-4 py-3 text-sm">
              <Lightbulb className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden />
              <span>
                <Trans
                  id="itinerary.page.tip"
                  values={{
                    map: (chunks) => (
                      <Link to="/map" className="font-medium text-primary underline-offset-4 hover:underline">
                        {chunks}
                      </Link>
                    ),
                  }}
                />
              </span>
            </p>
          </>
        )}
      </div>
      {trip && days.data && itinerary.data && reservations.data && <TripPrintSheet trip={trip} days={days.data} items={itinerary.data} reservations={reservations.data} />}
      {trip && <CityFormDialog trip={trip} item={editing} open={formOpen} onOpenChange={setFormOpen} />}
      {trip && <DeleteCityDialog tripId={trip.id} item={deleting} onOpenChange={(open) => !open && setDeleting(null)} />}
    </PageShell>
  );
}
