// Dashboard card: the trip's recent changes by its members (ADR 037), newest
// first, live (each change the activity keeps refetches them). The header's
// bell is the person's own notices; this is what happened in the trip.
import { History } from "lucide-react";
import type { Trip } from "@shared/trips";
import { Card, CardContent } from "@/components/ui/card";
import { IconCardHeader } from "@/components/widget-header";
import { LoadingBars } from "@/components/loading-bars";
import { useT } from "@/lib/i18n";
import { useActivity } from "../api/get-activity";
import { ActivityRow } from "./activity-row";

const SHOWN = 6;

export function RecentChangesCard({ trip }: { trip: Trip }) {
  const t = useT();
  const activity = useActivity(trip.id);
  const entries = (activity.data ?? []).slice(0, SHOWN);
  return (
    <Card className="flex h-full flex-col" data-testid="recent-changes">
      <IconCardHeader icon={History} title={t("layout.notifications.all")} titleClassName="min-w-0" />
      <CardContent className="min-w-0 flex-1 px-0">
        {activity.isPending ? (
          <LoadingBars label={t("layout.notifications.loading")} className="gap-2 px-6" bars="h-12" />
        ) : activity.isError ? (
          <p className="px-6 text-sm text-muted-foreground">{t("layout.notifications.loadFailed")}</p>
        ) : entries.length === 0 ? (
          <p className="px-6 text-sm text-muted-foreground">{t("layout.notifications.empty")}</p>
        ) : (
          <ul className="divide-y" aria-label={t("layout.notifications.all")}>
            {entries.map((entry) => (
              <ActivityRow key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
