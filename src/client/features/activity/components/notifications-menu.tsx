// The header bell (issue 27 item 6): the current trip's latest changes from
// its activity, live (each change the activity keeps refetches them), with a
// count of what others changed since the member last opened it on this
// device. "View all notifications" opens the full list (/notifications).
import { Bell } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { useUser } from "@/features/auth";
import { useCurrentTrip } from "@/features/trips";
import { useT } from "@/lib/i18n";
import { useActivity } from "../api/get-activity";
import { isUnseen, newSince, unseenCount } from "../lib/describe";
import { markSeen, useSeenAt } from "../lib/seen";
import { ActivityRow } from "./activity-row";

/** How many the menu shows; the page shows more. */
const LATEST = 5;
/** How many it reads, to count what is new (the badge shows 9+ beyond). */
const READ = 20;

export function NotificationsMenu() {
  const t = useT();
  const { currentTrip } = useCurrentTrip();
  const { data: user } = useUser();
  const tripId = currentTrip?.id;
  const activity = useActivity(tripId, READ);
  const seenAt = useSeenAt(tripId);
  const joinedAt = currentTrip?.members.find((m) => m.user.id === user?.id)?.joinedAt ?? null;
  const since = newSince(seenAt, joinedAt);
  const entries = activity.data ?? [];
  const unseen = unseenCount(entries, since, user?.id ?? "");

  return (
    <Popover
      onOpenChange={(open) => {
        // Closing marks what was shown as seen, so it stays marked "new" while open.
        if (!open && tripId && entries[0]) markSeen(tripId, entries[0].at);
      }}
    >
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={t("layout.notifications.label", { count: unseen })} data-testid="notifications-bell">
          <Bell className="!size-5" />
          {unseen > 0 && (
            // A pill at the button's corner, beside the bell rather than on it ("9+" is wider than one digit).
            <span
              aria-hidden
              className="absolute -top-1 -right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-accent px-1 text-[10px] leading-none font-bold text-accent-foreground ring-2 ring-card"
            >
              {unseen > 9 ? "9+" : unseen}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-[min(22rem,calc(100vw-1rem))] p-0">
        <div className="flex items-center justify-between border-b px-4 py-3">
          <h2 className="text-sm font-semibold">{t("layout.notifications.title")}</h2>
          {unseen > 0 && (
            <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-medium text-accent-soft-foreground">
              {t("layout.notifications.new", { count: unseen })}
            </span>
          )}
        </div>
        {!tripId ? (
          <p className="px-4 py-6 text-center text-sm text-muted-foreground">{t("layout.notifications.noTrip")}</p>
        ) : activity.isPending ? (
          <p className="px-4 py-6 text-center text-sm text-muted-foreground" aria-busy="true">
            {t("layout.notifications.loading")}
          </p>
        ) : activity.isError ? (
          <div className="flex flex-col items-center gap-2 px-4 py-6 text-center" role="alert">
            <p className="text-sm text-muted-foreground">{t("layout.notifications.loadFailed")}</p>
            <Button variant="outline" size="sm" onClick={() => void activity.refetch()}>
              {t("layout.notifications.retry")}
            </Button>
          </div>
        ) : entries.length === 0 ? (
          <p className="px-4 py-6 text-center text-sm text-muted-foreground">{t("layout.notifications.empty")}</p>
        ) : (
          <ul className="max-h-[60dvh] divide-y overflow-y-auto" aria-label={t("layout.notifications.latest")}>
            {entries.slice(0, LATEST).map((entry) => (
              <ActivityRow key={entry.id} entry={entry} unseen={isUnseen(entry, since, user?.id ?? "")} />
            ))}
          </ul>
        )}
        {tripId && (
          <div className="border-t p-2">
            <PopoverClose asChild>
              <Button variant="ghost" size="sm" className="w-full text-primary" asChild>
                <Link to="/notifications">{t("layout.notifications.viewAll")}</Link>
              </Button>
            </PopoverClose>
          </div>
        )}
      </PopoverContent>
    </Popover>
  );
}
