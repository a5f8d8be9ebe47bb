// The header bell: the person's own notices across trips with the unread
// count, live (NoticeStream). Opening one marks it read; "Mark all read" and
// "View all notifications" (/notifications) below.
import { useState } from "react";
import { Bell } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { useT } from "@/lib/i18n";
import { useNotifications } from "../api/get-notifications";
import { useMarkRead } from "../api/mark-read";
import { NoticeRow } from "./notice-row";
import { NoticeStream } from "./notice-stream";

/** How many the menu shows; the page shows them all. */
const LATEST = 5;

export function NotificationsMenu() {
  const t = useT();
  const notices = useNotifications();
  const markRead = useMarkRead();
  const [open, setOpen] = useState(false);
  const first = notices.data?.pages[0];
  const unread = first?.unread ?? 0;
  const items = first?.items.slice(0, LATEST) ?? [];

  return (
    <>
      <NoticeStream />
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button variant="ghost" size="icon" className="relative" aria-label={t("layout.notifications.label", { count: unread })} data-testid="notifications-bell">
            <Bell className="!size-5" />
            {unread > 0 && (
              <span
                aria-hidden
                data-testid="notifications-count"
                className="absolute -top-1 -end-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-accent px-1 text-[10px] leading-none font-bold text-accent-foreground ring-2 ring-card"
              >
                {unread > 9 ? "9+" : unread}
              </span>
            )}
          </Button>
        </PopoverTrigger>
        <PopoverContent align="end" className="w-[min(22rem,calc(100vw-1rem))] p-0">
          <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
            <h2 className="text-sm font-semibold">{t("layout.notifications.title")}</h2>
            {unread > 0 && (
              <Button variant="ghost" size="sm" className="h-7 text-primary" onClick={() => markRead.mutate({ all: true })}>
                {t("notifications.markAllRead")}
              </Button>
            )}
          </div>
          {notices.isPending ? (
            <p className="px-4 py-6 text-center text-sm text-muted-foreground" aria-busy="true">
              {t("layout.notifications.loading")}
            </p>
          ) : notices.isError ? (
            <div className="flex flex-col items-center gap-2 px-4 py-6 text-center" role="alert">
              <p className="text-sm text-muted-foreground">{t("layout.notifications.loadFailed")}</p>
              <Button variant="outline" size="sm" onClick={() => void notices.refetch()}>
                {t("layout.notifications.retry")}
              </Button>
            </div>
          ) : items.length === 0 ? (
            <p className="px-4 py-6 text-center text-sm text-muted-foreground">{t("notifications.empty")}</p>
          ) : (
            <ul className="max-h-[60dvh] divide-y overflow-y-auto" aria-label={t("notifications.latest")}>
              {items.map((n) => (
                <NoticeRow
                  key={n.id}
                  notice={n}
                  onOpen={(x) => {
                    setOpen(false);
                    if (x.readAt === null) markRead.mutate({ ids: [x.id] });
                  }}
                />
              ))}
            </ul>
          )}
          <div className="border-t p-2">
            <PopoverClose asChild>
              <Button variant="ghost" size="sm" className="w-full text-primary" asChild>
                <Link to="/notifications">{t("layout.notifications.viewAll")}</Link>
              </Button>
            </PopoverClose>
          </div>
        </PopoverContent>
      </Popover>
    </>
  );
}
