// A day's stops in order with the distance and time of each leg, "estimate"
// when no routing service answered (docs/product/itinerary-and-days.md).
import type { Day } from "@shared/days";
import { LegText } from "./leg-text";

export function DayLegs({ day }: { day: Day }) {
  const stops = day.items.filter((i) => i.place);
  const legTo = new Map(day.legs.map((l) => [l.toId, l]));
  return (
    <ol className="grid gap-2" data-testid="day-legs">
      {stops.map((s, k) => {
        const leg = legTo.get(s.id);
        return (
          <li key={s.id} className="grid gap-1">
            {leg && (
              <span className="ps-9 text-xs text-muted-foreground" data-testid="day-leg">
                <LegText leg={leg} />
              </span>
            )}
            <span className="flex items-center gap-3 text-sm">
              <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-[11px] font-bold text-primary-foreground">{k + 1}</span>
              <span className="truncate font-medium">{s.title}</span>
              {s.startTime && <span className="text-xs text-muted-foreground">{s.startTime}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
