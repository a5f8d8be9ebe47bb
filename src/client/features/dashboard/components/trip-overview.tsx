// The selected trip at a glance: name, dates, badge, budget and members.
import { Link } from "react-router";
import { ArrowRight, CalendarDays, Clock, Wallet } from "lucide-react";
import { tripDuration } from "@shared/dates";
import type { Trip } from "@shared/trips";
import { displayName } from "@shared/names";
import { MemberAvatars } from "@/components/member-avatars";
import { TripBadge } from "@/components/trip-badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useT } from "@/lib/i18n";
import { useFormat } from "@/lib/format";
import { ROLE_LABEL } from "@shared/permissions";


export function TripOverview({ trip }: { trip: Trip }) {
  const duration = tripDuration(trip.startDate, trip.endDate);
  const t = useT();
  const f = useFormat();
  const facts = [
    { icon: CalendarDays, label: t("dashboard.overview.dates"), value: f.dateRange(trip.startDate, trip.endDate, t("dashboard.overview.datesNotSet")) },
    { icon: Clock, label: t("dashboard.overview.duration"), value: duration === null ? t("units.notSet") : t("units.days", { count: duration }) },
    { icon: Wallet, label: t("dashboard.overview.budget"), value: trip.budget === null ? t("units.notSet") : f.money(trip.budget, trip.currency) },
  ];

  return (
    <Card className="overflow-hidden">
      <div aria-hidden className="h-2 bg-gradient-to-r from-primary via-primary/70 to-accent" />
      <div className="grid gap-6 p-5 sm:p-6 md:grid-cols-[1fr_auto]">
        <div className="min-w-0">
          <TripBadge startDate={trip.startDate} endDate={trip.endDate} />
          <h2 className="mt-2 text-2xl font-bold tracking-tight break-words">{trip.name}</h2>
          {trip.description && <p className="mt-1 text-muted-foreground break-words">{trip.description}</p>}
          <dl className="mt-5 grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3">
            {facts.map(({ icon: Icon, label, value }, i) => (
              // On phones the date range gets a full row; duration and budget share one.
              <div key={label} className={i === 0 ? "col-span-2 rounded-lg bg-muted/60 px-3 py-2.5 sm:col-span-1" : "rounded-lg bg-muted/60 px-3 py-2.5"}>
                <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
                  <Icon className="size-3.5" aria-hidden /> {label}
                </dt>
                <dd className="mt-0.5 text-sm font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="flex flex-col gap-3 md:min-w-52 md:border-s md:ps-6">
          <h3 className="text-sm font-semibold">{t("dashboard.overview.travelers")}</h3>
          <MemberAvatars members={trip.members} />
          <ul className="grid gap-0.5 text-sm text-muted-foreground">
            {trip.members.slice(0, 3).map((m) => (
              <li key={m.id} className="truncate">
                {displayName(m.user)} <span className="text-xs">· {t(ROLE_LABEL[m.role])}</span>
              </li>
            ))}
            {trip.members.length > 3 && <li className="text-xs">{t("dashboard.overview.more", { count: trip.members.length - 3 })}</li>}
          </ul>
          <Button asChild variant="outline" size="sm" className="mt-auto self-start">
            <Link to="/trips">
              {t("dashboard.overview.allTrips")} <ArrowRight />
            </Link>
          </Button>
        </div>
      </div>
    </Card>
  );
}
