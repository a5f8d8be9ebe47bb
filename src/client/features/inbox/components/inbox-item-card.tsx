// One forwarded mail: its bookings, each to tick, the trip to add them to
// (the one covering their dates, chosen when there is one), Add and Dismiss.
import { useState } from "react";
import { Check, Mail } from "lucide-react";
import type { InboxItem } from "@shared/inbox";
import type { Trip } from "@shared/trips";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useFormat } from "@/lib/format";
import { useTimeZone } from "@/lib/render-context";
import { useT } from "@/lib/i18n";
import { useAddFromInbox, useDismissInboxItem } from "../api/inbox";

export function InboxItemCard({ item, trips }: { item: InboxItem; trips: Pick<Trip, "id" | "name">[] }) {
  const t = useT();
  const f = useFormat();
  const zone = useTimeZone();
  const add = useAddFromInbox();
  const dismiss = useDismissInboxItem();
  // Ticked at first: every booking with a date that does not repeat one already in its trip.
  const [chosen, setChosen] = useState<Set<number>>(
    () => new Set(item.candidates.flatMap((c, i) => (c.reservationDate && !c.duplicateOf ? [i] : []))),
  );
  const [tripId, setTripId] = useState<string>(() => item.candidates.find((c) => c.tripId)?.tripId ?? "");
  const pending = item.status === "new";
  const toggle = (i: number, on: boolean) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (on) next.add(i);
      else next.delete(i);
      return next;
    });
  const tripField = `inbox-${item.id}-trip`;

  return (
    <Card className="grid gap-3 p-4" data-testid="inbox-item">
      <div className="flex flex-wrap items-start gap-3">
        <Mail className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <div className="min-w-0 flex-1">
          <h3 className="font-medium break-words">{item.subject}</h3>
          <p className="text-xs break-words text-muted-foreground">
            {t("inbox.from", { from: item.from, when: t("notifications.when", { date: f.instantDate(item.receivedAt, zone), time: f.clock(item.receivedAt, zone) }) })}
          </p>
        </div>
        {!pending && (
          <span className="flex items-center gap-1 rounded-full bg-success-soft px-2 py-0.5 text-xs font-medium text-success-soft-foreground">
            <Check className="size-3" aria-hidden /> {t("inbox.added")}
          </span>
        )}
      </div>
      {item.candidates.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("inbox.none")}</p>
      ) : (
        <ul className="grid gap-2">
          {item.candidates.map((c, i) => (
            <li key={i} className="flex flex-wrap items-center gap-2 rounded-lg border px-3 py-2 text-sm" data-testid="inbox-candidate">
              <label className="flex min-w-0 flex-1 items-center gap-2">
                {pending && <input type="checkbox" checked={chosen.has(i)} disabled={!c.reservationDate} onChange={(e) => toggle(i, e.target.checked)} />}
                <span className="min-w-0 break-words font-medium">{c.name}</span>
              </label>
              <span className="text-xs text-muted-foreground">
                {t(`reservations.type.${c.type}`)} · {c.reservationDate ? f.date(c.reservationDate) : t("inbox.noDate")}
                {c.reservationTime ? ` ${c.reservationTime}` : ""}
              </span>
              {pending && c.duplicateOf && (
                <span className="rounded-full bg-warning px-2 py-0.5 text-xs font-medium text-warning-foreground" data-testid="inbox-duplicate">
                  {t("inbox.duplicate")}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {pending && (
        <div className="flex flex-wrap items-end gap-2">
          {item.candidates.length > 0 && (
            <div className="flex min-w-48 flex-1 flex-col gap-1">
              <Label htmlFor={tripField} className="text-xs">
                {t("inbox.trip")}
              </Label>
              <Select value={tripId} onValueChange={setTripId}>
                <SelectTrigger id={tripField}>
                  <SelectValue placeholder={t("inbox.chooseTrip")} />
                </SelectTrigger>
                <SelectContent>
                  {trips.map((trip) => (
                    <SelectItem key={trip.id} value={trip.id}>
                      {trip.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          )}
          {item.candidates.length > 0 && (
            <Button disabled={!tripId || chosen.size === 0 || add.isPending} onClick={() => add.mutate({ id: item.id, body: { tripId, candidates: [...chosen].sort((a, b) => a - b) } })}>
              {t("inbox.add")}
            </Button>
          )}
          <Button variant="outline" disabled={dismiss.isPending} onClick={() => dismiss.mutate(item.id)}>
            {t("inbox.dismiss")}
          </Button>
        </div>
      )}
    </Card>
  );
}
