// One trip in the My Trips grid. The whole card selects the trip; the menu
// button sits above the card's stretched click area.
import { CalendarDays, Clock, Copy, Pencil, Trash2, Wallet } from "lucide-react";
import { tripDuration } from "@shared/dates";
import { can } from "@shared/permissions";
import type { Trip } from "@shared/trips";
import { MemberAvatars } from "@/components/member-avatars";
import { TripBadge } from "@/components/trip-badge";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { ActionsMenu } from "@/components/actions-menu";
import { DropdownMenuItem, DropdownMenuSeparator } from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/utils";
import { useT } from "@/lib/i18n";
import { useFormat } from "@/lib/format";

export interface TripCardProps {
  trip: Trip;
  selected: boolean;
  onOpen: (trip: Trip) => void;
  onEdit: (trip: Trip) => void;
  onDelete: (trip: Trip) => void;
  onCopy: (trip: Trip) => void;
}

export function TripCard({ trip, selected, onOpen, onEdit, onDelete, onCopy }: TripCardProps) {
  const duration = tripDuration(trip.startDate, trip.endDate);
  const canUpdate = can(trip.myRole, "trip.update");
  const canDelete = can(trip.myRole, "trip.delete");
  const t = useT();
  const f = useFormat();

  return (
    <Card
      data-testid="trip-card"
      className={cn(
        "group relative flex w-full min-w-0 flex-col overflow-hidden transition hover:-translate-y-0.5 hover:shadow-md focus-within:ring-2 focus-within:ring-ring",
        selected && "border-primary/60 ring-1 ring-primary/40",
      )}
    >
      <div aria-hidden className="h-1.5 bg-gradient-to-r from-primary via-primary/70 to-accent" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="text-base leading-snug font-semibold">
              <button
                type="button"
                onClick={() => onOpen(trip)}
                className="text-start break-words outline-none after:absolute after:inset-0 after:content-['']"
              >
                {trip.name}
              </button>
            </h3>
            {selected && (
              <Badge variant="outline" className="mt-1 border-primary/40 text-primary">
                {t("trips.current")}
              </Badge>
            )}
          </div>
          <ActionsMenu label={t("trips.actionsFor", { name: trip.name })} className="relative z-10 text-muted-foreground">
              <DropdownMenuItem disabled={!canUpdate} onSelect={() => onEdit(trip)}>
                <Pencil /> {t("trips.edit")}
              </DropdownMenuItem>
              {/* Any member may copy: the copy is their own trip. */}
              <DropdownMenuItem onSelect={() => onCopy(trip)}>
                <Copy /> {t("trips.copy.menu")}
              </DropdownMenuItem>
              <DropdownMenuSeparator />
              <DropdownMenuItem variant="destructive" disabled={!canDelete} onSelect={() => onDelete(trip)}>
                <Trash2 /> {t("trips.delete")}
              </DropdownMenuItem>
              {!canUpdate && !canDelete && (
                <p className="max-w-52 px-2 pt-1 pb-1.5 text-xs text-muted-foreground">
                  {t("trips.adminsOnly")}
                </p>
              )}
            </ActionsMenu>
        </div>

        {trip.description ? (
          <p className="line-clamp-2 text-sm break-words text-muted-foreground">{trip.description}</p>
        ) : (
          <p className="text-sm text-muted-foreground italic">{t("trips.noDescription")}</p>
        )}

        <div>
          <TripBadge startDate={trip.startDate} endDate={trip.endDate} />
        </div>

        <dl className="grid gap-1.5 text-sm">
          <div className="flex items-center gap-2">
            <dt>
              <CalendarDays className="size-4 text-muted-foreground" aria-hidden />
              <span className="sr-only">{t("trips.dates")}</span>
            </dt>
            <dd>{f.dateRange(trip.startDate, trip.endDate, t("trips.datesNotSet"))}</dd>
          </div>
          {duration !== null && (
            <div className="flex items-center gap-2">
              <dt>
                <Clock className="size-4 text-muted-foreground" aria-hidden />
                <span className="sr-only">{t("trips.duration")}</span>
              </dt>
              <dd>{t("units.days", { count: duration })}</dd>
            </div>
          )}
          {trip.budget !== null && (
            <div className="flex items-center gap-2">
              <dt>
                <Wallet className="size-4 text-muted-foreground" aria-hidden />
                <span className="sr-only">{t("trips.budget")}</span>
              </dt>
              <dd>{f.money(trip.budget, trip.currency)}</dd>
            </div>
          )}
        </dl>

        <div className="mt-auto flex items-center justify-between border-t pt-3">
          <MemberAvatars members={trip.members} />
          <span className="text-xs text-muted-foreground">{t("units.members", { count: trip.members.length })}</span>
        </div>
      </div>
    </Card>
  );
}
