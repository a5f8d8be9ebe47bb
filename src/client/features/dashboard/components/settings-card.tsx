// Dashboard settings card (spec §2): the selected trip's settings at a glance
// (currency, budget, the caller's role, notification switches) with the ways
// to change them: Edit Trip for admins, members, and the profile page.
import { useState } from "react";
import { Link } from "react-router";
import { Bell, ChevronRight, Pencil, Settings, Users } from "lucide-react";
import { currencySymbol, formatMoney } from "@shared/money";
import { can } from "@shared/permissions";
import type { Trip } from "@shared/trips";
import { usePreferences } from "@/features/profile";
import { TripFormDialog, preloadTripForm } from "@/features/trips";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { IconCardHeader } from "@/components/widget-header";

const ROLE_LABEL = { admin: "Admin", editor: "Editor", viewer: "Viewer" } as const;

export function SettingsCard({ trip }: { trip: Trip }) {
  const [editOpen, setEditOpen] = useState(false);
  const prefs = usePreferences();
  const on = prefs.data ? [prefs.data.email, prefs.data.tripUpdates, prefs.data.reservationReminders].filter(Boolean).length : null;
  const symbol = currencySymbol(trip.currency);
  const rows = [
    { label: "Currency", value: symbol === trip.currency ? trip.currency : `${trip.currency} (${symbol})` },
    { label: "Trip budget", value: trip.budget === null ? "Not set" : formatMoney(trip.budget, trip.currency) },
    { label: "Your role", value: ROLE_LABEL[trip.myRole] },
    { label: "Notifications", value: on === null ? "…" : `${on} of 3 on` },
  ];

  return (
    <Card className="flex h-full flex-col" data-testid="dashboard-settings">
      <IconCardHeader icon={Settings} title="Trip Settings" />
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
              <Pencil /> Edit Trip
            </Button>
          )}
          <Button asChild size="sm" variant="outline">
            <Link to="/family">
              <Users /> Members
            </Link>
          </Button>
          <Button asChild size="sm" variant="ghost">
            <Link to="/profile">
              <Bell /> Notifications <ChevronRight />
            </Link>
          </Button>
        </div>
      </CardContent>
      {can(trip.myRole, "trip.update") && <TripFormDialog open={editOpen} onOpenChange={setEditOpen} trip={trip} />}
    </Card>
  );
}
