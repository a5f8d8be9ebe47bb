// Trip Calendar (/calendar, docs/product/itinerary-and-days.md): month grid with Today and month navigation;
// clicking a day selects it, lists its items and (for editors) opens Add Event
// with that day prefilled. Also the calendar subscription. Every day shows
// the days read model (GET …/days), as the Days view, the widget and the feed do.
import { usePendingWrites } from "@/lib/offline-writes";
import { useState } from "react";
import { CalendarPlus, Download, Rss } from "lucide-react";
import { can } from "@shared/permissions";
import { useToday } from "@/lib/render-context";
import { useCurrentTrip } from "@/features/trips";
import { NoTripCard, useDays } from "@/features/itinerary";
import { PageShell } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { EventDialog } from "../components/event-dialog";
import { EventList } from "../components/event-list";
import { MonthCalendar } from "../components/month-calendar";
import { SubscribeDialog } from "../components/subscribe-dialog";
import { itemsOnDate, monthOf, worldOnDate } from "../lib/month-grid";
import { DayWorld } from "@/features/itinerary";
import { useT } from "@/lib/i18n";
import { useFormat } from "@/lib/format";
import { apiUrl } from "@/lib/api";

export function CalendarPage() {
  const { currentTrip: trip, isLoading } = useCurrentTrip();
  const t = useT();
  return (
    <PageShell title={t("layout.page.calendar")}>
      <div className="mx-auto grid w-full max-w-5xl grid-cols-[minmax(0,1fr)] gap-5 p-4 pb-24 sm:p-6 lg:pb-8">
        {isLoading ? <Skeleton className="h-96 rounded-xl" /> : trip ? <TripCalendar key={trip.id} trip={trip} /> : <NoTripCard />}
      </div>
    </PageShell>
  );
}

function TripCalendar({ trip }: { trip: NonNullable<ReturnType<typeof useCurrentTrip>["currentTrip"]> }) {
  const today = useToday();
  const [month, setMonth] = useState(() => monthOf(trip.startDate ?? today));
  const [selected, setSelected] = useState<string | null>(null);
  const [addOpen, setAddOpen] = useState(false);
  const [subscribeOpen, setSubscribeOpen] = useState(false);
  const days = useDays(trip.id);
  const canWrite = can(trip.myRole, "events.write");
  const pending = usePendingWrites({ creates: apiUrl("/api/trips/{tripId}/itinerary", { tripId: trip.id }), edits: "/api/itinerary/" });
  const t = useT();
  const f = useFormat();

  const clickDay = (date: string) => {
    setSelected(date);
    if (monthOf(date) !== month) setMonth(monthOf(date));
    if (canWrite) setAddOpen(true);
  };

  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <p className="flex-1 text-sm text-muted-foreground">
          {t(canWrite ? "calendar.page.clickToAdd" : "calendar.page.clickToSee")}
        </p>
        <Button variant="outline" onClick={() => setSubscribeOpen(true)}>
          <Rss /> {t("calendar.page.subscribe")}
        </Button>
        <Button asChild variant="outline">
          <a href={apiUrl("/api/trips/{tripId}/calendar.ics", { tripId: trip.id })} download={`${trip.name}.ics`}>
            <Download /> {t("calendar.page.export")}
          </a>
        </Button>
        {canWrite && (
          <Button onClick={() => setAddOpen(true)}>
            <CalendarPlus /> {t("calendar.page.addEvent")}
          </Button>
        )}
      </div>
      <Card className="min-w-0 p-3 sm:p-5">
        {days.isPending ? (
          <Skeleton className="h-80" />
        ) : (
          <MonthCalendar
            month={month}
            onMonthChange={setMonth}
            days={days.data ?? []}
            today={today}
            selected={selected}
            onDayClick={clickDay}
            actions={
              <Button
                size="sm"
                variant="outline"
                onClick={() => {
                  setMonth(monthOf(today));
                  setSelected(today);
                }}
              >
                {t("calendar.page.today")}
              </Button>
            }
          />
        )}
      </Card>
      <Card className="grid gap-3 p-5" aria-live="polite">
        <h2 className="font-semibold">{selected ? f.date(selected) : t("calendar.page.selectDay")}</h2>
        {selected && <DayWorld day={worldOnDate(days.data ?? [], selected)} />}
        {selected ? (
          <EventList
            items={itemsOnDate(days.data ?? [], selected)}
            empty={t("calendar.page.noEvents")}
            created={pending.created.filter((w) => String(w.body?.startDate) <= selected && selected <= String(w.body?.endDate ?? w.body?.startDate))}
          />
        ) : (
          <p className="text-sm text-muted-foreground">{t("calendar.page.pickHint")}</p>
        )}
      </Card>
      <EventDialog trip={trip} date={selected} open={addOpen} onOpenChange={setAddOpen} />
      <SubscribeDialog tripId={trip.id} open={subscribeOpen} onOpenChange={setSubscribeOpen} />
    </>
  );
}
