// Notifications (/notifications, issue 27 item 6): the current trip's recent
// changes from its activity, newest first, with who and when; live.
import { useEffect } from "react";
import { Link } from "react-router";
import { Bell } from "lucide-react";
import type { Trip } from "@shared/trips";
import { PageShell } from "@/components/layout/page-header";
import { LoadingBars } from "@/components/loading-bars";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useCurrentTrip } from "@/features/trips";
import { useT } from "@/lib/i18n";
import { useActivity } from "../api/get-activity";
import { markSeen } from "../lib/seen";
import { ActivityRow } from "../components/activity-row";

/** The most the API gives at once. */
const ALL = 100;

export function NotificationsPage() {
  const { currentTrip, isLoading } = useCurrentTrip();
  const t = useT();
  return (
    <PageShell title={t("layout.page.notifications")}>
      <div className="mx-auto w-full max-w-3xl p-4 pb-24 sm:p-6 lg:pb-8">
        {isLoading ? (
          <Skeleton className="h-64 rounded-xl" />
        ) : !currentTrip ? (
          <Card className="flex flex-col items-center gap-3 p-10 text-center">
            <Bell className="size-10 text-muted-foreground" aria-hidden />
            <h2 className="text-lg font-semibold">{t("layout.notifications.noTrip")}</h2>
            <Button asChild>
              <Link to="/trips">{t("lists.page.goToTrips")}</Link>
            </Button>
          </Card>
        ) : (
          <TripActivity key={currentTrip.id} trip={currentTrip} />
        )}
      </div>
    </PageShell>
  );
}

function TripActivity({ trip }: { trip: Trip }) {
  const t = useT();
  const activity = useActivity(trip.id, ALL);
  const entries = activity.data ?? [];
  const newest = entries[0]?.at;
  // Seeing the whole list counts as having seen it.
  useEffect(() => {
    if (newest) markSeen(trip.id, newest);
  }, [trip.id, newest]);

  return (
    <div className="grid gap-4">
      <div className="min-w-0">
        <h2 className="text-xl font-semibold break-words">{t("layout.notifications.pageTitle", { name: trip.name })}</h2>
        <p className="text-sm text-muted-foreground">{t("layout.notifications.pageIntro", { count: ALL })}</p>
      </div>
      <Card className="overflow-hidden p-0">
        {activity.isPending ? (
          <LoadingBars label={t("layout.notifications.loading")} bars="h-14" className="gap-2 p-4" />
        ) : activity.isError ? (
          <div className="flex flex-col items-center gap-3 p-6 text-center" role="alert">
            <p className="text-sm text-muted-foreground">{t("layout.notifications.loadFailed")}</p>
            <Button variant="outline" onClick={() => void activity.refetch()}>
              {t("layout.notifications.retry")}
            </Button>
          </div>
        ) : entries.length === 0 ? (
          <div className="flex flex-col items-center gap-2 p-10 text-center">
            <Bell className="size-10 text-muted-foreground" aria-hidden />
            <p className="text-sm text-muted-foreground">{t("layout.notifications.empty")}</p>
          </div>
        ) : (
          <ul className="divide-y" aria-label={t("layout.notifications.all")}>
            {entries.map((entry) => (
              <ActivityRow key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
