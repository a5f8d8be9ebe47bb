// Day by day (docs/product/itinerary-and-days.md, ADR 036): the trip's one read model of its days — stays, events,
// reservations, places, notes with a date and to-dos due — which every view of the days reads
// (calendar, feeds, PDF, public page, assistant, MCP); adding a place; ordering a day. Positions of events
// and places are explicit and rewritten whole for the day by one transaction
// that first locks the trip row, so two members ordering the same day at once
// end with one order (the later one), never a mix. Access is checked by the routes.
import { and, eq, gte, inArray, isNull, isNotNull, lte, max, ne, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import { addCalendarDays, calendarDatesBetween, daysBetween } from "@shared/dates";
import { arrangeDay, isMovable, placeInputSchema, type Day, type DayItem, type Leg, type LegMode, type LegModeInput, type PlaceSearchResult, type Track } from "@shared/days";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { Db, Tx } from "../db/client";
import { hotRead } from "../db/hot-reads";
import { itineraryItems, journalEntries, legModes, listItems, locations, notes, photos, places, reservations, tracks, trips } from "../db/schema";
import { badRequest, notFound } from "../http-error";
import { publishChange } from "../realtime/publish";
import { listOf } from "../lists/service";
import { legKey, legsBetween, travelLeg, type Routers } from "./routing";
import { zoneAt } from "../geo/zone";
import { toStops } from "@shared/stops";
import { listItems as itineraryList } from "../itinerary/service";
import { listPhotos } from "../memories/photos";
import { listJournal } from "../memories/journal";
import { worldOfDays, type DayWorld } from "./world";
import { insertIdeas } from "../ideas/service";
import { citiesNamed, countryName } from "../geo/cities";
import { geocode } from "./geocoder";
import { journeyMinutes } from "@shared/reservations";
import { JOURNEY_COLUMNS, placeOf } from "../reservations/service";

type PlaceFields = z.output<typeof placeInputSchema>;

/**
 * A day item before arranging, beside what orders it: `rank` is the stored position (events, places), `key`
 * breaks ties stably; `kind`, `startTime` and `stay` are the item's own. Arranging sets the item's position
 * and answers the item itself: copying each item without these fields was 6 % of a day plan's busy time.
 */
interface Raw {
  date: string;
  rank: number | null;
  key: string;
  kind: DayItem["kind"];
  startTime: string | null;
  stay: DayItem["stay"];
  item: Omit<DayItem, "position">;
}

const rawItem = (date: string, rank: number | null, key: string, item: Omit<DayItem, "position">): Raw => ({
  date,
  rank,
  key,
  kind: item.kind,
  startTime: item.startTime,
  stay: item.stay,
  item,
});

interface TripDates {
  startDate: string;
  endDate: string;
}

const tripDatesRow = hotRead("days_trip_dates", { startDate: trips.startDate, endDate: trips.endDate }, (db, fields) =>
  db.select(fields).from(trips).where(eq(trips.id, sql.placeholder("tripId"))),
);

async function tripDates(db: Db | Tx, tripId: string): Promise<TripDates | null> {
  const [trip] = await tripDatesRow(db, { tripId });
  if (!trip) throw notFound("errors.trips.notFound");
  return trip.startDate && trip.endDate ? { startDate: trip.startDate, endDate: trip.endDate } : null;
}

/** A position for items never ordered: after every ordered one, in the order they were added. */
const UNORDERED = 1_000_000;

// The days read is one statement (bench/days): the trip's dates and, for each source, its rows as one
// JSON array column, so a day plan costs one round trip to the database instead of one per source.
// Values come as JSON writes them: dates "YYYY-MM-DD", times as stored, numbers as numbers; a
// timestamp as ISO 8601, which only orders items that tie (`key`), all written the same way.

/** The trip's dates, for a source's statement: its rows on the trip's days only. */
const tripStart = sql`${trips}.${sql.identifier("start_date")}`;
const tripEnd = sql`${trips}.${sql.identifier("end_date")}`;
const qb = new QueryBuilder();

/** `fields` of every row of a one-table query, as one JSON array (empty when none), in `orderBy`'s order. */
function jsonRows<R>(fields: Record<string, SQLWrapper>, orderBy?: SQL): SQL<R[]> {
  const pairs = Object.entries(fields).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`);
  return sql<R[]>`coalesce(json_agg(json_build_object(${sql.join(pairs, sql`, `)})${orderBy ? sql` order by ${orderBy}` : sql``}), '[]'::json)`;
}

/** One kind of day item: its rows of the trip (a column of the days statement) and how they become items on the trip's days. */
interface Source<R> {
  rows: SQLWrapper;
  items(rows: R[], range: TripDates): Raw[];
}
const source = <R>(rows: SQLWrapper, items: (rows: R[], range: TripDates) => Raw[]): Source<R> => ({ rows, items });

const within = (range: TripDates) => (d: string | null) => d !== null && d >= range.startDate && d <= range.endDate;

interface ItineraryRow {
  id: string;
  title: string;
  description: string | null;
  startDate: string;
  endDate: string | null;
  startTime: string | null;
  endTime: string | null;
  allDay: boolean;
  dayPosition: number | null;
  createdAt: string;
  locationId: string | null;
  city: string | null;
  country: string | null;
  lat: number | null;
  lng: number | null;
}

/** City stays (check-in and check-out, each on its day) and calendar events. */
const itinerarySource = source<ItineraryRow>(
  qb
    .select({
      rows: jsonRows({
        id: itineraryItems.id,
        title: itineraryItems.title,
        description: itineraryItems.description,
        startDate: itineraryItems.startDate,
        endDate: itineraryItems.endDate,
        startTime: itineraryItems.startTime,
        endTime: itineraryItems.endTime,
        allDay: itineraryItems.allDay,
        dayPosition: itineraryItems.dayPosition,
        createdAt: itineraryItems.createdAt,
        locationId: itineraryItems.locationId,
        city: locations.city,
        country: locations.country,
        lat: locations.lat,
        lng: locations.lng,
      }),
    })
    .from(itineraryItems)
    .leftJoin(locations, eq(locations.id, itineraryItems.locationId))
    .where(and(eq(itineraryItems.tripId, sql.placeholder("tripId")), isNotNull(itineraryItems.startDate))),
  (rows, range) => {
    const inRange = within(range);
    const out: Raw[] = [];
    for (const s of rows) {
      const key = `${s.createdAt}|${s.id}`;
      if (s.locationId) {
        const place = s.city && s.lat !== null && s.lng !== null ? { name: s.city, lat: s.lat, lng: s.lng } : null;
        const timed = !s.allDay;
        const end = s.endDate ?? s.startDate;
        const until = end !== s.startDate ? end : null;
        if (inRange(s.startDate)) {
          out.push(rawItem(s.startDate, null, key, { id: `${s.id}:in`, kind: "stay", stay: "check-in", title: s.title, startTime: timed ? s.startTime : null, endTime: null, place, until, note: s.description }));
        }
        if (until && inRange(end)) {
          out.push(rawItem(end, null, key, { id: `${s.id}:out`, kind: "stay", stay: "check-out", title: s.title, startTime: timed ? s.endTime : null, endTime: null, place, note: s.description }));
        }
      } else if (inRange(s.startDate)) {
        out.push(
          rawItem(s.startDate, s.dayPosition ?? UNORDERED, key, {
            id: s.id,
            kind: "event",
            title: s.title,
            startTime: s.allDay ? null : s.startTime,
            endTime: s.allDay ? null : s.endTime,
            place: null,
            until: s.endDate && s.endDate > s.startDate ? s.endDate : null,
            note: s.description,
          }),
        );
      }
    }
    return out;
  },
);

interface ReservationRow {
  id: string;
  name: string;
  type: NonNullable<DayItem["reservationType"]>;
  address: string | null;
  date: string;
  time: string | null;
  endDate: string | null;
  endTime: string | null;
  fromName: string | null;
  fromLat: number | null;
  fromLng: number | null;
  fromTimeZone: string | null;
  toName: string | null;
  toLat: number | null;
  toLng: number | null;
  toTimeZone: string | null;
  createdAt: string;
}

/**
 * Reservations that are not cancelled: on their date, and a multi-day one also on its end date. A journey
 * with both ends carries them, each on its own clock; its end day shows the arrival in the arrival's zone.
 */
const reservationSource = source<ReservationRow>(
  qb
    .select({
      rows: jsonRows({
        id: reservations.id,
        name: reservations.name,
        type: reservations.type,
        address: reservations.address,
        date: reservations.reservationDate,
        time: reservations.reservationTime,
        endDate: reservations.endDate,
        endTime: reservations.endTime,
        ...JOURNEY_COLUMNS,
        createdAt: reservations.createdAt,
      }),
    })
    .from(reservations)
    .where(and(eq(reservations.tripId, sql.placeholder("tripId")), ne(reservations.status, "cancelled"))),
  (rows, range) => {
    const inRange = within(range);
    const out: Raw[] = [];
    for (const r of rows) {
      const key = `${r.createdAt}|${r.id}`;
      const until = r.endDate && r.endDate > r.date ? r.endDate : null;
      const from = placeOf(r.fromName, r.fromLat, r.fromLng, r.fromTimeZone);
      const to = placeOf(r.toName, r.toLat, r.toLng, r.toTimeZone);
      const journey =
        from && to
          ? {
              from: { name: from.name, timeZone: from.timeZone, date: r.date, time: r.time },
              to: { name: to.name, timeZone: to.timeZone, date: r.endDate ?? r.date, time: r.endTime },
              minutes: journeyMinutes({ reservationDate: r.date, reservationTime: r.time, endDate: r.endDate, endTime: r.endTime, from, to }),
            }
          : null;
      const fields = { kind: "reservation" as const, title: r.name, reservationType: r.type, address: r.address, place: null, journey };
      // Reservations keep a city and country but no coordinates of their own, so their place is unknown (null).
      if (inRange(r.date)) out.push(rawItem(r.date, null, key, { ...fields, id: r.id, startTime: r.time, endTime: r.endTime, timeZone: from?.timeZone ?? null, until }));
      if (until && inRange(until)) out.push(rawItem(until, null, key, { ...fields, id: `${r.id}:end`, startTime: r.endTime, endTime: null, timeZone: r.endTime ? (to?.timeZone ?? null) : null }));
    }
    return out;
  },
);

interface PlaceRow {
  id: string;
  name: string;
  address: string | null;
  date: string;
  startTime: string | null;
  lat: number;
  lng: number;
  position: number;
  createdAt: string;
}

/** Places to visit, each on its one day; ideas (no date) are on none. */
const placeSource = source<PlaceRow>(
  qb
    .select({
      rows: jsonRows({
        id: places.id,
        name: places.name,
        address: places.address,
        date: places.date,
        startTime: places.startTime,
        lat: places.lat,
        lng: places.lng,
        position: places.position,
        createdAt: places.createdAt,
      }),
    })
    .from(places)
    .where(and(eq(places.tripId, sql.placeholder("tripId")), gte(places.date, tripStart), lte(places.date, tripEnd))),
  (rows) =>
    rows.map((p) =>
      rawItem(p.date, p.position, `${p.createdAt}|${p.id}`, {
        id: p.id,
        kind: "place",
        title: p.name,
        address: p.address,
        startTime: p.startTime,
        endTime: null,
        place: { name: p.name, lat: p.lat, lng: p.lng },
      }),
    ),
);

interface TodoRow {
  id: string;
  text: string;
  due: string;
  done: boolean;
}

/** To-dos on their due date (done ones too, marked), in the list's own order, which breaks ties between to-dos due the same day. */
const todoSource = source<TodoRow>(
  qb
    .select({ rows: jsonRows({ id: listItems.id, text: listItems.text, due: listItems.due, done: listItems.done }, sql`${listItems.position}, ${listItems.createdAt}`) })
    .from(listItems)
    .where(and(eq(listItems.tripId, sql.placeholder("tripId")), eq(listItems.list, "todo"), gte(listItems.due, tripStart), lte(listItems.due, tripEnd))),
  (rows) =>
    rows.map((i, k) => rawItem(i.due, null, String(k).padStart(6, "0"), { id: i.id, kind: "todo", title: i.text, startTime: null, endTime: null, place: null, done: i.done })),
);

interface NoteRow {
  id: string;
  title: string;
  date: string;
  pinned: boolean;
  createdAt: string;
}

/** Notes with a date, by their title (their text is on the Notes page), pinned ones first. */
const noteSource = source<NoteRow>(
  qb
    .select({ rows: jsonRows({ id: notes.id, title: notes.title, date: notes.date, pinned: notes.pinned, createdAt: notes.createdAt }) })
    .from(notes)
    .where(and(eq(notes.tripId, sql.placeholder("tripId")), gte(notes.date, tripStart), lte(notes.date, tripEnd))),
  (rows) =>
    rows.map((n) => rawItem(n.date, null, `${n.pinned ? 0 : 1}|${n.createdAt}|${n.id}`, { id: n.id, kind: "note", title: n.title, startTime: null, endTime: null, place: null })),
);

/**
 * Where each kind of day item comes from: the one place a day is assembled.
 * A new kind joins as one more source here, and as a kind in DAY_ITEM_KINDS;
 * the consistency test then checks it in every view.
 */
const SOURCES = { itinerary: itinerarySource, reservations: reservationSource, places: placeSource, todos: todoSource, notes: noteSource } as const;
type SourceRows = { [K in keyof typeof SOURCES]: (typeof SOURCES)[K] extends Source<infer R> ? R[] : never };

/** The lines imported onto each day's map, in the order they were added. */
const trackRows = qb
  .select({ rows: jsonRows({ id: tracks.id, name: tracks.name, lines: tracks.lines, date: tracks.date }, sql`${tracks.date}, ${tracks.position}`) })
  .from(tracks)
  .where(and(eq(tracks.tripId, sql.placeholder("tripId")), gte(tracks.date, tripStart), lte(tracks.date, tripEnd)));

/** Whether the trip has any of a kind of memory on its days: most have none, and their reads (by their own modules) are skipped then. */
const anyOn = (table: typeof photos | typeof journalEntries) =>
  sql<boolean>`exists (${qb.select({ one: sql`1` }).from(table).where(and(eq(table.tripId, sql.placeholder("tripId")), gte(table.date, tripStart), lte(table.date, tripEnd)))})`;

/** The modes members chose for pairs of the trip's stops. */
const legModeRows = qb.select({ rows: jsonRows({ fromId: legModes.fromId, toId: legModes.toId, mode: legModes.mode }) }).from(legModes).where(eq(legModes.tripId, sql.placeholder("tripId")));

/** Everything the days are made of in one statement; photos and journal entries, when there are any, are read by their own modules. */
const tripDaysRow = hotRead(
  "days_of_trip",
  {
    startDate: trips.startDate,
    endDate: trips.endDate,
    itinerary: sql`${SOURCES.itinerary.rows}`,
    reservations: sql`${SOURCES.reservations.rows}`,
    places: sql`${SOURCES.places.rows}`,
    todos: sql`${SOURCES.todos.rows}`,
    notes: sql`${SOURCES.notes.rows}`,
    legModes: sql`${legModeRows}`,
    tracks: sql`${trackRows}`,
    anyPhotos: anyOn(photos),
    anyJournal: anyOn(journalEntries),
  },
  (db, fields) => db.select(fields).from(trips).where(eq(trips.id, sql.placeholder("tripId"))),
);

interface TripDays extends SourceRows {
  /** Null when the trip has no dates (then it has no days). */
  range: TripDates | null;
  legModes: Array<{ fromId: string; toId: string; mode: LegMode }>;
  tracks: Array<Track & { date: string }>;
  anyPhotos: boolean;
  anyJournal: boolean;
}

async function tripDays(db: Db | Tx, tripId: string): Promise<TripDays> {
  const [row] = await tripDaysRow(db, { tripId });
  if (!row) throw notFound("errors.trips.notFound");
  const { startDate, endDate, ...rows } = row as unknown as Omit<TripDays, "range"> & { startDate: string | null; endDate: string | null };
  return { ...rows, range: startDate && endDate ? { startDate, endDate } : null };
}

/** Every item of the trip that falls on one of `range`'s days, unarranged. */
function rawItems(rows: TripDays, range: TripDates): Raw[] {
  return (Object.keys(SOURCES) as Array<keyof typeof SOURCES>).flatMap((kind) => (SOURCES[kind] as Source<unknown>).items(rows[kind], range));
}

function arranged(day: readonly Raw[]): DayItem[] {
  // Each item is new to this answer: its position is set on it, not on a copy.
  return arrangeDay(day).map((r, position) => {
    const item = r.item as DayItem;
    item.position = position;
    return item;
  });
}

/** What a day holds besides its items: the tracks on its map, its photos and journal entries. */
type DayExtras = Pick<Day, "tracks" | "photos" | "journal">;

/** The tracks, photos and journal entries of the days from..to: part of each day's one picture. */
async function extrasIn(db: Db, tripId: string, rows: TripDays, from: string, to: string, viewerId: string | null): Promise<Array<DayExtras & { date: string }>> {
  const [photos, journal] = await Promise.all([
    rows.anyPhotos ? listPhotos(db, tripId, viewerId, { from, to }) : [],
    rows.anyJournal ? listJournal(db, tripId, { from, to }) : [],
  ]);
  return calendarDatesBetween(from, to).map((date) => ({
    date,
    tracks: rows.tracks.filter((t) => t.date === date).map(({ date: _date, ...track }) => track),
    photos: photos.filter((p) => p.date === date),
    journal: journal.filter((e) => e.date === date),
  }));
}

/** The modes members chose for pairs of the trip's stops, keyed by legKey. */
function modesOf(rows: ReadonlyArray<{ fromId: string; toId: string; mode: LegMode }>): Map<string, LegMode> {
  return new Map(rows.map((r) => [legKey(r.fromId, r.toId), r.mode]));
}

const tripLegModes = hotRead("days_leg_modes", { fromId: legModes.fromId, toId: legModes.toId, mode: legModes.mode }, (db, fields) =>
  db.select(fields).from(legModes).where(eq(legModes.tripId, sql.placeholder("tripId"))),
);

interface DayContext {
  extras: DayExtras;
  world: DayWorld;
  routers: Routers;
  modes: ReadonlyMap<string, LegMode>;
}

async function withLegs(date: string, items: DayItem[], { extras, world, routers, modes }: DayContext): Promise<Day> {
  const stops = items.flatMap((i) => (i.place ? [{ id: i.id, lat: i.place.lat, lng: i.place.lng, time: i.startTime }] : []));
  // Stops' times are the wall times of the day's city; a day of no stay takes the zone of its first stop.
  const timeZone = world.city?.timeZone ?? (stops[0] ? await zoneAt(stops[0].lat, stops[0].lng) : "UTC");
  const legs = await legsBetween(stops, routers, { date, timeZone }, modes);
  const travelMinutes = legs.reduce((sum, l) => sum + l.minutes, 0);
  return { date, city: world.city, holidays: world.holidays, items, legs, travelMinutes, tracks: extras.tracks, photos: extras.photos, journal: extras.journal };
}

/**
 * Travel between the trip's stops in route order (the itinerary's stops, as
 * the map shows them), by the same leg function as the day plan: a changeover
 * day's leg from one stay to the next is the same leg, by the mode chosen for
 * it there. A pair with a stop without coordinates has no leg.
 */
export async function tripLegs(db: Db, tripId: string, routers: Routers): Promise<Leg[]> {
  const [stops, modes] = await Promise.all([itineraryList(db, tripId).then(toStops), tripLegModes(db, { tripId }).then(modesOf)]);
  const point = (s: (typeof stops)[number]) => (s.lat === null || s.lng === null ? null : { id: s.item.id, lat: s.lat, lng: s.lng, time: null });
  const pairs = stops.slice(1).flatMap((to, k) => {
    const a = point(stops[k]!);
    const b = point(to);
    return a && b ? [[a, b, stops[k]!, to] as const] : [];
  });
  return Promise.all(
    pairs.map(async ([a, b, from, to]) => {
      // On the day plan this leg joins the first stay's check-out (its check-in when it ends the same day) to the next one's check-in.
      const mode = modes.get(legKey(`${a.id}:out`, `${b.id}:in`)) ?? modes.get(legKey(`${a.id}:in`, `${b.id}:in`));
      const date = to.startDate ?? from.endDate ?? from.startDate ?? "";
      return travelLeg(a, b, routers, { date, timeZone: await zoneAt(a.lat, a.lng) }, mode);
    }),
  );
}

/**
 * The trip's days, first to last; a trip without both dates has none.
 * `viewerId`: whose photos show their original's address (nobody's by default).
 */
export async function listDays(db: Db, tripId: string, routers: Routers, viewerId: string | null = null): Promise<Day[]> {
  const rows = await tripDays(db, tripId);
  const range = rows.range;
  if (!range) return [];
  const raw = rawItems(rows, range);
  const world = await worldOfDays(rows.itinerary, calendarDatesBetween(range.startDate, range.endDate));
  const modes = modesOf(rows.legModes);
  const extras = await extrasIn(db, tripId, rows, range.startDate, range.endDate, viewerId);
  return Promise.all(extras.map((m) => withLegs(m.date, arranged(raw.filter((r) => r.date === m.date)), { extras: m, world: world.get(m.date)!, routers, modes })));
}

export async function getDay(db: Db, tripId: string, date: string, routers: Routers): Promise<Day> {
  const rows = await tripDays(db, tripId);
  const range = dayOf(rows.range, date);
  const [extras] = await extrasIn(db, tripId, rows, date, date, null);
  const world = await worldOfDays(rows.itinerary, [date]);
  return withLegs(date, arranged(rawItems(rows, range).filter((r) => r.date === date)), { extras: extras!, world: world.get(date)!, routers, modes: modesOf(rows.legModes) });
}

/** The city and holidays of each of the trip's days (the weather asks for its cities'). */
export async function tripWorld(db: Db, tripId: string): Promise<Map<string, DayWorld>> {
  const rows = await tripDays(db, tripId);
  return rows.range ? worldOfDays(rows.itinerary, calendarDatesBetween(rows.range.startDate, rows.range.endDate)) : new Map();
}

/** The trip's dates when `date` is one of its days; else 400 naming `field`. */
export async function requireTripDay(db: Db | Tx, tripId: string, date: string, field = "date"): Promise<TripDates> {
  return dayOf(await tripDates(db, tripId), date, field);
}

function dayOf(range: TripDates | null, date: string, field = "date"): TripDates {
  if (!range) throw badRequest(field, "errors.days.noDates");
  if (date < range.startDate || date > range.endDate) throw badRequest(field, "errors.days.dateOutsideTrip");
  return range;
}

/** Serialises writes to a trip's day order: the second waits for the first to commit, then sees its positions. */
export async function lockTrip(tx: Tx, tripId: string): Promise<void> {
  await tx.select({ id: trips.id }).from(trips).where(eq(trips.id, tripId)).for("update");
}

/** The next free position on a day: after every event and place already there. */
export async function nextDayPosition(tx: Tx, tripId: string, date: string): Promise<number> {
  const [p] = await tx.select({ top: max(places.position) }).from(places).where(and(eq(places.tripId, tripId), eq(places.date, date)));
  const [e] = await tx
    .select({ top: max(itineraryItems.dayPosition) })
    .from(itineraryItems)
    .where(and(eq(itineraryItems.tripId, tripId), isNull(itineraryItems.locationId), eq(itineraryItems.startDate, date)));
  const top = Math.max(p?.top ?? -1, e?.top ?? -1);
  return top + 1;
}

/**
 * Adds a place at the end of its day (docs/product/itinerary-and-days.md); returns its day item.
 * Without a date it is an idea (docs/product/ideas.md): on no day until the order call puts it on one.
 */
export async function createPlace(db: Db, tripId: string, userId: string, input: PlaceFields): Promise<DayItem & { date: string | null }> {
  const date = input.date;
  if (date === null) {
    await tripDates(db, tripId);
    const [id] = await db.transaction((tx) => insertIdeas(tx, tripId, userId, [input]));
    const place = { name: input.name, lat: input.lat, lng: input.lng };
    return { id: id!, kind: "place", title: input.name, address: input.address, startTime: null, endTime: null, place, position: 0, date };
  }
  await requireTripDay(db, tripId, date);
  const id = await db.transaction(async (tx) => {
    await lockTrip(tx, tripId);
    const position = await nextDayPosition(tx, tripId, date);
    const [row] = await tx
      .insert(places)
      .values({ tripId, name: input.name, address: input.address, lat: input.lat, lng: input.lng, date, startTime: input.startTime, position, createdBy: userId })
      .returning({ id: places.id });
    await publishChange(tx, { tripId, resource: "itinerary", action: "created", id: row!.id, by: userId });
    return row!.id;
  });
  const day = await getDay(db, tripId, date, {});
  const item = day.items.find((i) => i.id === id)!;
  return { ...item, date };
}

/** Stay, reservation, to-do and note ids as the days answer shows them, which an order call may carry and are ignored. */
async function fixedIds(tx: Tx, tripId: string): Promise<Set<string>> {
  const todos = await listOf(tx, tripId, "todo");
  const stays = await tx
    .select({ id: itineraryItems.id })
    .from(itineraryItems)
    .where(and(eq(itineraryItems.tripId, tripId), isNotNull(itineraryItems.locationId)));
  const bookings = await tx.select({ id: reservations.id }).from(reservations).where(eq(reservations.tripId, tripId));
  const dayNotes = await tx.select({ id: notes.id }).from(notes).where(eq(notes.tripId, tripId));
  return new Set([
    ...stays.flatMap((s) => [`${s.id}:in`, `${s.id}:out`]),
    ...bookings.flatMap((r) => [r.id, `${r.id}:end`]),
    ...todos.map((i) => i.id),
    ...dayNotes.map((n) => n.id),
  ]);
}

/**
 * Puts the day's events and places in the order of `ids` (docs/product/itinerary-and-days.md): an id
 * from another day of the trip moves here keeping its time; the day's items
 * not named follow in their old order; stay and reservation ids are ignored.
 * Any other id (another trip's, unknown, repeated) is a 400 naming `ids`, and nothing is written.
 */
export async function orderDay(db: Db, tripId: string, date: string, ids: readonly string[], userId: string, routers: Routers): Promise<Day> {
  const range = await requireTripDay(db, tripId, date);
  await db.transaction(async (tx) => {
    await lockTrip(tx, tripId);
    const ignored = await fixedIds(tx, tripId);
    const wanted = ids.filter((id) => !ignored.has(id));
    if (new Set(wanted).size !== wanted.length) throw badRequest("ids", "errors.days.idRepeated");
    const uuids = wanted.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
    const ownPlaces = uuids.length
      ? await tx.select({ id: places.id }).from(places).where(and(eq(places.tripId, tripId), inArray(places.id, uuids)))
      : [];
    const ownEvents = uuids.length
      ? await tx
          .select({ id: itineraryItems.id, startDate: itineraryItems.startDate, endDate: itineraryItems.endDate })
          .from(itineraryItems)
          .where(and(eq(itineraryItems.tripId, tripId), isNull(itineraryItems.locationId), inArray(itineraryItems.id, uuids)))
      : [];
    const placeIds = new Set(ownPlaces.map((p) => p.id));
    const events = new Map(ownEvents.map((e) => [e.id, e]));
    const stranger = wanted.find((id) => !placeIds.has(id) && !events.has(id));
    if (stranger !== undefined) throw badRequest("ids", "errors.days.idNotInTrip");

    // The day as it stands now (under the lock), so items not named keep their relative order after the named ones.
    const current = arranged(rawItems(await tripDays(tx, tripId), range).filter((r) => r.date === date)).filter(isMovable);
    const order = [...wanted, ...current.map((i) => i.id).filter((id) => !wanted.includes(id))];
    for (const [position, id] of order.entries()) {
      if (placeIds.has(id) || current.some((i) => i.id === id && i.kind === "place")) {
        await tx.update(places).set({ date, position }).where(and(eq(places.id, id), eq(places.tripId, tripId)));
      } else {
        const event = events.get(id);
        // A multi-day event keeps its length when its first day moves.
        const shift = event?.startDate && event.startDate !== date ? daysBetween(event.startDate, date) : 0;
        await tx
          .update(itineraryItems)
          .set({
            startDate: date,
            dayPosition: position,
            ...(shift && event?.endDate ? { endDate: addCalendarDays(event.endDate, shift) } : {}),
            ...(shift ? { updatedAt: sql`now()` } : {}),
          })
          .where(and(eq(itineraryItems.id, id), eq(itineraryItems.tripId, tripId)));
      }
    }
    await publishChange(tx, { tripId, resource: "itinerary", action: "updated", id: null, by: userId });
  });
  return getDay(db, tripId, date, routers);
}

const EACH = 6;

/**
 * The place search (docs/product/itinerary-and-days.md): the trip's own places, the bundled
 * cities, then the geocoder when one is set. Used by the search box and by an import's rows
 * that come without coordinates, so both find the same place for the same words.
 */
export async function searchPlaces(
  db: Db,
  q: string,
  options: { tripId?: string; geocoderUrl?: string; language?: string; log: Pick<FastifyBaseLogger, "warn"> },
): Promise<PlaceSearchResult[]> {
  const out: PlaceSearchResult[] = [];
  if (options.tripId) {
    for (const p of await tripPlacesMatching(db, options.tripId, q, EACH)) out.push({ ...p, source: "trip" });
  }
  for (const c of citiesNamed(q, EACH)) {
    out.push({ name: q, lat: c.lat, lng: c.lng, address: countryName(c.countryCode) ?? c.countryCode, source: "cities" });
  }
  if (options.geocoderUrl) {
    try {
      out.push(...(await geocode(options.geocoderUrl, q, options.language)));
    } catch (err) {
      // Offline answers still help; the log says why the geocoder's are missing.
      options.log.warn({ err }, "geocoder unavailable");
    }
  }
  return out;
}

/** The trip's own places whose name contains `q` (one per name), for the offline search. */
export async function tripPlacesMatching(db: Db, tripId: string, q: string, limit: number) {
  const rows = await db
    .select({ name: places.name, lat: places.lat, lng: places.lng, address: places.address })
    .from(places)
    .where(and(eq(places.tripId, tripId), sql`${places.name} ilike ${`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`))
    .orderBy(places.name)
    .limit(limit * 4);
  const seen = new Set<string>();
  return rows.filter((r) => !seen.has(r.name.toLowerCase()) && seen.add(r.name.toLowerCase())).slice(0, limit);
}

/** The place's trip, or null for a malformed or unknown id (both answer 404). */
export async function placeTrip(db: Db, placeId: string): Promise<string | null> {
  if (!/^[0-9a-f-]{36}$/i.test(placeId)) return null;
  const [row] = await db.select({ tripId: places.tripId }).from(places).where(eq(places.id, placeId)).limit(1);
  return row?.tripId ?? null;
}

export async function deletePlace(db: Db, placeId: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(places).where(eq(places.id, placeId)).returning({ tripId: places.tripId });
    if (gone) await publishChange(tx, { tripId: gone.tripId, resource: "itinerary", action: "deleted", id: placeId, by: userId });
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` names a stop of the trip as the days show it: one of its places, or a stay's check-in or check-out. */
async function isTripStop(db: Db | Tx, tripId: string, id: string): Promise<boolean> {
  const [own, end] = id.split(":") as [string, string | undefined];
  if (!UUID.test(own) || id.split(":").length > 2) return false;
  if (end === undefined) {
    const [row] = await db.select({ id: places.id }).from(places).where(and(eq(places.id, own), eq(places.tripId, tripId))).limit(1);
    return !!row;
  }
  if (end !== "in" && end !== "out") return false;
  const [row] = await db
    .select({ id: itineraryItems.id })
    .from(itineraryItems)
    .where(and(eq(itineraryItems.id, own), eq(itineraryItems.tripId, tripId), isNotNull(itineraryItems.locationId)))
    .limit(1);
  return !!row;
}

/**
 * Keeps how members travel from one stop to another (docs/product/itinerary-and-days.md). Both
 * ids must be stops of this trip (400 naming the field otherwise); the choice
 * replaces an earlier one for the same pair, and the days of every member refresh.
 */
export async function setLegMode(db: Db, tripId: string, userId: string, input: LegModeInput & { mode: LegMode }): Promise<{ fromId: string; toId: string; mode: LegMode }> {
  const fromId = input.fromId.trim();
  const toId = input.toId.trim();
  if (!(await isTripStop(db, tripId, fromId))) throw badRequest("fromId", "errors.days.legStopNotInTrip");
  if (toId === fromId || !(await isTripStop(db, tripId, toId))) throw badRequest("toId", "errors.days.legStopNotInTrip");
  await db.transaction(async (tx) => {
    await tx
      .insert(legModes)
      .values({ tripId, fromId, toId, mode: input.mode, updatedBy: userId })
      .onConflictDoUpdate({ target: [legModes.tripId, legModes.fromId, legModes.toId], set: { mode: input.mode, updatedBy: userId, updatedAt: sql`now()` } });
    await publishChange(tx, { tripId, resource: "itinerary", action: "updated", id: null, by: userId });
  });
  return { fromId, toId, mode: input.mode };
}
