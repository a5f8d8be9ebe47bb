// The Days view (docs/product/itinerary-and-days.md): one column per trip day (a swipeable row of
// full-width columns on a phone), each with its stays, reservations, events
// and places in order and the legs between stops. Events and places are
// dragged within and across days with dnd-kit — pointer, touch and keyboard,
// with screen-reader announcements — and every move or "Optimise order" has
// Undo in its toast. The selected day's stops show on the map below.
import { Suspense, useEffect, useMemo, useRef, useState } from "react";
import {
  closestCorners,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from "@dnd-kit/core";
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { BedDouble, CalendarClock, ListTodo, LogIn, LogOut, MapPin, Map as MapIcon, NotebookPen, Plus, Route, Ticket, X } from "lucide-react";
import { Link } from "react-router";
import { can } from "@shared/permissions";
import { isMovable, LEG_MODES, optimisedOrder, type Day, type DayItem, type Leg, type LegMode } from "@shared/days";
import type { Trip } from "@shared/trips";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { LoadingBars } from "@/components/loading-bars";
import { toast } from "@/components/ui/use-toast";
import { ToastAction } from "@/components/ui/toast-action";
import { notifyError } from "@/lib/notify";
import { lazyComponent } from "@/lib/lazy-component";
import { cn } from "@/lib/utils";
import { useT } from "@/lib/i18n";
import { useFormat } from "@/lib/format";
import { useDays, useDeletePlace, useOrderDay, useSetLegMode } from "../api/days";
import { LegText, MODE_ICON } from "@/features/map/components/leg-text";
import { AddPlaceDialog } from "./add-place-dialog";
import { IDEA_PREFIX, IdeasPanel } from "./ideas-panel";
import { DragHandle } from "./drag-handle";
import { useIdeas } from "../api/ideas";
import type { Idea } from "@shared/ideas";
import { DayMemories } from "./day-memories";
import { DayGeoActions, DayTracks } from "./day-geo";
import { DayWorld, useOnMemberClock } from "./day-world";
import { DayWeather } from "./weather";
import { notePath } from "@/features/notes";

// MapLibre is big: only this view (and the map page) load it, when a day's map is shown.
const DayMap = lazyComponent(() => import("@/features/map/components/day-map").then((m) => m.default));

const KIND_ICON = { stay: BedDouble, event: CalendarClock, reservation: Ticket, place: MapPin, todo: ListTodo, note: NotebookPen } as const;
const KIND_LABEL = {
  stay: "itinerary.days.kind.stay",
  event: "itinerary.days.kind.event",
  reservation: "itinerary.days.kind.reservation",
  place: "itinerary.days.kind.place",
  todo: "itinerary.days.kind.todo",
  note: "itinerary.days.kind.note",
} as const;
const DAY_PREFIX = "day:";

type Move = { date: string; ids: string[] }[];

const MODE_LABEL = {
  walking: "itinerary.days.mode.walking",
  cycling: "itinerary.days.mode.cycling",
  driving: "itinerary.days.mode.driving",
  transit: "itinerary.days.mode.transit",
} as const satisfies Record<LegMode, string>;

/** A leg between two stops: its mode's icon, minutes and "estimate"; editors choose the mode (kept for that pair of stops). */
function LegLine({ tripId, leg, from, to, canWrite }: { tripId: string; leg: Leg; from: string; to: string; canWrite: boolean }) {
  const t = useT();
  const setMode = useSetLegMode(tripId);
  // The choice shows at once, also while it waits offline to be sent; the server's leg replaces it when it comes.
  const [chosen, setChosen] = useState<{ over: LegMode; mode: LegMode } | null>(null);
  const mode = chosen?.over === leg.mode ? chosen.mode : leg.mode;
  const Icon = MODE_ICON[mode];
  const choose = (next: LegMode) => {
    setChosen({ over: leg.mode, mode: next });
    setMode({ fromId: leg.fromId, toId: leg.toId, label: `${from} → ${to}` }, next).then(
      ({ queued }) => !queued && toast({ title: t("itinerary.days.modeSaved") }),
      (error: unknown) => {
        setChosen(null);
        notifyError(error, t("common.error"), t("itinerary.days.modeFailed"));
      },
    );
  };
  return (
    <li className="flex flex-wrap items-center gap-x-2 gap-y-1 py-1 ps-9 text-xs text-muted-foreground" data-testid="day-leg" data-mode={leg.mode}>
      <Icon className="size-3.5 shrink-0" aria-hidden />
      <span>
        <LegText leg={leg} />
      </span>
      {canWrite && (
        <select
          className="h-7 rounded-md border border-input bg-card px-1.5 text-xs text-foreground"
          aria-label={t("itinerary.days.modeLabel", { from, to })}
          value={mode}
          onChange={(e) => choose(e.target.value as LegMode)}
          data-testid="leg-mode"
        >
          {LEG_MODES.map((m) => (
            <option key={m} value={m}>
              {t(MODE_LABEL[m])}
            </option>
          ))}
        </select>
      )}
    </li>
  );
}

function ItemRow({ item, number, draggable, onRemove, memberTime }: { item: DayItem; number: number | null; draggable: boolean; onRemove?: () => void; memberTime?: string | null }) {
  const t = useT();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: item.id, disabled: !draggable });
  const Icon = item.stay === "check-in" ? LogIn : item.stay === "check-out" ? LogOut : KIND_ICON[item.kind];
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn("flex min-w-0 items-center gap-1.5 rounded-lg border bg-card px-1.5 py-2 text-sm", isDragging && "z-10 shadow-lg ring-2 ring-primary")}
      data-testid="day-item"
      data-kind={item.kind}
    >
      {draggable ? (
        <DragHandle label={t("itinerary.days.move", { title: item.title })} attributes={attributes} listeners={listeners} />
      ) : (
        <span className="size-7 shrink-0" aria-hidden />
      )}
      {number !== null ? (
        <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-[11px] font-bold text-primary-foreground" aria-label={t("itinerary.days.stopNumber", { number })}>
          {number}
        </span>
      ) : (
        <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
      )}
      <span className="min-w-0 flex-1">
        {item.kind === "note" ? (
          // A note is shown by its title; its text opens on the Notes page.
          <Link to={notePath(item.id)} className="line-clamp-2 font-medium break-words underline-offset-2 hover:underline" data-testid="day-item-title" aria-label={t("itinerary.days.openNote", { title: item.title })}>
            {item.title}
          </Link>
        ) : (
          <span className="line-clamp-2 font-medium break-words" data-testid="day-item-title">
            {item.title}
          </span>
        )}
        <span className="block text-xs text-muted-foreground">
          {[item.startTime, memberTime, item.stay === "check-in" ? t("itinerary.days.checkIn") : item.stay === "check-out" ? t("itinerary.days.checkOut") : t(KIND_LABEL[item.kind])]
            .filter(Boolean)
            .join(" · ")}
        </span>
      </span>
      {onRemove && (
        <Button size="icon-sm" variant="ghost" className="size-6 shrink-0" aria-label={t("itinerary.days.remove", { title: item.title })} onClick={onRemove}>
          <X className="text-muted-foreground" />
        </Button>
      )}
    </li>
  );
}

function DayColumn({
  tripId,
  day,
  canWrite,
  selected,
  reveal,
  onSelect,
  onAdd,
  onRemove,
}: {
  tripId: string;
  day: Day;
  canWrite: boolean;
  selected: boolean;
  /** Changes (from 0) when the column should be brought into view: a place was just added to it. */
  reveal: number;
  onSelect: () => void;
  onAdd: () => void;
  onRemove: (item: DayItem) => void;
}) {
  const t = useT();
  const f = useFormat();
  const { setNodeRef, isOver } = useDroppable({ id: `${DAY_PREFIX}${day.date}` });
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    // On a phone the day may be a swipe away from the one in view; instant, so the dialog's focus return lands on it.
    if (reveal) section.current?.scrollIntoView({ block: "nearest", inline: "start" });
  }, [reveal]);
  const numbers = new Map(day.items.filter((i) => i.place).map((i, k) => [i.id, k + 1]));
  const legFrom = new Map(day.legs.map((l) => [l.fromId, l]));
  const titleOf = (id: string | undefined) => day.items.find((i) => i.id === id)?.title ?? "";
  const onMemberClock = useOnMemberClock(day);
  return (
    <section
      ref={section}
      className={cn("flex w-[85vw] max-w-sm shrink-0 snap-start flex-col gap-2 rounded-xl border bg-muted/40 p-3 sm:w-56", selected && "border-primary")}
      aria-label={f.date(day.date)}
      data-testid="day-column"
      data-date={day.date}
    >
      <header className="flex items-center gap-2">
        <h3 className="flex-1 font-semibold">
          {f.weekdayShort(new Date(`${day.date}T00:00:00Z`).getUTCDay())} {f.dayMonth(day.date)}
        </h3>
        <Button size="icon-sm" variant={selected ? "secondary" : "ghost"} aria-pressed={selected} aria-label={t("itinerary.days.showMap", { day: f.date(day.date) })} onClick={onSelect}>
          <MapIcon />
        </Button>
        {canWrite && (
          <Button size="icon-sm" variant="ghost" aria-label={t("itinerary.days.addPlace", { day: f.date(day.date) })} onClick={onAdd}>
            <Plus />
          </Button>
        )}
      </header>
      <DayWorld day={day} />
      {day.legs.length > 0 && (
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground" data-testid="day-travel-total">
          <Route className="size-3.5" aria-hidden />
          {t("itinerary.days.travelTotal", { minutes: day.travelMinutes })}
          {day.legs.some((l) => l.estimate) && ` · ${t("itinerary.days.estimate")}`}
        </p>
      )}
      <DayWeather tripId={tripId} date={day.date} />
      <SortableContext id={day.date} items={day.items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
        <ol ref={setNodeRef} className={cn("grid min-h-16 grid-cols-[minmax(0,1fr)] content-start gap-1 rounded-lg", isOver && "bg-primary/5")}>
          {day.items.length === 0 && <li className="px-2 py-4 text-center text-xs text-muted-foreground">{t("itinerary.days.empty")}</li>}
          {day.items.map((item) => (
            <FragmentWithLeg key={item.id} leg={legFrom.get(item.id)} tripId={tripId} from={item.title} to={titleOf(legFrom.get(item.id)?.toId)} canWrite={canWrite}>
              <ItemRow
                item={item}
                memberTime={onMemberClock(item.startTime)}
                number={numbers.get(item.id) ?? null}
                draggable={canWrite && isMovable(item)}
                onRemove={canWrite && item.kind === "place" ? () => onRemove(item) : undefined}
              />
            </FragmentWithLeg>
          ))}
        </ol>
      </SortableContext>
    </section>
  );
}

function FragmentWithLeg({ leg, children, ...line }: { leg: Leg | undefined; tripId: string; from: string; to: string; canWrite: boolean; children: React.ReactNode }) {
  return (
    <>
      {children}
      {leg && <LegLine leg={leg} {...line} />}
    </>
  );
}

/** The days after moving `activeId` over `overId` (an item or a day column); null when nothing changes. */
function moved(days: readonly Day[], activeId: string, overId: string): Day[] | null {
  const from = days.find((d) => d.items.some((i) => i.id === activeId));
  const to = overId.startsWith(DAY_PREFIX) ? days.find((d) => d.date === overId.slice(DAY_PREFIX.length)) : days.find((d) => d.items.some((i) => i.id === overId));
  if (!from || !to) return null;
  const item = from.items.find((i) => i.id === activeId)!;
  if (from === to) {
    const a = from.items.findIndex((i) => i.id === activeId);
    const b = overId.startsWith(DAY_PREFIX) ? from.items.length - 1 : from.items.findIndex((i) => i.id === overId);
    if (a === b) return null;
    return days.map((d) => (d === from ? { ...d, items: arrayMove(d.items, a, b) } : d));
  }
  const at = overId.startsWith(DAY_PREFIX) ? to.items.length : to.items.findIndex((i) => i.id === overId);
  return days.map((d) => {
    if (d === from) return { ...d, items: d.items.filter((i) => i.id !== activeId), legs: [] };
    if (d === to) return { ...d, items: [...d.items.slice(0, at), item, ...d.items.slice(at)], legs: [] };
    return d;
  });
}

/** The day's stops with a known place, numbered in order: the map's pins. */
const dayPins = (day: Day) =>
  day.items.filter((i) => i.place).map((i, k) => ({ id: i.id, n: k + 1, label: i.title, lat: i.place!.lat, lng: i.place!.lng }));

/** The day's photos that say where they were taken: pins of their own (no number in the route). */
const photoPins = (day: Day, label: (n: number) => string) =>
  day.photos.flatMap((p, k) => (p.lat !== null && p.lng !== null ? [{ id: `photo:${p.id}`, n: 0, label: p.caption || label(k + 1), lat: p.lat, lng: p.lng, photo: true as const }] : []));

const movableIds = (day: Day) => day.items.filter(isMovable).map((i) => i.id);

/** `day`: the day to open on (chosen, its map shown, scrolled into view), e.g. a place's found in the search. */
export function DaysView({ trip, day }: { trip: Trip; day?: string | null }) {
  const t = useT();
  const f = useFormat();
  const days = useDays(trip.id);
  const order = useOrderDay(trip.id);
  const removePlace = useDeletePlace(trip.id);
  const canWrite = can(trip.myRole, "itinerary.write");
  const [optimistic, setOptimistic] = useState<Day[] | null>(null);
  const [selectedDate, setSelectedDate] = useState<string | null>(day ?? null);
  const [addingTo, setAddingTo] = useState<string | null>(null);
  const [addingIdea, setAddingIdea] = useState(false);
  const ideas = useIdeas(trip.id);
  const [added, setAdded] = useState<{ date: string; n: number } | null>(null);
  const shown = optimistic ?? days.data ?? [];
  const selected = shown.find((d) => d.date === selectedDate) ?? shown.find((d) => d.items.some((i) => i.place)) ?? shown[0];
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const titleOf = (id: string | number) =>
    shown.flatMap((d) => d.items).find((i) => i.id === id)?.title ?? ideas.data?.find((i) => `${IDEA_PREFIX}${i.id}` === id)?.name ?? "";
  const dayOfItem = (id: string | number) => {
    const d = shown.find((x) => x.items.some((i) => i.id === id));
    return d ? f.date(d.date) : "";
  };
  /** Where the item would land over `overId`, as the drop would place it: the day, its place there and the day's count. */
  const landing = (activeId: string | number, overId: string | number) => {
    const after = moved(shown, String(activeId), String(overId)) ?? shown;
    const day = after.find((d) => d.items.some((i) => i.id === activeId));
    if (!day) return { day: "", position: 0, count: 0 };
    return { day: f.date(day.date), position: day.items.findIndex((i) => i.id === activeId) + 1, count: day.items.length };
  };
  // A screen reader hears where the place would go (not only the day), as a sighted person sees the others make room.
  const announcements: Announcements = {
    onDragStart: ({ active }) => t("itinerary.days.dnd.picked", { title: titleOf(active.id), day: dayOfItem(active.id) }),
    onDragOver: ({ active, over }) => (over ? t("itinerary.days.dnd.over", { title: titleOf(active.id), ...landing(active.id, over.id) }) : undefined),
    onDragEnd: ({ active, over }) =>
      over ? t("itinerary.days.dnd.dropped", { title: titleOf(active.id), ...landing(active.id, over.id) }) : t("itinerary.days.dnd.cancelled", { title: titleOf(active.id) }),
    onDragCancel: ({ active }) => t("itinerary.days.dnd.cancelled", { title: titleOf(active.id) }),
  };

  /** Sends each day's order in turn; the toast offers `undo` (the orders before) when given. */
  const apply = async (next: Day[] | null, send: Move, undo: Move | null, done: string) => {
    if (next) setOptimistic(next);
    try {
      for (const m of send) await order.mutateAsync(m);
      if (undo) {
        toast({
          title: done,
          action: (
            <ToastAction altText={t("itinerary.days.undo")} onClick={() => void apply(null, undo, null, t("itinerary.days.undone"))}>
              {t("itinerary.days.undo")}
            </ToastAction>
          ),
        });
      } else toast({ title: done });
    } catch (error) {
      notifyError(error, t("common.error"), t("itinerary.days.moveFailed"));
    } finally {
      setOptimistic(null);
    }
  };

  /** An idea onto a day: its id in the day's order call, before `beforeId` (one of the day's items) or at the end. */
  const schedule = (idea: Pick<Idea, "id" | "name">, date: string, beforeId?: string) => {
    const day = shown.find((d) => d.date === date);
    if (!day) return;
    const ids = movableIds(day);
    const movableBefore = beforeId ? day.items.slice(day.items.findIndex((i) => i.id === beforeId)).find(isMovable)?.id : undefined;
    const at = movableBefore ? ids.indexOf(movableBefore) : ids.length;
    void apply(null, [{ date, ids: [...ids.slice(0, at), idea.id, ...ids.slice(at)] }], null, t("itinerary.ideas.scheduled", { title: idea.name, day: f.date(date) }));
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || !days.data) return;
    const activeId = String(active.id);
    if (activeId.startsWith(IDEA_PREFIX)) {
      const overId = String(over.id);
      const date = overId.startsWith(DAY_PREFIX) ? overId.slice(DAY_PREFIX.length) : shown.find((d) => d.items.some((i) => i.id === overId))?.date;
      const id = activeId.slice(IDEA_PREFIX.length);
      if (date) schedule({ id, name: titleOf(activeId) }, date, overId.startsWith(DAY_PREFIX) ? undefined : overId);
      return;
    }
    const next = moved(shown, String(active.id), String(over.id));
    if (!next) return;
    const fromBefore = shown.find((d) => d.items.some((i) => i.id === active.id))!;
    const toAfter = next.find((d) => d.items.some((i) => i.id === active.id))!;
    const toBefore = shown.find((d) => d.date === toAfter.date)!;
    // Undo: the old day first (which takes the item back), then the day it went to.
    const undo: Move = [{ date: fromBefore.date, ids: movableIds(fromBefore) }];
    if (toBefore.date !== fromBefore.date) undo.push({ date: toBefore.date, ids: movableIds(toBefore) });
    void apply(next, [{ date: toAfter.date, ids: movableIds(toAfter) }], undo, t("itinerary.days.moved", { title: titleOf(active.id) }));
  };

  const optimise = (day: Day) => {
    const ids = optimisedOrder(day.items);
    if (!ids) {
      toast({ title: t("itinerary.days.alreadyShortest") });
      return;
    }
    void apply(null, [{ date: day.date, ids }], [{ date: day.date, ids: movableIds(day) }], t("itinerary.days.optimised"));
  };

  // The asked-for day's column into view once the days are here (the row scrolls sideways, the page down to it).
  const columns = useRef<HTMLDivElement>(null);
  const loaded = days.data !== undefined;
  useEffect(() => {
    if (!day || !loaded) return;
    columns.current?.querySelector(`[data-date="${day}"]`)?.scrollIntoView({ block: "nearest", inline: "center" });
  }, [day, loaded]);

  const pins = useMemo(() => (selected ? [...dayPins(selected), ...photoPins(selected, (n) => t("itinerary.memories.photoN", { n }))] : []), [selected, t]);
  const adding = shown.find((d) => d.date === addingTo);
  const addingPins = adding ? dayPins(adding) : [];
  // A day with no stops yet is framed on the trip's others (the city the trip is in), not on the whole world.
  const tripPoints = adding ? shown.flatMap((d) => d.items.flatMap((i) => (i.place ? [{ lat: i.place.lat, lng: i.place.lng }] : []))) : [];
  const lines = selected?.legs.every((l) => l.geometry?.length) ? selected.legs.map((l) => l.geometry!) : undefined;
  const trackLines = useMemo(() => selected?.tracks.flatMap((track) => track.lines) ?? [], [selected]);

  if (days.isPending) return <LoadingBars label={t("itinerary.page.loading")} className="gap-3" bars="h-28 rounded-xl" />;
  if (days.isError) return <Card className="p-6 text-sm text-destructive">{t("itinerary.page.loadFailed")}</Card>;
  if (shown.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-2 p-8 text-center text-sm text-muted-foreground" data-testid="days-none">
        {t("itinerary.days.noDates")}
      </Card>
    );
  }

  const totalKm = selected?.legs.reduce((s, l) => s + l.km, 0) ?? 0;
  const totalMinutes = selected?.travelMinutes ?? 0;

  return (
    <div className="grid gap-4" data-testid="days-view">
      <DndContext
        sensors={sensors}
        collisionDetection={closestCorners}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t("itinerary.days.dnd.instructions") } }}
      >
        {/* On a phone the row runs to the screen's edges; its scroll padding snaps each day to the page's 16 px margin. */}
        <div className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto overflow-y-hidden px-4 pb-2 sm:mx-0 sm:snap-none sm:scroll-px-0 sm:px-0" data-testid="day-columns" ref={columns}>
          <IdeasPanel
            tripId={trip.id}
            days={shown}
            canWrite={canWrite}
            onAdd={() => setAddingIdea(true)}
            onSchedule={(idea, date) => schedule(idea, date)}
            onRemove={(idea) =>
              removePlace.mutate(idea.id, {
                onSuccess: () => toast({ title: t("itinerary.days.removed", { title: idea.name }) }),
                onError: (error) => notifyError(error, t("common.error"), t("itinerary.days.removeFailed")),
              })
            }
          />
          {shown.map((day) => (
            <DayColumn
              key={day.date}
              tripId={trip.id}
              day={day}
              canWrite={canWrite}
              selected={day.date === selected?.date}
              reveal={added?.date === day.date ? added.n : 0}
              onSelect={() => setSelectedDate(day.date)}
              onAdd={() => setAddingTo(day.date)}
              onRemove={(item) =>
                removePlace.mutate(item.id, {
                  onSuccess: () => toast({ title: t("itinerary.days.removed", { title: item.title }) }),
                  onError: (error) => notifyError(error, t("common.error"), t("itinerary.days.removeFailed")),
                })
              }
            />
          ))}
        </div>
      </DndContext>

      {selected && (
        <Card className="grid gap-3 overflow-hidden p-0" data-testid="day-map-card">
          <div className="flex flex-wrap items-center gap-2 px-4 pt-4">
            <h3 className="flex-1 font-semibold">{t("itinerary.days.mapTitle", { day: f.date(selected.date) })}</h3>
            {selected.legs.length > 0 && (
              <span className="text-sm text-muted-foreground" data-testid="day-total">
                {t("itinerary.days.total", { km: f.number(Math.round(totalKm * 10) / 10), minutes: totalMinutes })}
                {selected.legs.some((l) => l.estimate) && ` · ${t("itinerary.days.estimate")}`}
              </span>
            )}
            {canWrite && (
              <Button size="sm" variant="outline" onClick={() => optimise(selected)} disabled={order.isPending}>
                <Route /> {t("itinerary.days.optimise")}
              </Button>
            )}
            <DayGeoActions trip={trip} day={selected} />
          </div>
          {pins.length === 0 && trackLines.length === 0 ? (
            <p className="px-4 pb-4 text-sm text-muted-foreground">{t("itinerary.days.noStops")}</p>
          ) : (
            <Suspense fallback={<div className="h-80 w-full animate-pulse bg-muted sm:h-96" />}>
              <DayMap pins={pins} lines={lines} tracks={trackLines} label={t("itinerary.days.mapLabel", { count: pins.length, day: f.date(selected.date) })} />
            </Suspense>
          )}
          <DayTracks trip={trip} day={selected} />
        </Card>
      )}
      {selected && <DayMemories trip={trip} day={selected} days={shown} />}
      {addingIdea && <AddPlaceDialog tripId={trip.id} date={null} pins={[]} frame={shown.flatMap((d) => d.items.flatMap((i) => (i.place ? [i.place] : [])))} onAdded={() => {}} onOpenChange={setAddingIdea} />}
      {addingTo && (
        <AddPlaceDialog
          tripId={trip.id}
          date={addingTo}
          pins={addingPins}
          frame={tripPoints}
          // The day a place went to is the one shown, in the row and on the map.
          onAdded={() => {
            setSelectedDate(addingTo);
            setAdded((a) => ({ date: addingTo, n: (a?.n ?? 0) + 1 }));
          }}
          onOpenChange={(open) => !open && setAddingTo(null)}
        />
      )}
    </div>
  );
}
