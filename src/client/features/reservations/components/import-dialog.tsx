// Import bookings (docs/product/reservations-and-imports.md): drop confirmation e-mails, saved pages, PDF
// tickets, wallet passes and calendar files, or paste an e-mail's text; the
// server reads them (nothing saved) and each booking found is a card with
// every field editable, "already in this trip" on a duplicate (unticked), the
// reservation form's warning on a date outside the trip, and the original file
// kept on the reservation unless unticked. Add writes the ticked ones in one call.
import { useState, type DragEvent } from "react";
import { Upload, X } from "lucide-react";
import type { ImportCandidate, UnreadableFile } from "@shared/imports";
import { RESERVATION_TYPES, dateOutsideTrip, type ReservationType } from "@shared/reservation-rules";
import type { Trip } from "@shared/trips";
import { useTrip } from "@/features/trips";
import { useFormat } from "@/lib/format";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, STICKY_FOOTER } from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FilePickerButton } from "@/components/file-picker-button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { ApiError, errorDescription } from "@/lib/api";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useT, useFormMessage } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { useConfirmImport, useReadBookings } from "../api/import-bookings";
import { TYPE_META } from "../lib/display";

interface Draft {
  key: number;
  selected: boolean;
  type: ReservationType;
  name: string;
  reservationDate: string;
  reservationTime: string;
  endDate: string;
  confirmationNumber: string;
  address: string;
  city: string;
  country: string;
  cost: string;
  currency: string;
  description: string;
  flightNumber: string | null;
  uploadId: string | null;
  duplicateOf: string | null;
  /** What the card does not edit but the booking keeps: where a journey leaves and arrives, its arrival time, seat, carriage, platform. */
  journey: Pick<ImportCandidate, "endTime" | "from" | "to" | "seat" | "carriage" | "platform">;
}

const ACCEPT = ".eml,.html,.htm,.pdf,.pkpass,.ics,.txt,message/rfc822,text/html,application/pdf,application/vnd.apple.pkpass,text/calendar,text/plain";

function toDraft(c: ImportCandidate, key: number): Draft {
  return {
    key,
    // A duplicate, or a booking without a date, is shown but not added unless ticked.
    selected: c.duplicateOf === null && c.reservationDate !== null,
    type: c.type,
    name: c.name,
    reservationDate: c.reservationDate ?? "",
    reservationTime: c.reservationTime ?? "",
    endDate: c.endDate ?? "",
    confirmationNumber: c.confirmationNumber ?? "",
    address: c.address ?? "",
    city: c.location?.city ?? "",
    country: c.location?.country ?? "",
    cost: c.cost ?? "",
    currency: c.currency ?? "",
    description: c.description ?? "",
    flightNumber: c.flightNumber,
    uploadId: c.uploadId,
    duplicateOf: c.duplicateOf,
    journey: { endTime: c.endTime, from: c.from, to: c.to, seat: c.seat, carriage: c.carriage, platform: c.platform },
  };
}

const orNull = (v: string) => (v.trim() === "" ? null : v.trim());

function toCandidate(d: Draft) {
  return {
    type: d.type,
    name: d.name,
    reservationDate: d.reservationDate,
    reservationTime: orNull(d.reservationTime),
    endDate: orNull(d.endDate),
    confirmationNumber: orNull(d.confirmationNumber),
    address: orNull(d.address),
    location: { city: orNull(d.city), country: orNull(d.country) },
    cost: orNull(d.cost),
    currency: orNull(d.currency),
    description: orNull(d.description),
    flightNumber: d.flightNumber,
    uploadId: d.uploadId,
    ...d.journey,
  };
}

export function ImportDialog({ tripId, open, onOpenChange }: { tripId: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  const translate = useFormMessage();
  const read = useReadBookings(tripId);
  const confirm = useConfirmImport(tripId);
  const trip = useTrip(tripId).data;
  const [files, setFiles] = useState<File[]>([]);
  const [text, setText] = useState("");
  const [dragging, setDragging] = useState(false);
  const [drafts, setDrafts] = useState<Draft[] | null>(null);
  const [unreadable, setUnreadable] = useState<UnreadableFile[]>([]);
  /** Uploads whose original is NOT to be kept (kept by default). */
  const [dropOriginals, setDropOriginals] = useState<Set<string>>(new Set());
  /** Confirm's field errors, by draft key. */
  const [cardErrors, setCardErrors] = useState<Record<number, string>>({});

  const reset = () => {
    setFiles([]);
    setText("");
    setDrafts(null);
    setUnreadable([]);
    setDropOriginals(new Set());
    setCardErrors({});
    read.reset();
    confirm.reset();
  };
  const close = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };

  const addFiles = (list: FileList | null) => {
    if (!list) return;
    setFiles((prev) => [...prev, ...Array.from(list)]);
  };
  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setDragging(false);
    addFiles(e.dataTransfer.files);
  };

  const onRead = async () => {
    try {
      const results = [];
      if (files.length) results.push(await read.mutateAsync({ files }));
      if (text.trim()) results.push(await read.mutateAsync({ text }));
      const candidates = results.flatMap((r) => r.candidates);
      setDrafts(candidates.map(toDraft));
      setUnreadable(results.flatMap((r) => r.unreadable));
    } catch (error) {
      notifyError(error, t("common.error"), errorDescription(error, t("reservations.import.readFailed")));
    }
  };

  const update = (key: number, patch: Partial<Draft>) => setDrafts((prev) => prev?.map((d) => (d.key === key ? { ...d, ...patch } : d)) ?? null);
  const chosen = drafts?.filter((d) => d.selected) ?? [];

  const onConfirm = () => {
    setCardErrors({});
    const keep = [...new Set(chosen.map((d) => d.uploadId).filter((id): id is string => !!id && !dropOriginals.has(id)))];
    confirm.mutate(
      { candidates: chosen.map(toCandidate), keepOriginals: keep },
      {
        onSuccess: (created) => {
          notifySuccess(t("reservations.import.added", { count: created.length }));
          close(false);
        },
        onError: (error) => {
          // "candidates.2.reservationDate" → the third ticked card.
          if (error instanceof ApiError && error.fields) {
            const errors: Record<number, string> = {};
            for (const [field, message] of Object.entries(error.fields)) {
              const m = /^candidates\.(\d+)\./.exec(field);
              const draft = m ? chosen[Number(m[1])] : undefined;
              if (draft) errors[draft.key] ??= translate(message);
            }
            setCardErrors(errors);
          }
          notifyError(error, t("common.error"), errorDescription(error, t("reservations.import.addFailed")));
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t("reservations.import.title")}</DialogTitle>
          <DialogDescription>{t("reservations.import.description")}</DialogDescription>
        </DialogHeader>

        {drafts === null ? (
          <div className="flex flex-col gap-4">
            <div
              data-testid="import-drop-zone"
              onDragOver={(e) => {
                e.preventDefault();
                setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={onDrop}
              className={cn(
                "flex flex-col items-center gap-2 rounded-xl border-2 border-dashed p-6 text-center text-sm text-muted-foreground",
                dragging && "border-primary bg-primary/5",
              )}
            >
              <Upload className="size-6" aria-hidden />
              <p>{t("reservations.import.dropHere")}</p>
              <FilePickerButton label={t("reservations.import.choose")} accept={ACCEPT} onFiles={addFiles} size="sm" />
            </div>
            {files.length > 0 && (
              <ul className="flex flex-col gap-1 text-sm" aria-label={t("reservations.import.chosen")}>
                {files.map((f, i) => (
                  <li key={`${f.name}-${i}`} className="flex items-center justify-between gap-2 rounded-md bg-muted px-3 py-1.5">
                    <span className="truncate">{f.name}</span>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={t("reservations.import.remove", { name: f.name })}
                      onClick={() => setFiles((prev) => prev.filter((_, j) => j !== i))}
                    >
                      <X />
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            <div className="flex flex-col gap-2">
              <Label htmlFor="import-text">{t("reservations.import.pasteLabel")}</Label>
              <Textarea id="import-text" rows={5} value={text} onChange={(e) => setText(e.target.value)} />
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => close(false)}>
                {t("common.close")}
              </Button>
              <Button type="button" onClick={onRead} disabled={read.isPending || (files.length === 0 && !text.trim())}>
                {read.isPending ? t("reservations.import.reading") : t("reservations.import.read")}
              </Button>
            </DialogFooter>
          </div>
        ) : (
          <div className="flex flex-col gap-4">
            <p className="text-sm font-medium" role="status">
              {drafts.length ? t("reservations.import.found", { count: drafts.length }) : t("reservations.import.nothingFound")}
            </p>
            {unreadable.length > 0 && (
              <div className="rounded-md border border-warning-border bg-warning p-3 text-sm text-warning-foreground">
                <p className="font-medium">{t("reservations.import.unreadable")}</p>
                <ul className="mt-1 list-disc ps-5" data-testid="import-unreadable">
                  {unreadable.map((u, i) => (
                    <li key={i}>
                      <span className="font-medium">{u.file}</span>: {translate(u.message)}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <ul className="flex flex-col gap-3">
              {drafts.map((d) => (
                <li key={d.key}>
                  <CandidateCard
                    draft={d}
                    trip={trip}
                    error={cardErrors[d.key]}
                    keepOriginal={d.uploadId !== null && !dropOriginals.has(d.uploadId)}
                    onKeepOriginal={(keep) =>
                      setDropOriginals((prev) => {
                        const next = new Set(prev);
                        if (keep) next.delete(d.uploadId!);
                        else next.add(d.uploadId!);
                        return next;
                      })
                    }
                    onChange={(patch) => update(d.key, patch)}
                  />
                </li>
              ))}
            </ul>
            {/* However many bookings were found, Back and Add stay in view: the body scrolls under them. */}
            <DialogFooter className={STICKY_FOOTER}>
              <Button type="button" variant="outline" onClick={() => setDrafts(null)}>
                {t("reservations.import.back")}
              </Button>
              <Button type="button" onClick={onConfirm} disabled={confirm.isPending || chosen.length === 0}>
                {confirm.isPending ? t("reservations.form.adding") : t("reservations.import.confirm", { count: chosen.length })}
              </Button>
            </DialogFooter>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function CandidateCard({
  draft: d,
  trip,
  error,
  keepOriginal,
  onKeepOriginal,
  onChange,
}: {
  draft: Draft;
  trip: Trip | undefined;
  error?: string;
  keepOriginal: boolean;
  onKeepOriginal: (keep: boolean) => void;
  onChange: (patch: Partial<Draft>) => void;
}) {
  const t = useT();
  const f = useFormat();
  const id = (field: string) => `import-${d.key}-${field}`;
  // The same rule as the reservation form, on the dates as edited here.
  const outside = dateOutsideTrip(trip, [d.reservationDate, d.endDate]);
  const Icon = TYPE_META[d.type].icon;
  const field = (name: keyof Draft, label: string, type = "text", className = "") => (
    <div className={cn("flex flex-col gap-1", className)}>
      <Label htmlFor={id(name)} className="text-xs">
        {label}
      </Label>
      <Input id={id(name)} type={type} value={String(d[name] ?? "")} onChange={(e) => onChange({ [name]: e.target.value } as Partial<Draft>)} />
    </div>
  );
  return (
    <fieldset
      data-testid="import-candidate"
      className={cn("flex flex-col gap-3 rounded-xl border p-4", d.selected ? "border-primary/50" : "opacity-80")}
    >
      <legend className="sr-only">{d.name}</legend>
      <div className="flex flex-wrap items-center gap-3">
        <span aria-hidden className={cn("flex size-8 items-center justify-center rounded-full", TYPE_META[d.type].tint)}>
          <Icon className="size-4" />
        </span>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" checked={d.selected} onChange={(e) => onChange({ selected: e.target.checked })} />
          {t("reservations.import.add", { name: d.name })}
        </label>
        {d.duplicateOf && (
          <span className="rounded-full bg-warning px-2 py-0.5 text-xs font-medium text-warning-foreground" data-testid="import-duplicate">
            {t("reservations.import.duplicate")}
          </span>
        )}
      </div>
      <div className="grid gap-3 sm:grid-cols-6">
        {field("name", t("reservations.form.name"), "text", "sm:col-span-4")}
        <div className="flex flex-col gap-1 sm:col-span-2">
          <Label htmlFor={id("type")} className="text-xs">
            {t("reservations.form.type")}
          </Label>
          <Select value={d.type} onValueChange={(v) => onChange({ type: v as ReservationType })}>
            <SelectTrigger id={id("type")}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {RESERVATION_TYPES.map((type) => (
                <SelectItem key={type} value={type}>
                  {t(TYPE_META[type].labelId)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        {field("reservationDate", t("reservations.form.date"), "date", "sm:col-span-2")}
        {field("reservationTime", t("reservations.form.time"), "time", "sm:col-span-2")}
        {field("endDate", t("reservations.form.endDate"), "date", "sm:col-span-2")}
        {field("confirmationNumber", t("reservations.form.confirmation"), "text", "sm:col-span-2")}
        {field("cost", t("reservations.form.cost"), "text", "sm:col-span-2")}
        {field("currency", t("reservations.import.currency"), "text", "sm:col-span-2")}
        {field("address", t("reservations.form.address"), "text", "sm:col-span-6")}
        {field("city", t("reservations.form.city"), "text", "sm:col-span-3")}
        {field("country", t("reservations.form.country"), "text", "sm:col-span-3")}
        {field("description", t("reservations.form.description"), "text", "sm:col-span-6")}
      </div>
      {outside && trip && (
        <p className="rounded-lg border border-warning-border bg-warning p-3 text-sm text-warning-foreground" role="status" data-testid="outside-trip-warning">
          {t("reservations.form.outsideTrip", { date: f.date(outside), trip: f.dateRange(trip.startDate, trip.endDate, "") })}
        </p>
      )}
      {d.uploadId && (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={keepOriginal} onChange={(e) => onKeepOriginal(e.target.checked)} />
          {t("reservations.import.keepOriginal")}
        </label>
      )}
      {error && (
        <p className="text-sm text-destructive" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
