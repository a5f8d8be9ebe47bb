// The checkbox that ticks an item: a native checkbox (keyboard and screen
// readers for free), disabled for whoever may not tick it.
import type { ListItem, ListKind } from "@shared/lists";
import { notifyError } from "@/lib/notify";
import { useT } from "@/lib/i18n";
import { useUpdateListItem } from "../api/update-item";

export function TickBox({ tripId, list, item, allowed }: { tripId: string; list: ListKind; item: ListItem; allowed: boolean }) {
  const update = useUpdateListItem(tripId, list);
  const t = useT();
  return (
    <input
      type="checkbox"
      className="size-5 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed disabled:opacity-50"
      checked={item.done}
      disabled={!allowed || update.isPending}
      aria-label={t(item.done ? "lists.item.untick" : "lists.item.tick", { text: item.text })}
      onChange={(e) =>
        update.mutate({ item, body: { done: e.target.checked } }, { onError: (error) => notifyError(error, t("common.error"), t("lists.item.tickFailed")) })
      }
    />
  );
}
