// A day's world from the days read model: sunrise and sunset in its city's
// time, its country's public holidays, and, for a member whose clock is in
// another zone, the same times on their clock. The day view and the calendar
// both show this; neither computes it.
import { PartyPopper, Sunrise, Sunset } from "lucide-react";
import type { Day } from "@shared/days";
import { wallTimeIn } from "@shared/zones";
import { Badge } from "@/components/ui/badge";
import { useT } from "@/lib/i18n";
import { useTimeZone } from "@/lib/render-context";
import { usePreferences } from "@/features/profile";
import { cn } from "@/lib/utils";

/** The zone of the member's clock: the one chosen in their preferences, else the device's. */
export function useMemberZone(): string {
  const preferences = usePreferences();
  const device = useTimeZone();
  return preferences.data?.timeZone ?? device;
}

/** A wall time of the day's city on the member's clock ("16:30", or "16:30, Dec 9" on another date); null when the clocks agree. */
export function useOnMemberClock(day: Pick<Day, "date" | "city">): (time: string | null) => string | null {
  const zone = useMemberZone();
  const t = useT();
  return (time) => {
    if (!time || !day.city) return null;
    const mine = wallTimeIn({ date: day.date, time, timeZone: day.city.timeZone }, zone);
    if (mine.time === time && mine.date === day.date) return null;
    return t("world.yourTime", { time: mine.time, dayShift: mine.date < day.date ? "before" : mine.date > day.date ? "after" : "same" });
  };
}

export function DayWorld({ day, className }: { day: Pick<Day, "date" | "city" | "holidays">; className?: string }) {
  const t = useT();
  const mine = useOnMemberClock(day);
  if (!day.city && day.holidays.length === 0) return null;
  const sun = (time: string | null) => (time ? [time, mine(time)].filter(Boolean).join(" · ") : t("world.noSun"));
  return (
    <div className={cn("flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground", className)} data-testid="day-world">
      {day.city && (
        <>
          <span className="inline-flex items-center gap-1" data-testid="day-sunrise" title={t("world.sunrise")}>
            <Sunrise className="size-3.5" aria-hidden />
            <span className="sr-only">{t("world.sunrise")}</span>
            {sun(day.city.sunrise)}
          </span>
          <span className="inline-flex items-center gap-1" data-testid="day-sunset" title={t("world.sunset")}>
            <Sunset className="size-3.5" aria-hidden />
            <span className="sr-only">{t("world.sunset")}</span>
            {sun(day.city.sunset)}
          </span>
          <span>{t("world.localTime", { city: day.city.name })}</span>
        </>
      )}
      {day.holidays.map((h) => (
        <Badge key={h.name} variant="muted" className="h-auto max-w-full gap-1 px-1.5 py-0 text-start text-[11px] whitespace-normal" data-testid="day-holiday">
          <PartyPopper className="size-3" aria-hidden />
          {t("world.holiday", { name: h.name })}
        </Badge>
      ))}
    </div>
  );
}
