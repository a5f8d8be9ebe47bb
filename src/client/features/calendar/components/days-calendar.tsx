// A trip's month with the selected day's items below, read-only: the Reservations page's Calendar tab. It reads
// the days read model like the Calendar page and the dashboard's widget (docs/product/itinerary-and-days.md), so
// places, stays and events show there too, not the reservations alone.
import { useState } from "react";
import { useDays } from "@/features/itinerary";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useToday } from "@/lib/render-context";
import { useFormat } from "@/lib/format";
import { useT } from "@/lib/i18n";
import { itemsOnDate, monthOf, worldOnDate } from "../lib/month-grid";
import { DayWorld } from "@/features/itinerary";
import { EventList } from "./event-list";
import { MonthCalendar } from "./month-calendar";

export function DaysCalendar({ tripId, startDate }: { tripId: string; startDate: string | null }) {
  const today = useToday();
  const [month, setMonth] = useState(() => monthOf(startDate ?? today));
  const [selected, setSelected] = useState<string | null>(null);
  const days = useDays(tripId);
  const t = useT();
  const f = useFormat();
  if (days.isPending) return <Skeleton className="h-96 rounded-xl" />;
  return (
    <>
      <Card className="min-w-0 p-3 sm:p-5">
        <MonthCalendar
          month={month}
          onMonthChange={setMonth}
          days={days.data ?? []}
          today={today}
          selected={selected}
          onDayClick={(date) => setSelected((s) => (s === date ? null : date))}
        />
      </Card>
      {selected && (
        <Card className="grid gap-3 p-4 sm:p-5" aria-live="polite">
          <h3 className="font-semibold">{f.date(selected)}</h3>
          <DayWorld day={worldOnDate(days.data ?? [], selected)} />
          <EventList items={itemsOnDate(days.data ?? [], selected)} empty={t("calendar.page.noEvents")} />
        </Card>
      )}
      {days.isError && <p className="text-sm text-muted-foreground">{t("calendar.days.loadFailed")}</p>}
    </>
  );
}
