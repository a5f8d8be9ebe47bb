// One reservation (docs/product/reservations-and-imports.md): type icon, name, description, date and time,
// confirmation number, cost, notes, the caller's rating, the status badge and
// a menu with Edit, status changes and Delete (editors and admins only).
import { WaitingToSync } from "@/components/waiting-to-sync";
import { Clock, Hash, MapPin, Paperclip, Pencil, StickyNote, Trash2 } from "lucide-react";
import type { Reservation } from "@shared/reservations";
import { RESERVATION_STATUSES, type ReservationStatus } from "@shared/reservation-rules";
import { Card } from "@/components/ui/card";
import { Button } from "@/components/ui/button";
import { ActionsMenu } from "@/components/actions-menu";
import { DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator } from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/utils";
import { STATUS_MESSAGE, TYPE_META, costLabel, offersRating, reservationDatesLabel, durationLabel, journeyLabel, seatLabel } from "../lib/display";
import { RatingStars } from "./rating-stars";
import { ReservationStatusBadge } from "./status-badge";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import { displayName, initials } from "@shared/names";
import { useT } from "@/lib/i18n";
import { useFormat } from "@/lib/format";

export interface ReservationCardProps {
  /** Who is on it, named (members and guests; someone no longer in the trip is left out). */
  travellers: readonly { id: string | null; firstName: string | null; lastName: string | null }[];
  /** An edit made offline is waiting to be sent. */
  waiting?: boolean;
  reservation: Reservation;
  currency: string;
  canEdit: boolean;
  ratingPending: boolean;
  onRate: (rating: number | null) => void;
  onEdit: () => void;
  onStatus: (status: ReservationStatus) => void;
  onDelete: () => void;
  /** Opens the reservation's files (every member may). */
  onFiles: () => void;
}

export function ReservationCard({
  travellers,
  reservation: r,
  currency,
  canEdit,
  ratingPending,
  onRate,
  onEdit,
  onStatus,
  onDelete,
  onFiles,
  waiting,
}: ReservationCardProps) {
  const meta = TYPE_META[r.type];
  const Icon = meta.icon;
  const t = useT();
  const f = useFormat();
  const cost = costLabel(r.cost, currency, f);
  const place = [r.location?.city, r.location?.country].filter(Boolean).join(", ");
  const journey = journeyLabel(r, t);
  const seats = seatLabel(r, t);

  return (
    <Card
      className={cn("flex gap-3 p-4 sm:gap-4 sm:p-5", r.status === "cancelled" && "bg-muted/40")}
      data-testid="reservation-card"
      aria-label={r.name}
      role="article"
    >
      <span aria-hidden className={cn("flex size-10 shrink-0 items-center justify-center rounded-xl sm:size-12", meta.tint)}>
        <Icon className="size-5 sm:size-6" />
      </span>
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <h3 className={cn("font-semibold break-words", r.status === "cancelled" && "line-through decoration-1")}>{r.name}</h3>
            {r.description && <p className="text-sm break-words text-muted-foreground">{r.description}</p>}
            {waiting && <WaitingToSync className="mt-1" />}
            {travellers.length > 0 && (
              <ul className="mt-1.5 flex -space-x-1.5" aria-label={t("reservations.card.travellers", { names: travellers.map((p) => displayName(p)).join(", ") })} data-testid="travellers">
                {travellers.map((p) => (
                  <li key={p.id} title={displayName(p)}>
                    <Avatar className="size-7 border-2 border-card">
                      <AvatarFallback className="text-[0.65rem]">{initials(p)}</AvatarFallback>
                    </Avatar>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <ReservationStatusBadge reservation={r} />
          {canEdit && (
            <ActionsMenu label={t("reservations.card.actions", { name: r.name })}>
                <DropdownMenuItem onSelect={onEdit}>
                  <Pencil /> {t("actions.edit")}
                </DropdownMenuItem>
                <DropdownMenuSeparator />
                <DropdownMenuLabel>{t("reservations.card.status")}</DropdownMenuLabel>
                {RESERVATION_STATUSES.filter((s) => s !== r.status).map((s) => (
                  <DropdownMenuItem key={s} onSelect={() => onStatus(s)}>
                    {t("reservations.card.markAs", { status: t(STATUS_MESSAGE[s]) })}
                  </DropdownMenuItem>
                ))}
                <DropdownMenuSeparator />
                <DropdownMenuItem onSelect={onDelete} className="text-destructive focus:text-destructive">
                  <Trash2 /> {t("actions.delete")}
                </DropdownMenuItem>
              </ActionsMenu>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span className="flex items-center gap-1.5">
            <Clock className="size-3.5" aria-hidden />
            {reservationDatesLabel(r, t, f)}
          </span>
          {place && (
            <span className="flex min-w-0 items-center gap-1.5">
              <MapPin className="size-3.5 shrink-0" aria-hidden />
              <span className="truncate">{place}</span>
            </span>
          )}
          {r.confirmationNumber && (
            <span className="flex items-center gap-1.5">
              <Hash className="size-3.5" aria-hidden />
              {t("reservations.card.conf", { number: r.confirmationNumber })}
            </span>
          )}
          {cost && <span className="font-medium text-foreground tabular-nums">{cost}</span>}
        </div>
        {(journey || seats) && (
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground" data-testid="reservation-journey">
            {journey && <span className="break-words">{journey}</span>}
            {r.durationMinutes !== null && r.durationMinutes > 0 && <span className="font-medium text-foreground" data-testid="reservation-duration">{durationLabel(r.durationMinutes, t)}</span>}
            {seats && <span>{seats}</span>}
          </div>
        )}
        {r.notes && (
          <p className="flex items-start gap-1.5 text-sm break-words text-muted-foreground">
            <StickyNote className="mt-0.5 size-3.5 shrink-0" aria-hidden />
            <span>{r.notes}</span>
          </p>
        )}
        <div className="flex flex-wrap items-center justify-between gap-2">
          {offersRating(r) ? <RatingStars value={r.userRating} onChange={onRate} disabled={ratingPending} name={r.name} /> : <span />}
          <Button type="button" variant="ghost" size="sm" onClick={onFiles} aria-label={t("reservations.files.open", { name: r.name })}>
            <Paperclip /> {t("reservations.files.button", { count: r.fileCount })}
          </Button>
        </div>
      </div>
    </Card>
  );
}
