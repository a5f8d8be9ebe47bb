// The Ideas panel (docs/product/ideas.md), first in the row of days: places without a date, with
// their 👍. An editor drags one onto a day (the Days view's drag and drop: pointer, touch and
// keyboard) or, on a phone or without a pointer, picks the day from "Schedule on…"; adds one with
// the place search, imports a Google Maps list or a My Maps KML, and deletes one.
import { useDraggable } from "@dnd-kit/core";
import { CSS } from "@dnd-kit/utilities";
import { CalendarPlus, Lightbulb, Plus, ThumbsUp, X } from "lucide-react";
import type { Day } from "@shared/days";
import type { Idea } from "@shared/ideas";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { FilePickerButton } from "@/components/file-picker-button";
import { notifyError, notifySuccess } from "@/lib/notify";
import { toast } from "@/components/ui/use-toast";
import { cn } from "@/lib/utils";
import { useT } from "@/lib/i18n";
import { useFormat } from "@/lib/format";
import { useIdeas, useImportPlaces, useLikeIdea } from "../api/ideas";
import { DragHandle } from "./drag-handle";

/** A dragged idea's id in the Days view's drag and drop, apart from the days' own items. */
export const IDEA_PREFIX = "idea:";

const LIST_TYPES = ".json,.geojson,.csv,.kml,application/json,application/geo+json,text/csv,application/vnd.google-earth.kml+xml";

function IdeaRow({ tripId, idea, days, canWrite, onSchedule, onRemove }: { tripId: string; idea: Idea; days: readonly Day[]; canWrite: boolean; onSchedule: (date: string) => void; onRemove: () => void }) {
  const t = useT();
  const f = useFormat();
  const like = useLikeIdea(tripId);
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: `${IDEA_PREFIX}${idea.id}`, disabled: !canWrite });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform) }}
      className={cn("grid gap-1 rounded-lg border bg-card px-1.5 py-2 text-sm", isDragging && "z-10 shadow-lg ring-2 ring-primary")}
      data-testid="idea"
    >
      <div className="flex min-w-0 items-center gap-1.5">
        {canWrite ? (
          <DragHandle label={t("itinerary.ideas.drag", { title: idea.name })} attributes={attributes} listeners={listeners} />
        ) : (
          <Lightbulb className="mx-1.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
        )}
        <span className="min-w-0 flex-1">
          <span className="line-clamp-2 font-medium break-words" data-testid="idea-name">
            {idea.name}
          </span>
          {idea.address && <span className="block truncate text-xs text-muted-foreground">{idea.address}</span>}
        </span>
        {canWrite && (
          <Button size="icon-sm" variant="ghost" className="size-6 shrink-0" aria-label={t("itinerary.ideas.remove", { title: idea.name })} onClick={onRemove}>
            <X className="text-muted-foreground" />
          </Button>
        )}
      </div>
      <div className="flex items-center gap-1 ps-8">
        <Button
          size="sm"
          variant={idea.likedByMe ? "secondary" : "ghost"}
          className="h-7 gap-1 px-2"
          aria-pressed={idea.likedByMe}
          aria-label={t("itinerary.ideas.like", { title: idea.name, count: idea.likes })}
          onClick={() => void like(idea, !idea.likedByMe).catch((error: unknown) => notifyError(error, t("common.error"), t("itinerary.ideas.likeFailed")))}
          data-testid="idea-like"
        >
          <ThumbsUp className={cn("size-3.5", idea.likedByMe && "fill-current")} aria-hidden />
          <span data-testid="idea-likes">{f.number(idea.likes)}</span>
        </Button>
        {canWrite && days.length > 0 && (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button size="sm" variant="ghost" className="h-7 gap-1 px-2" aria-label={t("itinerary.ideas.scheduleOn", { title: idea.name })}>
                <CalendarPlus className="size-3.5" aria-hidden /> {t("itinerary.ideas.schedule")}
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="start">
              <DropdownMenuLabel>{t("itinerary.ideas.scheduleTitle")}</DropdownMenuLabel>
              {days.map((d) => (
                <DropdownMenuItem key={d.date} onSelect={() => onSchedule(d.date)}>
                  {f.weekdayShort(new Date(`${d.date}T00:00:00Z`).getUTCDay())} {f.dayMonth(d.date)}
                </DropdownMenuItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
        )}
      </div>
    </li>
  );
}

export function IdeasPanel({
  tripId,
  days,
  canWrite,
  onAdd,
  onSchedule,
  onRemove,
}: {
  tripId: string;
  days: readonly Day[];
  canWrite: boolean;
  onAdd: () => void;
  onSchedule: (idea: Idea, date: string) => void;
  onRemove: (idea: Idea) => void;
}) {
  const t = useT();
  const ideas = useIdeas(tripId);
  const importPlaces = useImportPlaces(tripId);
  const onFiles = (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    importPlaces.mutate(file, {
      onSuccess: (result) => {
        notifySuccess(t("itinerary.ideas.imported", { count: result.added.length }));
        // The rows that found no place, by name, so the member can add them by hand.
        if (result.notPlaced.length) toast({ title: t("itinerary.ideas.notPlaced", { count: result.notPlaced.length }), description: result.notPlaced.map((p) => p.name).filter(Boolean).join(", ") });
      },
      onError: (error) => notifyError(error, t("common.error"), t("itinerary.ideas.importFailed")),
    });
  };
  const list = ideas.data ?? [];
  return (
    <section className="flex w-[85vw] max-w-sm shrink-0 snap-start flex-col gap-2 rounded-xl border border-dashed bg-muted/20 p-3 sm:w-56" aria-labelledby="ideas-title" data-testid="ideas-panel">
      <header className="flex items-center gap-2">
        <Lightbulb className="size-4 text-primary" aria-hidden />
        <h3 id="ideas-title" className="flex-1 font-semibold">
          {t("itinerary.ideas.title")}
        </h3>
        {canWrite && (
          <Button size="icon-sm" variant="ghost" aria-label={t("itinerary.ideas.add")} onClick={onAdd}>
            <Plus />
          </Button>
        )}
      </header>
      <ul className="grid grid-cols-[minmax(0,1fr)] content-start gap-1">
        {list.length === 0 && !ideas.isPending && <li className="px-2 py-4 text-center text-xs text-muted-foreground">{t("itinerary.ideas.empty")}</li>}
        {list.map((idea) => (
          <IdeaRow key={idea.id} tripId={tripId} idea={idea} days={days} canWrite={canWrite} onSchedule={(date) => onSchedule(idea, date)} onRemove={() => onRemove(idea)} />
        ))}
      </ul>
      {canWrite && (
        <div className="mt-auto grid gap-1 pt-1">
          <FilePickerButton label={t("itinerary.ideas.import")} accept={LIST_TYPES} onFiles={onFiles} disabled={importPlaces.isPending} size="sm" />
          <p className="text-[11px] text-muted-foreground">{t("itinerary.ideas.importHint")}</p>
        </div>
      )}
    </section>
  );
}
