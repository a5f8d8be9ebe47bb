// The checkbox that ticks an item: a native checkbox (keyboard and screen
// readers for free), disabled for whoever may not tick it.
import { useState } from "react";
import type { ListItem, ListKind } from "@shared/lists";
import { notifyError } from "@/lib/notify";
import { useT } from "@/lib/i18n";
import { useUpdateListItem } from "../api/update-item";

export function TickBox({ tripId, list, item, allowed }: { tripId: string; list: ListKind; item: ListItem; allowed: boolean }) {
  const update = useUpdateListItem(tripId, list);
  const t = useT();
  // The tick just made, shown until the list's data has it. The data changes a moment after the click, not during
  // it: the optimistic update waits on cancelQueries, and TanStack Query tells React of a change on a timer. React
  // puts a controlled checkbox back to its value as the click ends, so without this the box showed unticked until
  // that timer ran — on a page busy right after a reload, long enough to look undone, or to be clicked again.
  const [made, setMade] = useState<boolean | null>(null);
  // The data has it: from here on the data decides (another member's change, a refusal putting it back).
  if (made !== null && item.done === made) setMade(null);
  const done = made ?? item.done;
  return (
    <input
      type="checkbox"
      className="size-5 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed disabled:opacity-50"
      checked={done}
      // Until the data has the tick, as while it is sent: a second click would be a second write over the same version.
      disabled={!allowed || update.isPending || made !== null}
      aria-label={t(done ? "lists.item.untick" : "lists.item.tick", { text: item.text })}
      onChange={(e) => {
        setMade(e.target.checked);
        update.mutate(
          { item, body: { done: e.target.checked } },
          {
            // Refused: the data is back to what it was (update-item.ts), and shows again. Not on success: a tick
            // queued offline succeeds within the click, before the data's own update has reached this row.
            onError: (error) => {
              setMade(null);
              notifyError(error, t("common.error"), t("lists.item.tickFailed"));
            },
          },
        );
      }}
    />
  );
}
