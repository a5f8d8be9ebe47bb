// A day's items as a list: coloured dot, title, time or "All day", description.
import { PendingCreates, WaitingToSync } from "@/components/waiting-to-sync";
import { usePendingWrites, type QueuedWrite } from "@/lib/offline-writes";
import type { ItineraryItem } from "@shared/itinerary";
import { cn } from "@/lib/utils";
import { barClass } from "../lib/month-grid";
import { useT, type Translate } from "@/lib/i18n";

export function timeLabel(item: ItineraryItem, t: Translate): string {
  if (item.allDay || !item.startTime) return t("calendar.list.allDay");
  return item.endTime ? `${item.startTime} – ${item.endTime}` : item.startTime;
}

/** `created`: events made offline for this day, not on the server yet (they show as rows of their own). */
export function EventList({ items, empty, created = [] }: { items: readonly ItineraryItem[]; empty: string; created?: readonly QueuedWrite[] }) {
  const t = useT();
  const pending = usePendingWrites({ edits: "/api/itinerary/" });
  if (items.length === 0 && created.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="grid gap-2">
      {items.map((item) => (
        <li key={item.id} className="flex items-start gap-3 rounded-lg border bg-card px-3 py-2" data-testid="day-event">
          <span aria-hidden className={cn("mt-1.5 size-2.5 shrink-0 rounded-full", barClass(item))} />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium">{item.title}</p>
            <p className="text-xs text-muted-foreground">
              {timeLabel(item, t)}
              {item.location && ` · ${item.location.city}, ${item.location.country}`}
              {item.reservation && ` · ${item.reservation.name}`}
            </p>
            {item.description && <p className="mt-0.5 text-xs break-words text-muted-foreground">{item.description}</p>}
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
