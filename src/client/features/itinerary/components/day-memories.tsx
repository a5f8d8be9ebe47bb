// A day's memories under its map (docs/product/memories.md): the members'
// journal entries and the day's photos together, adding photos (several at
// once), one's own entry with a mood, and a full-screen viewer that works by
// keyboard (←/→, Escape) and by swiping.
import { useRef, useState, type FormEvent, type PointerEvent } from "react";
import { AlertTriangle, ChevronLeft, ChevronRight, CloudUpload, Download, ImagePlus, RotateCcw, Trash2 } from "lucide-react";
import { can } from "@shared/permissions";
import { MOOD_EMOJI, type JournalEntry, type Photo } from "@shared/memories";
import type { Day } from "@shared/days";
import type { Trip } from "@shared/trips";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { notifyError } from "@/lib/notify";
import { useT } from "@/lib/i18n";
import { useFormat } from "@/lib/format";
import { useUser } from "@/features/auth";
import { MAX_WAITING_UPLOAD_BYTES, type QueuedWrite } from "@/lib/offline-writes";
import { fileSize } from "@/lib/format";
import { retryable, useDeleteJournal, useDeletePhoto, usePhotoUploads, useSaveJournal, useUpdatePhoto, useWaitingPhotos, type PhotoUpload } from "../api/memories";

const PHOTO_TYPES = "image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif";

export function DayMemories({ trip, day, days }: { trip: Trip; day: Day; days: readonly Day[] }) {
  const t = useT();
  const f = useFormat();
  const user = useUser().data;
  const uploads = usePhotoUploads(trip.id);
  const waiting = useWaitingPhotos(trip.id).filter((w) => w.form?.fields.date === day.date);
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState<number | null>(null);
  const mayAdd = can(trip.myRole, "memories.add");
  const sending = uploads.uploads.some((u) => u.status === "sending");

  /** Says how it went: how many were added, that they wait on the device, or that they could not be kept. */
  const report = (outcome: Awaited<ReturnType<typeof uploads.add>>) => {
    if ("added" in outcome) {
      if (outcome.added > 0) toast({ title: t("itinerary.memories.added", { count: outcome.added }) });
    } else if (!outcome.waiting) {
      toast({ title: t("common.error"), description: t("itinerary.memories.tooMuchWaiting", { size: fileSize(MAX_WAITING_UPLOAD_BYTES) }), variant: "destructive" });
    }
  };
  const onFiles = (files: FileList | null) => {
    if (!files?.length) return;
    void uploads.add([...files], day.date).then(report);
    if (input.current) input.current.value = "";
  };
  return (
    <Card className="grid gap-4 p-4" data-testid="day-memories">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="flex-1 font-semibold">{t("itinerary.memories.title", { day: f.date(day.date) })}</h3>
        {mayAdd && (
          <>
            <input ref={input} type="file" accept={PHOTO_TYPES} multiple className="sr-only" data-testid="photo-input" aria-label={t("itinerary.memories.addPhotos")} onChange={(e) => onFiles(e.target.files)} />
            <Button size="sm" variant="outline" onClick={() => input.current?.click()} disabled={sending}>
              <ImagePlus /> {sending ? t("itinerary.memories.adding") : t("itinerary.memories.addPhotos")}
            </Button>
          </>
        )}
      </div>
      <p className="text-sm text-muted-foreground">{t("itinerary.memories.hint")}</p>
      <UploadProgress uploads={uploads.uploads} onRetry={() => void uploads.retry().then(report)} onDismiss={uploads.dismiss} />
      <WaitingPhotos writes={waiting} />

      <Journal trip={trip} day={day} userId={user?.id ?? null} />

      {day.photos.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("itinerary.memories.noPhotos")}</p>
      ) : (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5" data-testid="day-photos">
          {day.photos.map((photo, k) => (
            <li key={photo.id}>
              <button
                type="button"
                className="block aspect-square w-full overflow-hidden rounded-lg border bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                onClick={() => setOpen(k)}
                data-testid="day-photo"
                aria-label={photo.caption || t("itinerary.memories.photoN", { n: k + 1 })}
              >
                {photo.thumbUrl ? (
                  <img src={photo.thumbUrl} alt="" loading="lazy" className="size-full object-cover" />
                ) : (
                  <span className="flex size-full items-center justify-center p-2 text-center text-xs text-muted-foreground">{t("itinerary.memories.noPreviewShort")}</span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
      {open !== null && day.photos[open] && (
        <PhotoViewer
          trip={trip}
          photos={day.photos}
          index={open}
          days={days}
          userId={user?.id ?? null}
          onIndex={setOpen}
          onClose={() => setOpen(null)}
        />
      )}
    </Card>
  );
}

/** The photos being sent now and those that were not, each with why in plain words; "Try again" sends only those worth it. */
function UploadProgress({ uploads, onRetry, onDismiss }: { uploads: readonly PhotoUpload[]; onRetry: () => void; onDismiss: (upload: PhotoUpload) => void }) {
  const t = useT();
  if (uploads.length === 0) return null;
  const failed = uploads.filter((u) => u.status === "failed");
  const why = (u: PhotoUpload) =>
    u.failure?.kind === "refused" ? u.failure.message : u.failure?.kind === "server" ? t("itinerary.memories.failedServer") : t("itinerary.memories.failedConnection");
  return (
    <section className="grid gap-2 rounded-lg border border-warning-border bg-warning p-3 text-sm text-warning-foreground" data-testid="photo-uploads" aria-live="polite">
      {failed.length > 0 && (
        <div className="flex flex-wrap items-center gap-2">
          <AlertTriangle className="size-4 shrink-0" aria-hidden />
          <h4 className="flex-1 font-semibold">{t("itinerary.memories.failedHeading", { count: failed.length })}</h4>
          {failed.some(retryable) && (
            <Button size="sm" onClick={onRetry} data-testid="photo-retry">
              <RotateCcw /> {t("itinerary.memories.tryAgain")}
            </Button>
          )}
        </div>
      )}
      <ul className="grid gap-1.5">
        {uploads.map((u) => (
          <li key={u.write.idempotencyKey} className="flex flex-wrap items-center gap-x-2 gap-y-0.5" data-testid={u.status === "failed" ? "photo-upload-failed" : "photo-upload-sending"}>
            <span className="min-w-0 font-medium break-all">{u.write.label}</span>
            <span className="min-w-0 flex-1">{u.status === "sending" ? t("itinerary.memories.sending") : why(u)}</span>
            {u.status === "failed" && (
              <Button size="sm" variant="ghost" onClick={() => onDismiss(u)}>
                {t("layout.sync.dismiss")}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Photos added offline: kept on this device, each a tile with its name until it is sent. */
function WaitingPhotos({ writes }: { writes: readonly QueuedWrite[] }) {
  const t = useT();
  if (writes.length === 0) return null;
  return (
    <div className="grid gap-2" data-testid="photos-waiting">
      <p className="text-sm text-muted-foreground">{t("itinerary.memories.queued", { count: writes.length })}</p>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
        {writes.map((w) => (
          <li
            key={w.idempotencyKey}
            data-testid="photo-waiting"
            className="flex aspect-square flex-col items-center justify-center gap-1 rounded-lg border border-dashed border-warning-border bg-warning p-2 text-center text-xs text-warning-foreground"
          >
            <CloudUpload className="size-5" aria-hidden />
            <span className="line-clamp-2 font-medium break-all">{w.label}</span>
            <span>{t("itinerary.memories.waiting")}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Journal({ trip, day, userId }: { trip: Trip; day: Day; userId: string | null }) {
  const t = useT();
  const mine = day.journal.find((e) => e.author?.id === userId);
  const others = day.journal.filter((e) => e !== mine);
  const [editing, setEditing] = useState(false);
  const mayWrite = can(trip.myRole, "memories.add");
  return (
    <div className="grid gap-3" data-testid="day-journal">
      {[...(mine && !editing ? [mine] : []), ...others].map((entry) => (
        <JournalCard key={entry.author?.id ?? entry.updatedAt} entry={entry} />
      ))}
      {mayWrite &&
        (editing || !mine ? (
          <JournalForm trip={trip} date={day.date} entry={mine ?? null} onDone={() => setEditing(false)} />
        ) : (
          <div>
            <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
              {t("itinerary.memories.editEntry")}
            </Button>
          </div>
        ))}
    </div>
  );
}

function JournalCard({ entry }: { entry: JournalEntry }) {
  const t = useT();
  const name = entry.author ? `${entry.author.firstName} ${entry.author.lastName}`.trim() : t("itinerary.memories.formerMember");
  return (
    <article className="rounded-lg border-s-4 border-primary bg-muted/40 px-3 py-2" data-testid="journal-entry">
      <div className="flex items-center gap-2 text-sm font-medium">
        <span className="flex-1">{name}</span>
        {entry.mood && (
          <span role="img" aria-label={t("itinerary.memories.moodN", { mood: entry.mood })}>
            {MOOD_EMOJI[entry.mood - 1]}
          </span>
        )}
      </div>
      {/* Rendered from Markdown and sanitised by the server (the one place it is rendered). */}
      <div className="journal-text text-sm [&_a]:underline [&_li]:ms-5 [&_ol]:list-decimal [&_p]:my-1 [&_ul]:list-disc" dangerouslySetInnerHTML={{ __html: entry.html }} />
    </article>
  );
}

function JournalForm({ trip, date, entry, onDone }: { trip: Trip; date: string; entry: JournalEntry | null; onDone: () => void }) {
  const t = useT();
  const save = useSaveJournal(trip.id);
  const remove = useDeleteJournal(trip.id);
  const [text, setText] = useState(entry?.text ?? "");
  const [mood, setMood] = useState<number | null>(entry?.mood ?? null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { date, body: { text, mood } },
      {
        onSuccess: () => {
          toast({ title: t("itinerary.memories.saved") });
          onDone();
        },
        onError: (error) => notifyError(error, t("common.error"), t("itinerary.memories.saveFailed")),
      },
    );
  };
  return (
    <form className="grid gap-2" onSubmit={submit} data-testid="journal-form">
      <label className="text-sm font-medium" htmlFor={`journal-${date}`}>
        {t("itinerary.memories.yourEntry")}
      </label>
      <Textarea id={`journal-${date}`} value={text} onChange={(e) => setText(e.target.value)} rows={4} placeholder={t("itinerary.memories.placeholder")} maxLength={20000} />
      <div className="flex flex-wrap items-center gap-1" role="radiogroup" aria-label={t("itinerary.memories.mood")}>
        <span className="me-1 text-sm text-muted-foreground">{t("itinerary.memories.mood")}</span>
        {MOOD_EMOJI.map((emoji, k) => (
          <button
            key={emoji}
            type="button"
            role="radio"
            aria-checked={mood === k + 1}
            aria-label={t("itinerary.memories.moodN", { mood: k + 1 })}
            className={`rounded-md px-1.5 text-xl focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none ${mood === k + 1 ? "bg-primary/15 ring-1 ring-primary" : "opacity-70 hover:opacity-100"}`}
            onClick={() => setMood(mood === k + 1 ? null : k + 1)}
          >
            {emoji}
          </button>
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={save.isPending || text.trim() === ""}>
          {t("itinerary.memories.saveEntry")}
        </Button>
        {entry && (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            onClick={() => remove.mutate(date, { onSuccess: onDone, onError: (error) => notifyError(error, t("common.error"), t("itinerary.memories.saveFailed")) })}
          >
            {t("itinerary.memories.deleteEntry")}
          </Button>
        )}
      </div>
    </form>
  );
}

/** Swipes shorter than this (px) are taps. */
const SWIPE = 50;

function PhotoViewer({
  trip,
  photos,
  index,
  days,
  userId,
  onIndex,
  onClose,
}: {
  trip: Trip;
  photos: readonly Photo[];
  index: number;
  days: readonly Day[];
  userId: string | null;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const t = useT();
  const f = useFormat();
  const photo = photos[index]!;
  const update = useUpdatePhoto(trip.id);
  const remove = useDeletePhoto(trip.id);
  const swipeFrom = useRef<number | null>(null);
  const [caption, setCaption] = useState(photo.caption);
  const [captionOf, setCaptionOf] = useState(photo.id);
  if (captionOf !== photo.id) {
    setCaptionOf(photo.id);
    setCaption(photo.caption);
  }
  const mayChange = photo.uploaderId === userId || can(trip.myRole, "memories.manage");
  const go = (step: number) => onIndex((index + step + photos.length) % photos.length);
  const onPointerUp = (e: PointerEvent) => {
    if (swipeFrom.current === null) return;
    const dx = e.clientX - swipeFrom.current;
    swipeFrom.current = null;
    if (Math.abs(dx) >= SWIPE) go(dx < 0 ? 1 : -1);
  };
  const failed = (error: unknown) => notifyError(error, t("common.error"), t("itinerary.memories.saveFailed"));

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent
        className="h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] max-w-6xl grid-rows-[auto_1fr_auto] p-3 sm:p-4"
        data-testid="photo-viewer"
        onKeyDown={(e) => {
          if (e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement) return;
          if (e.key === "ArrowRight") go(1);
          if (e.key === "ArrowLeft") go(-1);
        }}
      >
        <div className="pe-8">
          <DialogTitle className="text-base">{photo.caption || t("itinerary.memories.photoN", { n: index + 1 })}</DialogTitle>
          <DialogDescription>
            {t("itinerary.memories.position", { n: index + 1, count: photos.length })}
            {photo.takenAt && ` · ${f.date(photo.takenAt.slice(0, 10))} ${photo.takenAt.slice(11, 16)}`}
          </DialogDescription>
        </div>
        <div
          className="relative flex min-h-0 touch-pan-y items-center justify-center select-none"
          onPointerDown={(e) => (swipeFrom.current = e.clientX)}
          onPointerUp={onPointerUp}
          data-testid="photo-stage"
        >
          {photo.url ? (
            <img src={photo.url} alt={photo.caption || t("itinerary.memories.photoN", { n: index + 1 })} className="max-h-full max-w-full rounded-md object-contain" draggable={false} data-testid="viewer-image" />
          ) : (
            <p className="max-w-sm text-center text-sm text-muted-foreground" data-testid="no-preview">
              {t("itinerary.memories.noPreview")}
            </p>
          )}
          {photos.length > 1 && (
            <>
              <Button size="icon" variant="secondary" className="absolute start-1 top-1/2 -translate-y-1/2" onClick={() => go(-1)} aria-label={t("itinerary.memories.previous")}>
                <ChevronLeft />
              </Button>
              <Button size="icon" variant="secondary" className="absolute end-1 top-1/2 -translate-y-1/2" onClick={() => go(1)} aria-label={t("itinerary.memories.next")}>
                <ChevronRight />
              </Button>
            </>
          )}
        </div>
        <div className="flex flex-wrap items-end gap-2">
          {mayChange && (
            <form
              className="flex min-w-0 flex-1 flex-wrap items-end gap-2"
              onSubmit={(e) => {
                e.preventDefault();
                update.mutate({ id: photo.id, patch: { caption } }, { onSuccess: () => toast({ title: t("itinerary.memories.saved") }), onError: failed });
              }}
            >
              <label className="grid min-w-40 flex-1 gap-1 text-sm">
                {t("itinerary.memories.caption")}
                <Input value={caption} onChange={(e) => setCaption(e.target.value)} maxLength={500} />
              </label>
              <Button type="submit" size="sm" variant="outline" disabled={update.isPending}>
                {t("itinerary.memories.saveCaption")}
              </Button>
              <label className="grid gap-1 text-sm">
                {t("itinerary.memories.moveTo")}
                <select
                  className="h-9 rounded-md border border-input bg-card px-2 text-sm"
                  value={photo.date}
                  onChange={(e) => {
                    update.mutate({ id: photo.id, patch: { date: e.target.value } }, { onSuccess: onClose, onError: failed });
                  }}
                >
                  {days.map((d) => (
                    <option key={d.date} value={d.date}>
                      {f.date(d.date)}
                    </option>
                  ))}
                </select>
              </label>
            </form>
          )}
          {photo.originalUrl && (
            <Button asChild size="sm" variant="ghost">
              <a href={photo.originalUrl} download>
                <Download /> {t("itinerary.memories.original")}
              </a>
            </Button>
          )}
          {mayChange && (
            <Button size="sm" variant="ghost" className="text-destructive" onClick={() => remove.mutate(photo.id, { onSuccess: onClose, onError: failed })}>
              <Trash2 /> {t("itinerary.memories.deletePhoto")}
            </Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
