// Trip Calendar (/calendar, spec §2): month grid with Today and month
// navigation; clicking a day selects it, lists its events and (for editors)
// opens Add Event with that day prefilled. Also the calendar subscription.
import { useState } from "react";
import { CalendarPlus, Download, Rss } from "lucide-react";
import { formatCalendarDate } from "@shared/dates";
import { can } from "@shared/permissions";
import { PAGES } from "@shared/pages";
import { useToday } from "@/lib/render-context";
import { useCurrentTrip } from "@/features/trips";
import { NoTripCard, useItinerary } from "@/features/itinerary";
import { PageShell } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { EventDialog } from "../components/event-dialog";
import { EventList } from "../components/event-list";
import { MonthCalendar } from "../components/month-calendar";
import { SubscribeDialog } from "../components/subscribe-dialog";
import { itemsOnDay, monthOf } from "../lib/month-grid";

export function CalendarPage() {
  const { currentTrip: trip, isLoading } = useCurrentTrip();
  return (
    <PageShell title={PAGES.calendar.title}>
      <div className="mx-auto grid w-full max-w-5xl gap-5 p-4 pb-24 sm:p-6 lg:pb-8">
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
  const itinerary = useItinerary(trip.id);
  const items = itinerary.data ?? [];
  const canWrite = can(trip.myRole, "events.write");

  const clickDay = (date: string) => {
    setSelected(date);
    if (monthOf(date) !== month) setMonth(monthOf(date));
    if (canWrite) setAddOpen(true);
  };

  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <p className="flex-1 text-sm text-muted-foreground">
          {canWrite ? "Click a day to add an event on it." : "Click a day to see its events."}
        </p>
        <Button variant="outline" onClick={() => setSubscribeOpen(true)}>
          <Rss /> Subscribe
        </Button>
        <Button asChild variant="outline">
          <a href={`/api/trips/${trip.id}/calendar.ics`} download={`${trip.name}.ics`}>
            <Download /> Export .ics
          </a>
        </Button>
        {canWrite && (
          <Button onClick={() => setAddOpen(true)}>
            <CalendarPlus /> Add Event
          </Button>
        )}
      </div>
      <Card className="p-3 sm:p-5">
        {itinerary.isPending ? (
          <Skeleton className="h-80" />
        ) : (
          <MonthCalendar
            month={month}
            onMonthChange={setMonth}
            items={items}
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
                Today
              </Button>
            }
          />
        )}
      </Card>
      <Card className="grid gap-3 p-5" aria-live="polite">
        <h2 className="font-semibold">{selected ? formatCalendarDate(selected) : "Select a day"}</h2>
        {selected ? (
          <EventList items={itemsOnDay(items, selected)} empty="No events on this day." />
        ) : (
          <p className="text-sm text-muted-foreground">Click a day in the calendar to see its events.</p>
        )}
      </Card>
      <EventDialog trip={trip} date={selected} open={addOpen} onOpenChange={setAddOpen} />
      <SubscribeDialog tripId={trip.id} open={subscribeOpen} onOpenChange={setSubscribeOpen} />
    </>
  );
}
