// A month grid starting on the locale's first weekday (Sunday in English) with previous/next buttons; each day shows up to
// two coloured bars and "+N more" (docs/product/itinerary-and-days.md). Shared by the dashboard widget
// and the Calendar page.
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { ChevronLeft, ChevronRight, PartyPopper } from "lucide-react";
import type { Day } from "@shared/days";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { barClass, itemsOnDate, monthGrid, shiftMonth, visibleBars, worldOnDate } from "../lib/month-grid";
import { useT } from "@/lib/i18n";
import { useFormat } from "@/lib/format";


export interface MonthCalendarProps {
  month: string;
  onMonthChange: (month: string) => void;
  /** The trip's days (the days read model): each day shows its items. */
  days: readonly Day[];
  today: string;
  selected?: string | null;
  onDayClick?: (date: string) => void;
  /** Extra controls beside the month navigation (the page's Today button). */
  actions?: ReactNode;
  compact?: boolean;
}

export function MonthCalendar({ month, onMonthChange, days, today, selected, onDayClick, actions, compact }: MonthCalendarProps) {
  const t = useT();
  const f = useFormat();
  const weeks = monthGrid(month, f.weekStartsOn);
  const weekdays = Array.from({ length: 7 }, (_, i) => f.weekdayShort((f.weekStartsOn + i) % 7));
  const title = f.monthYear(`${month}-01`);
  // Whether days lie off to the right of the sideways-scrolling month (a phone): then a line under it says so.
  const scroller = useRef<HTMLDivElement>(null);
  const [moreRight, setMoreRight] = useState(false);
  const measure = useCallback(() => {
    const el = scroller.current;
    if (el) setMoreRight(el.scrollLeft + el.clientWidth < el.scrollWidth - 1);
  }, []);
  useEffect(() => {
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, [measure, month]);
  return (
    // minmax(0, 1fr): the sideways-scrolling month may not widen the page.
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3">
      <div className="flex items-center gap-2">
        <h3 className="flex-1 font-semibold" aria-live="polite" data-testid="calendar-month">
          {title}
        </h3>
        {actions}
        <Button size="icon-sm" variant="outline" aria-label={t("calendar.grid.previous")} onClick={() => onMonthChange(shiftMonth(month, -1))}>
          <ChevronLeft />
        </Button>
        <Button size="icon-sm" variant="outline" aria-label={t("calendar.grid.next")} onClick={() => onMonthChange(shiftMonth(month, 1))}>
          <ChevronRight />
        </Button>
      </div>
      {/* On a phone the month scrolls sideways (days wide enough to read a title on two lines) rather than cutting every title to "Sta…". */}
      <div className={cn("overflow-hidden rounded-lg border", !compact && "overflow-x-auto")} data-testid="month-grid-scroller" ref={scroller} onScroll={measure}>
      <div role="grid" aria-label={title} className={cn("grid", !compact && "min-w-[40rem] sm:min-w-0")}>
        <div role="row" className="grid grid-cols-7 border-b bg-muted/60">
          {weekdays.map((d) => (
            <div role="columnheader" key={d} className="py-1.5 text-center text-xs font-medium text-muted-foreground">
              {compact ? d[0] : d}
            </div>
          ))}
        </div>
        {weeks.map((week) => (
          <div role="row" key={week[0]!.date} className="grid grid-cols-7 border-b last:border-b-0">
            {week.map((day) => {
              const dayItems = itemsOnDate(days, day.date);
              const { holidays } = worldOnDate(days, day.date);
              const { shown, more } = visibleBars(dayItems);
              const isToday = day.date === today;
              const Tag = onDayClick ? "button" : "div";
              return (
                <Tag
                  role="gridcell"
                  key={day.date}
                  data-date={day.date}
                  aria-selected={selected === day.date || undefined}
                  {...(onDayClick ? { type: "button" as const, onClick: () => onDayClick(day.date) } : {})}
                  className={cn(
                    // relative: the visually hidden name stays inside the scrolling month, not beside the page.
                    "relative flex min-w-0 flex-col gap-0.5 border-e p-1 text-start last:border-e-0",
                    compact ? "min-h-14" : "min-h-16 sm:min-h-24",
                    !day.inMonth && "bg-muted/40 text-muted-foreground",
                    dayItems.length > 0 && day.inMonth && "bg-secondary/40",
                    selected === day.date && "ring-2 ring-primary ring-inset",
                    onDayClick && "cursor-pointer transition hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
                  )}
                >
                  {/* Named by its content (date, then the visible titles), so the name includes what is seen. */}
                  <span className="sr-only">
                    {dayItems.length ? t("calendar.grid.items", { date: day.date, count: dayItems.length }) : day.date}
                  </span>
                  <span
                    aria-hidden
                    className={cn(
                      "flex size-6 items-center justify-center rounded-full text-xs",
                      isToday && "bg-primary font-bold text-primary-foreground",
                    )}
                  >
                    {day.day}
                  </span>
                  {holidays.map((h) => (
                    <span key={h.name} title={t("world.holiday", { name: h.name })} className="flex items-center gap-0.5 text-[10px] leading-4 text-primary" data-testid="calendar-holiday">
                      <PartyPopper className="size-3 shrink-0" aria-hidden />
                      <span className={compact ? "sr-only" : "truncate"}>{t("world.holiday", { name: h.name })}</span>
                    </span>
                  ))}
                  {shown.map((item) => (
                    <span
                      key={item.id}
                      title={item.title}
                      className={cn("block rounded px-1 text-[10px] leading-4 break-words sm:text-[11px]", compact ? "truncate" : "line-clamp-2", barClass(item))}
                    >
                      {compact ? "\u00a0" : item.title}
                    </span>
                  ))}
                  {more > 0 && <span className="text-[10px] leading-4 text-muted-foreground">{t("calendar.grid.more", { count: more })}</span>}
                </Tag>
              );
            })}
          </div>
        ))}
      </div>
      </div>
      {!compact && moreRight && (
        <p className="flex items-center justify-end gap-1 text-xs text-muted-foreground" data-testid="month-scroll-cue">
          {t("calendar.grid.scrollCue")} <ChevronRight className="size-3.5" aria-hidden />
        </p>
      )}
    </div>
  );
}
