// /inbox (docs/product/forwarding.md): the mails that arrived at the member's
// forwarding address, newest first, each with its bookings to add or dismiss.
// Live: the notice stream refreshes it when a mail arrives.
import { Inbox } from "lucide-react";
import { Link } from "react-router";
import { can } from "@shared/permissions";
import { PAGES } from "@shared/pages";
import { PageShell } from "@/components/layout/page-header";
import { LoadingBars } from "@/components/loading-bars";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useTrips } from "@/features/trips";
import { useT } from "@/lib/i18n";
import { useInbox } from "../api/inbox";
import { useForwarding } from "../api/forwarding";
import { InboxItemCard } from "../components/inbox-item-card";

export function InboxPage() {
  const t = useT();
  const inbox = useInbox();
  const trips = useTrips();
  // Without a forwarding address (the server receives no mail) the empty Inbox says so instead of pointing to one.
  const receives = useForwarding().data?.address !== null;
  const addable = (trips.data ?? []).filter((trip) => can(trip.myRole, "reservations.write"));

  return (
    <PageShell title={t("layout.page.inbox")}>
      <div className="mx-auto grid w-full max-w-3xl gap-4 p-4 pb-24 sm:p-6 lg:pb-8">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <div className="min-w-0">
            <h2 className="text-xl font-semibold">{t("inbox.title")}</h2>
            <p className="text-sm text-muted-foreground">{t("inbox.intro")}</p>
          </div>
          <Button asChild variant="outline" size="sm">
            <Link to={`${PAGES.profile.path}#forwarding`}>{t("inbox.settings")}</Link>
          </Button>
        </div>
        {inbox.isPending ? (
          <LoadingBars label={t("inbox.loading")} bars="h-24" className="gap-3" />
        ) : inbox.isError ? (
          <Card className="flex flex-col items-center gap-3 p-6 text-center" role="alert">
            <p className="text-sm text-muted-foreground">{t("inbox.loadFailed")}</p>
            <Button variant="outline" onClick={() => void inbox.refetch()}>
              {t("inbox.retry")}
            </Button>
          </Card>
        ) : inbox.data.length === 0 ? (
          <Card className="flex flex-col items-center gap-2 p-10 text-center">
            <Inbox className="size-10 text-muted-foreground" aria-hidden />
            <p className="text-sm text-muted-foreground">{receives ? t("inbox.empty") : t("profile.forwarding.off")}</p>
          </Card>
        ) : (
          inbox.data.map((item) => <InboxItemCard key={item.id} item={item} trips={addable} />)
        )}
      </div>
    </PageShell>
  );
}
