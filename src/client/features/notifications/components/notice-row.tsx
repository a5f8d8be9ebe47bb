// One notice: its title and body in the reader's language, when, and its link.
import { Link } from "react-router";
import type { Notification } from "@shared/notifications";
import { useFormat } from "@/lib/format";
import { useTimeZone } from "@/lib/render-context";
import { useT } from "@/lib/i18n";
import { cn } from "@/lib/utils";

export function NoticeRow({ notice, onOpen }: { notice: Notification; onOpen: (notice: Notification) => void }) {
  const t = useT();
  const f = useFormat();
  const zone = useTimeZone();
  const unread = notice.readAt === null;
  return (
    <li data-testid="notice" data-unread={unread}>
      <Link
        to={notice.url}
        onClick={() => onOpen(notice)}
        className={cn("flex gap-3 px-4 py-3 outline-none hover:bg-muted/60 focus-visible:ring-2 focus-visible:ring-ring", unread && "bg-accent-soft/40")}
      >
        <span aria-hidden className={cn("mt-1.5 size-2 shrink-0 rounded-full", unread ? "bg-accent" : "bg-transparent")} />
        <span className="min-w-0 flex-1">
          <span className={cn("block text-sm break-words", unread && "font-semibold")}>{notice.title}</span>
          <span className="block text-xs break-words text-muted-foreground">{notice.body}</span>
          <span className="mt-1 block text-[11px] text-muted-foreground">
            <time dateTime={notice.createdAt}>{t("notifications.when", { date: f.instantDate(notice.createdAt, zone), time: f.clock(notice.createdAt, zone) })}</time>
            {unread && <span className="sr-only"> {t("notifications.unread")}</span>}
          </span>
        </span>
      </Link>
    </li>
  );
}
