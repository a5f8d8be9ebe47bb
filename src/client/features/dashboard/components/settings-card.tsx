// Dashboard settings card (docs/product/screens.md): the selected trip's settings at a glance
// (currency, budget, the caller's role, notification switches) with the ways
// to change them: Edit Trip for admins, members, and the profile page.
import { useState } from "react";
import { Link } from "react-router";
import { Bell, ChevronRight, Pencil, Settings, Users } from "lucide-react";
import { currencySymbol } from "@shared/money";
import { can } from "@shared/permissions";
import type { Trip } from "@shared/trips";
import { usePreferences } from "@/features/profile";
import { TripFormDialog, preloadTripForm } from "@/features/trips";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { IconCardHeader } from "@/components/widget-header";
import { useT } from "@/lib/i18n";
import { useFormat } from "@/lib/format";
import { ROLE_LABEL } from "@shared/permissions";


export function SettingsCard({ trip }: { trip: Trip }) {
  const [editOpen, setEditOpen] = useState(false);
  const prefs = usePreferences();
  const on = prefs.data ? [prefs.data.email, prefs.data.push].filter(Boolean).length : null;
  const symbol = currencySymbol(trip.currency);
  const t = useT();
  const f = useFormat();
  const rows = [
    { label: t("dashboard.settings.currency"), value: symbol === trip.currency ? trip.currency : `${trip.currency} (${symbol})` },
    { label: t("dashboard.settings.budget"), value: trip.budget === null ? t("units.notSet") : f.money(trip.budget, trip.currency) },
    { label: t("dashboard.settings.role"), value: t(ROLE_LABEL[trip.myRole]) },
    { label: t("dashboard.settings.notifications"), value: on === null ? "…" : t("dashboard.settings.notificationsOn", { on, total: 2 }) },
  ];

  return (
    <Card className="flex h-full flex-col" data-testid="dashboard-settings">
      <IconCardHeader icon={Settings} title={t("dashboard.settings.title")} />
      <CardContent className="flex flex-1 flex-col gap-4">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
          {rows.map((r) => (
            <div key={r.label} className="min-w-0">
              <dt className="text-xs text-muted-foreground">{r.label}</dt>
              <dd className="truncate text-sm font-medium">{r.value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-auto flex flex-wrap gap-2">
          {can(trip.myRole, "trip.update") && (
            <Button
              size="sm"
              variant="outline"
              onClick={() => setEditOpen(true)}
              onPointerEnter={preloadTripForm}
              onFocus={preloadTripForm}
            >
              <Pencil /> {t("dashboard.settings.editTrip")}
            </Button>
          )}
          <Button asChild size="sm" variant="outline">
            <Link to="/family">
              <Users /> {t("dashboard.settings.members")}
            </Link>
          </Button>
          <Button asChild size="sm" variant="ghost">
            <Link to="/profile">
              <Bell /> {t("dashboard.settings.notifications")} <ChevronRight />
            </Link>
          </Button>
        </div>
      </CardContent>
      {can(trip.myRole, "trip.update") && <TripFormDialog open={editOpen} onOpenChange={setEditOpen} trip={trip} />}
    </Card>
  );
}
