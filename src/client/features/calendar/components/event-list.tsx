// A day's items as a list, from the days read model (as the Days view shows
// them): coloured dot, title, time or "All day", what it is (check-in, a
// place, a to-do…) and its address.
import { PendingCreates, WaitingToSync } from "@/components/waiting-to-sync";
import { usePendingWrites, type QueuedWrite } from "@/lib/offline-writes";
import type { DayItem } from "@shared/days";
import { cn } from "@/lib/utils";
import { TYPE_META } from "@/features/reservations";
import { barClass } from "../lib/month-grid";
import { useT, type Translate } from "@/lib/i18n";

export function timeLabel(item: Pick<DayItem, "startTime" | "endTime">, t: Translate): string {
  if (!item.startTime) return t("calendar.list.allDay");
  return item.endTime ? `${item.startTime} – ${item.endTime}` : item.startTime;
}

/** What the item is: a stay's end, a reservation's type, a place, a to-do. */
function kindLabel(item: DayItem, t: Translate): string {
  if (item.stay) return t(item.stay === "check-in" ? "calendar.list.checkIn" : "calendar.list.checkOut");
  if (item.kind === "reservation") return t(TYPE_META[item.reservationType ?? "other"].labelId);
  return t(`calendar.list.kind.${item.kind}`);
}

/** `created`: events made offline for this day, not on the server yet (they show as rows of their own). */
export function EventList({ items, empty, created = [] }: { items: readonly DayItem[]; empty: string; created?: readonly QueuedWrite[] }) {
  const t = useT();
  const pending = usePendingWrites({ edits: "/api/itinerary/" });
  if (items.length === 0 && created.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="grid gap-2">
      {items.map((item) => (
        <li key={item.id} className="flex items-start gap-3 rounded-lg border bg-card px-3 py-2" data-testid="day-event" data-kind={item.kind}>
          <span aria-hidden className={cn("mt-1.5 size-2.5 shrink-0 rounded-full", barClass(item))} />
          <div className="min-w-0 flex-1">
            <p className={cn("truncate text-sm font-medium", item.done && "line-through")}>{item.title}</p>
            <p className="text-xs text-muted-foreground">
              {timeLabel(item, t)} · {kindLabel(item, t)}
              {item.address && ` · ${item.address}`}
            </p>
            {pending.editing(item.id) && <WaitingToSync className="mt-1" />}
          </div>
        </li>
      ))}
      {created.length > 0 && (
        <li>
          <PendingCreates writes={created} />
        </li>
      )}
    </ul>
  );
}
