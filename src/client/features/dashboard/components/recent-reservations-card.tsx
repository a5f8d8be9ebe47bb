// Dashboard card (docs/product/reservations-and-imports.md): the trip's most recently added reservations,
// linking to /reservations.
import { Link } from "react-router";
import { ChevronRight, Plane, Ticket } from "lucide-react";
import type { Trip } from "@shared/trips";
import {
  ReservationStatusBadge,
  TYPE_META,
  costLabel,
  reservationDateLabel,
  useReservations,
} from "@/features/reservations";
import { quotesPath } from "@/features/quotes";
import { Card, CardContent, CardFooter } from "@/components/ui/card";
import { IconCardHeader } from "@/components/widget-header";
import { LoadingBars } from "@/components/loading-bars";
import { cn } from "@/lib/utils";
import { useT } from "@/lib/i18n";
import { useFormat } from "@/lib/format";

const SHOWN = 4;

export function RecentReservationsCard({ trip }: { trip: Trip }) {
  const { data, isPending, isError } = useReservations(trip.id);
  const t = useT();
  const f = useFormat();
  const recent = [...(data ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, SHOWN);

  return (
    <Card className="flex h-full flex-col">
      <IconCardHeader icon={Ticket} title={t("dashboard.recent.title")} titleClassName="min-w-0">
        <Link to="/reservations" className="flex shrink-0 items-center text-sm font-medium whitespace-nowrap text-primary hover:underline">
          {t("dashboard.recent.viewAll")} <ChevronRight className="size-4" aria-hidden />
        </Link>
      </IconCardHeader>
      <CardContent className="min-w-0 flex-1">
        {isPending ? (
          <LoadingBars label={t("dashboard.recent.loading")} className="gap-2" bars="h-12" />
        ) : isError ? (
          <p className="text-sm text-muted-foreground">{t("dashboard.recent.loadFailed")}</p>
        ) : recent.length === 0 ? (
          <div className="flex flex-col items-start gap-2">
            <p className="text-sm text-muted-foreground">{t("dashboard.recent.empty")}</p>
            <Link to="/reservations" className="text-sm font-medium text-primary hover:underline">
              {t("dashboard.recent.add")}
            </Link>
          </div>
        ) : (
          <ul className="grid grid-cols-[minmax(0,1fr)] gap-1">
            {recent.map((r) => {
              const meta = TYPE_META[r.type];
              const Icon = meta.icon;
              const cost = costLabel(r.cost, trip.currency, f);
              return (
                <li key={r.id}>
                  <Link
                    to="/reservations"
                    className="-mx-2 flex items-center gap-3 rounded-lg px-2 py-2 outline-none hover:bg-muted/60 focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <span aria-hidden className={cn("flex size-9 shrink-0 items-center justify-center rounded-lg", meta.tint)}>
                      <Icon className="size-4" />
                    </span>
                    {/* The card is narrow at 1280 wide: the name wraps (whole) and the date and the cost
                        each keep whole, the cost on the next line when they do not fit side by side. */}
                    <span className="min-w-0 flex-1">
                      <span className="block text-sm font-medium break-words">{r.name}</span>
                      <span className="flex flex-wrap gap-x-1.5 text-xs text-muted-foreground">
                        <span className="whitespace-nowrap">{reservationDateLabel(r, t, f)}</span>
                        {cost && <span className="font-medium whitespace-nowrap text-foreground tabular-nums">{cost}</span>}
                      </span>
                    </span>
                    <ReservationStatusBadge reservation={r} />
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
      <CardFooter>
        <Link to={quotesPath(trip.id)} className="flex items-center gap-1.5 text-sm font-medium text-primary hover:underline">
          <Plane className="size-4" aria-hidden /> {t("dashboard.recent.quotes")}
        </Link>
      </CardFooter>
    </Card>
  );
}
