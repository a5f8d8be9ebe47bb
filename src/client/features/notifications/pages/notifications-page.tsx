// /notifications: the person's own notices across trips, newest first, with
// older ones a page at a time; live through the header's stream.
import { Bell } from "lucide-react";
import { PageShell } from "@/components/layout/page-header";
import { LoadingBars } from "@/components/loading-bars";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useT } from "@/lib/i18n";
import { useNotifications } from "../api/get-notifications";
import { useMarkRead } from "../api/mark-read";
import { NoticeRow } from "../components/notice-row";

export function NotificationsPage() {
  const t = useT();
  const notices = useNotifications();
  const markRead = useMarkRead();
  const items = notices.data?.pages.flatMap((p) => p.items) ?? [];
  const unread = notices.data?.pages[0]?.unread ?? 0;

  return (
    <PageShell title={t("layout.page.notifications")}>
      <div className="mx-auto grid w-full max-w-3xl gap-4 p-4 pb-24 sm:p-6 lg:pb-8">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <div className="min-w-0">
            <h2 className="text-xl font-semibold">{t("notifications.pageTitle")}</h2>
            <p className="text-sm text-muted-foreground">{t("notifications.pageIntro", { count: unread })}</p>
          </div>
          {unread > 0 && (
            <Button variant="outline" size="sm" onClick={() => markRead.mutate({ all: true })}>
              {t("notifications.markAllRead")}
            </Button>
          )}
        </div>
        <Card className="overflow-hidden p-0">
          {notices.isPending ? (
            <LoadingBars label={t("layout.notifications.loading")} bars="h-14" className="gap-2 p-4" />
          ) : notices.isError ? (
            <div className="flex flex-col items-center gap-3 p-6 text-center" role="alert">
              <p className="text-sm text-muted-foreground">{t("layout.notifications.loadFailed")}</p>
              <Button variant="outline" onClick={() => void notices.refetch()}>
                {t("layout.notifications.retry")}
              </Button>
            </div>
          ) : items.length === 0 ? (
            <div className="flex flex-col items-center gap-2 p-10 text-center">
              <Bell className="size-10 text-muted-foreground" aria-hidden />
              <p className="text-sm text-muted-foreground">{t("notifications.empty")}</p>
            </div>
          ) : (
            <ul className="divide-y" aria-label={t("notifications.all")}>
              {items.map((n) => (
                <NoticeRow key={n.id} notice={n} onOpen={(x) => x.readAt === null && markRead.mutate({ ids: [x.id] })} />
              ))}
            </ul>
          )}
        </Card>
        {notices.hasNextPage && (
          <Button variant="outline" className="justify-self-center" disabled={notices.isFetchingNextPage} onClick={() => void notices.fetchNextPage()}>
            {t("notifications.older")}
          </Button>
        )}
      </div>
    </PageShell>
  );
}
