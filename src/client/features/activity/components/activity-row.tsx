// One change of the trip: who (bold), what they did, what it was about, and when.
import type { ActivityEntry } from "@shared/activity";
import { displayName, initials } from "@shared/names";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import { useFormat } from "@/lib/format";
import { useTimeZone } from "@/lib/render-context";
import { useT } from "@/lib/i18n";
import { activityPhrase } from "../lib/describe";

export function ActivityRow({ entry, unseen = false }: { entry: ActivityEntry; unseen?: boolean }) {
  const t = useT();
  const f = useFormat();
  const zone = useTimeZone();
  const name = entry.by ? (entry.by.firstName || entry.by.lastName ? displayName(entry.by) : t("layout.activity.formerMember")) : t("layout.activity.someone");
  const { id, verb } = activityPhrase(entry);
  return (
    <li className="flex gap-3 px-4 py-3" data-testid="activity-entry">
      <Avatar className="size-8 shrink-0">
        <AvatarFallback>{entry.by ? initials(entry.by) : "?"}</AvatarFallback>
      </Avatar>
      <div className="min-w-0 flex-1">
        <p className="text-sm">
          <span className="font-semibold">{name}</span> {t(id, { action: verb })}
        </p>
        {entry.title && <p className="truncate text-xs text-muted-foreground">“{entry.title}”</p>}
        <p className="mt-1 text-[11px] text-muted-foreground">
          <time dateTime={entry.at}>{t("layout.activity.when", { date: f.instantDate(entry.at, zone), time: f.clock(entry.at, zone) })}</time>
          {unseen && <span className="ms-2 font-medium text-accent-soft-foreground">{t("layout.activity.newLabel")}</span>}
        </p>
      </div>
    </li>
  );
}
