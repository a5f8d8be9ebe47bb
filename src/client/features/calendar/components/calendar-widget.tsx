// Dashboard calendar (docs/product/itinerary-and-days.md): the month of the trip's start (or today's), bars per
// day, and today's schedule below — the days read model, as the Calendar page shows it.
import { useState } from "react";
import { Link } from "react-router";
import { CalendarDays } from "lucide-react";
import type { Trip } from "@shared/trips";
import { useDays } from "@/features/itinerary";
import { Button } from "@/components/ui/button";
import { useToday } from "@/lib/render-context";
import { Card } from "@/components/ui/card";
import { TileHeader } from "@/components/widget-header";
import { itemsOnDate, monthOf } from "../lib/month-grid";
import { EventList } from "./event-list";
import { MonthCalendar } from "./month-calendar";
import { useT } from "@/lib/i18n";

export function CalendarWidget({ trip }: { trip: Trip }) {
  const today = useToday();
  const [month, setMonth] = useState(() => monthOf(trip.startDate ?? today));
  const days = useDays(trip.id).data ?? [];
  const t = useT();
  return (
    <Card className="flex h-full flex-col gap-4 p-5" data-testid="dashboard-calendar">
      <TileHeader icon={CalendarDays} title={t("calendar.widget.title")}>
        <Button asChild size="sm" variant="outline">
          <Link to="/calendar">{t("calendar.widget.open")}</Link>
        </Button>
      </TileHeader>
      <MonthCalendar month={month} onMonthChange={setMonth} days={days} today={today} compact />
      <div className="grid gap-2">
        <h4 className="text-sm font-semibold">{t("calendar.widget.today")}</h4>
        <EventList items={itemsOnDate(days, today)} empty={t("calendar.widget.empty")} />
      </div>
    </Card>
  );
}
