// The Calendar tab (docs/product/reservations-and-imports.md): a Sunday-first month grid with up to 2 events
// (blue) and 2 reservations (green) per day, then "+N more"; today ringed,
// days outside the month dimmed, days with items tinted. A day lists its items below.
import { useMemo, useState } from "react";
import {
  addDays,
  addMonths,
  endOfMonth,
  endOfWeek,
  format,
  isSameMonth,
  parseISO,
  startOfMonth,
  startOfWeek,
} from "date-fns";
import { ChevronLeft, ChevronRight } from "lucide-react";
import type { Reservation } from "@shared/reservations";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useToday } from "@/lib/render-context";
import { cn } from "@/lib/utils";
import { reservationDateLabel } from "../lib/display";
import { useT } from "@/lib/i18n";
import { useFormat } from "@/lib/format";

export interface CalendarEvent {
  id: string;
  title: string;
  startDate: string;
  endDate: string | null;
  startTime: string | null;
}

const MAX_PER_KIND = 2;
/** A long stay still shows on each of its days, but a typo'd end year does not flood the grid. */
const MAX_SPAN_DAYS = 62;

/** Every YYYY-MM-DD from start to end (inclusive), capped. */
function daysOf(start: string, end: string | null): string[] {
  const out = [start];
  if (!end || end <= start) return out;
  let d = parseISO(start);
  for (let i = 0; i < MAX_SPAN_DAYS; i++) {
    d = addDays(d, 1);
    const key = format(d, "yyyy-MM-dd");
    if (key > end) break;
    out.push(key);
  }
  return out;
}

function groupByDay<T>(items: readonly T[], span: (item: T) => string[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    for (const day of span(item)) {
      const list = map.get(day);
      if (list) list.push(item);
      else map.set(day, [item]);
    }
  }
  return map;
}

export function ReservationsCalendar({
  reservations,
  events,
  initialMonth,
}: {
  reservations: readonly Reservation[];
  events: readonly CalendarEvent[];
  /** YYYY-MM-DD inside the month to open on. */
  initialMonth: string;
}) {
  const [month, setMonth] = useState(() => startOfMonth(parseISO(initialMonth)));
  const [selected, setSelected] = useState<string | null>(null);
  const today = useToday();
  const t = useT();
  const f = useFormat();
  const weekdays = Array.from({ length: 7 }, (_, i) => f.weekdayShort((f.weekStartsOn + i) % 7));

  const resByDay = useMemo(() => groupByDay(reservations, (r) => daysOf(r.reservationDate, r.endDate)), [reservations]);
  const evByDay = useMemo(() => groupByDay(events, (e) => daysOf(e.startDate, e.endDate)), [events]);

  const days: Date[] = [];
  const week = { weekStartsOn: f.weekStartsOn };
  for (let d = startOfWeek(startOfMonth(month), week); d <= endOfWeek(endOfMonth(month), week); d = addDays(d, 1)) days.push(d);

  const selectedRes = selected ? (resByDay.get(selected) ?? []) : [];
  const selectedEv = selected ? (evByDay.get(selected) ?? []) : [];

  return (
    <div className="grid gap-4">
      <Card className="p-3 sm:p-5">
        <div className="mb-3 flex items-center justify-between gap-2">
          <h2 className="text-lg font-semibold" aria-live="polite">
            {f.monthYear(format(month, "yyyy-MM-dd"))}
          </h2>
          <div className="flex items-center gap-2">
            <span className="hidden items-center gap-3 text-xs text-muted-foreground sm:flex">
              <span className="flex items-center gap-1">
                <span className="size-2.5 rounded-sm bg-blue-500" aria-hidden /> {t("reservations.calendar.events")}
              </span>
              <span className="flex items-center gap-1">
                <span className="size-2.5 rounded-sm bg-emerald-500" aria-hidden /> {t("reservations.calendar.reservations")}
              </span>
            </span>
            <Button variant="outline" size="icon-sm" aria-label={t("reservations.calendar.previous")} onClick={() => setMonth((m) => addMonths(m, -1))}>
              <ChevronLeft />
            </Button>
            <Button variant="outline" size="icon-sm" aria-label={t("reservations.calendar.next")} onClick={() => setMonth((m) => addMonths(m, 1))}>
              <ChevronRight />
            </Button>
          </div>
        </div>
        <div className="grid grid-cols-7 gap-px overflow-hidden rounded-lg border bg-border text-xs" role="grid">
          {weekdays.map((w) => (
            <div key={w} role="columnheader" className="bg-muted/60 py-1.5 text-center font-medium text-muted-foreground">
              {w}
            </div>
          ))}
          {days.map((d) => {
            const key = format(d, "yyyy-MM-dd");
            const ev = evByDay.get(key) ?? [];
            const res = resByDay.get(key) ?? [];
            const more = Math.max(0, ev.length - MAX_PER_KIND) + Math.max(0, res.length - MAX_PER_KIND);
            const inMonth = isSameMonth(d, month);
            const has = ev.length + res.length > 0;
            return (
              <button
                key={key}
                type="button"
                role="gridcell"
                data-date={key}
                aria-label={t("reservations.calendar.day", { date: f.date(key), events: ev.length, reservations: res.length })}
                aria-selected={selected === key}
                onClick={() => setSelected((s) => (s === key ? null : key))}
                className={cn(
                  "flex min-h-16 min-w-0 flex-col gap-0.5 bg-card p-1 text-left outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset sm:min-h-24 sm:p-1.5",
                  has && "bg-emerald-50/70 dark:bg-emerald-950/40",
                  !inMonth && "bg-muted/40 text-muted-foreground/60",
                  selected === key && "ring-2 ring-primary ring-inset",
                )}
              >
                <span
                  className={cn(
                    "flex size-6 items-center justify-center rounded-full text-xs font-medium",
                    key === today && "bg-primary text-primary-foreground",
                  )}
                  aria-current={key === today ? "date" : undefined}
                >
                  {format(d, "d")}
                </span>
                {ev.slice(0, MAX_PER_KIND).map((e) => (
                  <span key={`e-${e.id}`} className="truncate rounded bg-blue-100 px-1 text-[11px] leading-4 text-blue-800 dark:bg-blue-950 dark:text-blue-200" data-kind="event">
                    {e.title}
                  </span>
                ))}
                {res.slice(0, MAX_PER_KIND).map((r) => (
                  <span
                    key={`r-${r.id}`}
                    className={cn(
                      "truncate rounded bg-emerald-100 px-1 text-[11px] leading-4 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200",
                      r.status === "cancelled" && "line-through opacity-70",
                    )}
                    data-kind="reservation"
                  >
                    {r.name}
                  </span>
                ))}
                {more > 0 && <span className="px-1 text-[11px] leading-4 text-muted-foreground">{t("reservations.calendar.more", { count: more })}</span>}
              </button>
            );
          })}
        </div>
      </Card>
      {selected && (
        <Card className="p-4 sm:p-5" aria-live="polite">
          <h3 className="mb-2 font-semibold">{f.date(selected)}</h3>
          {selectedEv.length + selectedRes.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("reservations.calendar.nothing")}</p>
          ) : (
            <ul className="grid gap-1.5 text-sm">
              {selectedEv.map((e) => (
                <li key={`e-${e.id}`} className="flex items-center gap-2">
                  <span className="size-2.5 shrink-0 rounded-sm bg-blue-500" aria-hidden />
                  <span className="truncate">{e.title}</span>
                  {e.startTime && <span className="text-muted-foreground">{e.startTime}</span>}
                </li>
              ))}
              {selectedRes.map((r) => (
                <li key={`r-${r.id}`} className="flex items-center gap-2">
                  <span className="size-2.5 shrink-0 rounded-sm bg-emerald-500" aria-hidden />
                  <span className="truncate">{r.name}</span>
                  <span className="text-muted-foreground">{reservationDateLabel(r, t, f)}</span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      )}
    </div>
  );
}
