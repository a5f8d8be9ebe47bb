// Day by day (docs/product/itinerary-and-days.md): the days of a trip with their items in order, the
// legs between consecutive stops, places added from search, and the order
// call. The estimate and the route optimiser are shared: the server labels
// legs with the same numbers the client's "Optimise order" minimises.
import { z } from "zod";
import { greatCircleKm, type LatLng } from "./geo";
import { timeSchema } from "./itinerary";
import { reservationTypeSchema } from "./reservations";
import { calendarDateSchema } from "./trips";
import { journalEntrySchema, photoSchema } from "./memories";
import { labelled, zodMessage, type ErrorId } from "./i18n/error-message";

/**
 * What a day holds. A new kind is added here and as one source in the days
 * service (`SOURCES` in src/server/days/service.ts); every view reads the
 * days, and src/server/days/consistency.test.ts checks them all. A note is
 * shown by its title (its text is on the Notes page).
 */
export const DAY_ITEM_KINDS = ["stay", "event", "reservation", "place", "todo", "note"] as const;
export type DayItemKind = (typeof DAY_ITEM_KINDS)[number];

/** How members get from one stop to the next. */
export const LEG_MODES = ["walking", "cycling", "driving", "transit"] as const;
export type LegMode = (typeof LEG_MODES)[number];

export const dayPlaceSchema = z.object({ name: z.string(), lat: z.number(), lng: z.number() });
export type DayPlace = z.infer<typeof dayPlaceSchema>;

/** One end of a journey: where, and when on that place's own clock. */
export const journeyEndSchema = z.object({ name: z.string(), timeZone: z.string(), date: z.string(), time: z.string().nullable() });

export const dayItemSchema = z.object({
  /** A place's or event's own id (the order call takes it); a stay's is `<id>:in` / `<id>:out`, a reservation's `<id>` / `<id>:end`. */
  id: z.string(),
  kind: z.enum(DAY_ITEM_KINDS),
  title: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  place: dayPlaceSchema.nullable(),
  /** 0, 1, 2 … in the day's order. */
  position: z.number().int(),
  /** Stays: which end of the stay this day is. */
  stay: z.enum(["check-in", "check-out"]).optional(),
  /** Places and reservations: the address given or found, if any. */
  address: z.string().nullable().optional(),
  /** Reservations: hotel, flight, restaurant, attraction, transport or other. */
  reservationType: reservationTypeSchema.optional(),
  /**
   * The zone `startTime` is on when the item knows its own (a journey's departure, or its arrival on its end
   * day); otherwise the day's city's.
   */
  timeZone: z.string().nullable().optional(),
  /** Journeys with both ends (a flight, a train …): each end on its own clock, and the minutes between (null without both times). */
  journey: z.object({ from: journeyEndSchema, to: journeyEndSchema, minutes: z.number().int().nullable() }).nullable().optional(),
  /** A stay's check-in and a reservation's first day: its last day (check-out, end date), when later. */
  until: z.string().nullable().optional(),
  /** Events and stays: the description members wrote (never on the public page). */
  note: z.string().nullable().optional(),
  /** To-dos: ticked off. */
  done: z.boolean().optional(),
});
export type DayItem = z.infer<typeof dayItemSchema>;

export const legSchema = z.object({
  fromId: z.string(),
  toId: z.string(),
  km: z.number(),
  minutes: z.number().int(),
  /** True when no routing service answered: great-circle distance at the assumed speed of its mode. */
  estimate: z.boolean(),
  mode: z.enum(LEG_MODES),
  /** The road route's line ([lng, lat] pairs) when the routing service gave one. */
  geometry: z.array(z.array(z.number())).nullable().optional(),
});
export type Leg = z.infer<typeof legSchema>;

export const LEG_STOP_REQUIRED: ErrorId = "errors.days.legStop";
export const LEG_MODE_INVALID: ErrorId = "errors.days.legMode";
const stopId = z.string({ error: LEG_STOP_REQUIRED }).trim().min(1, LEG_STOP_REQUIRED).max(100, LEG_STOP_REQUIRED);
/** The body of PATCH …/legs: how members travel from one stop to the next (kept per pair of stops). */
export const legModeInputSchema = z.object({
  fromId: stopId,
  toId: stopId,
  mode: z.enum(LEG_MODES, { error: LEG_MODE_INVALID }),
});
export type LegModeInput = z.input<typeof legModeInputSchema>;

/**
 * The city a day is spent in (the stay covering it; on a changeover day the one
 * checked into), with its zone and the sun's times as local wall times there.
 */
export const dayCitySchema = z.object({
  name: z.string(),
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
  lat: z.number(),
  lng: z.number(),
  /** IANA zone found from the coordinates. */
  timeZone: z.string(),
  /** "HH:MM" in the city's zone; null when the sun does not rise or set that day (polar day or night). */
  sunrise: z.string().nullable(),
  sunset: z.string().nullable(),
});
export type DayCity = z.infer<typeof dayCitySchema>;

/** A line on the day's map read from a GPX, KML or GeoJSON file (docs/product/gpx-kml-geojson.md). */
export const trackSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Its segments (a GPX track may have several), each a list of [lng, lat] pairs. */
  lines: z.array(z.array(z.array(z.number()))),
});
export type Track = z.infer<typeof trackSchema>;

export const daySchema = z.object({
  date: z.string(),
  city: dayCitySchema.nullable(),
  /** The public holidays of the city's country on this date, named in the country's language. */
  holidays: z.array(z.object({ name: z.string() })),
  items: z.array(dayItemSchema),
  legs: z.array(legSchema),
  /** Lines imported onto the day's map, in the order they were added. */
  tracks: z.array(trackSchema),
  /** The sum of the legs' minutes: the day's travel time, one figure for every view. */
  travelMinutes: z.number().int(),
  /** The day's photos, in the order they were taken (docs/product/memories.md). */
  photos: z.array(photoSchema),
  /** The members' journal entries of the day. */
  journal: z.array(journalEntrySchema),
});
export type Day = z.infer<typeof daySchema>;

const coordinate = (field: "lat" | "lng", max: number) => {
  const message = zodMessage(field === "lat" ? "errors.days.latRange" : "errors.days.lngRange");
  return z.number({ error: message }).min(-max, message).max(max, message);
};

export const PLACE_NAME_REQUIRED: ErrorId = "errors.days.placeNameRequired";
export const placeInputSchema = z.object({
  name: z.string({ error: PLACE_NAME_REQUIRED }).trim().min(1, PLACE_NAME_REQUIRED).max(300, zodMessage("errors.field.tooLong")),
  /** Left out (or null): the place is an idea, on no day until it is put on one (docs/product/ideas.md). */
  date: calendarDateSchema.optional().transform((v) => v ?? null),
  lat: coordinate("lat", 90),
  lng: coordinate("lng", 180),
  address: z
    .string({ error: labelled("errors.field.text", "errors.label.address") })
    .max(500, zodMessage("errors.field.tooLong"))
    .nullish()
    .transform((v) => v?.trim() || null),
  startTime: timeSchema.optional().transform((v) => v ?? null),
});
export type PlaceInput = z.input<typeof placeInputSchema>;

export const PLACE_POINT_REQUIRED: ErrorId = "errors.days.pointRequired";
export const LATITUDE_RANGE: ErrorId = "errors.days.latitudeRange";
export const LONGITUDE_RANGE: ErrorId = "errors.days.longitudeRange";

/** A coordinate as a person types it: "43.7714", "43,7714" (a decimal comma), " -9.13 "; null when it is not one number. */
export function parseCoordinate(text: string): number | null {
  const s = text.trim().replace(",", ".");
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(s)) return null;
  return Number(s);
}

/** A coordinate picked on a map, as the form's field shows it: five decimals (about a metre). */
export const formatCoordinate = (value: number) => (Math.round(value * 1e5) / 1e5).toFixed(5);

const typedCoordinate = (message: string, max: number) =>
  z.string().refine((v) => {
    const n = parseCoordinate(v);
    return v.trim() === "" || (n !== null && Math.abs(n) <= max);
  }, message);

/**
 * The "pick on the map" form (a place that search does not know): the name,
 * an optional address, and the point as two text fields the map fills in and
 * the member may type or correct. Out: the body of POST …/places without its date.
 */
export const pickedPlaceFormSchema = z
  .object({
    name: z.string().trim().min(1, PLACE_NAME_REQUIRED).max(300, zodMessage("errors.field.tooLong")),
    address: z.string().trim().max(500, zodMessage("errors.field.tooLong")),
    lat: typedCoordinate(LATITUDE_RANGE, 90),
    lng: typedCoordinate(LONGITUDE_RANGE, 180),
  })
  .superRefine((v, ctx) => {
    // Neither typed nor picked: one message, on the first field.
    if (v.lat.trim() === "" && v.lng.trim() === "") ctx.addIssue({ code: "custom", path: ["lat"], message: PLACE_POINT_REQUIRED });
    else if (v.lat.trim() === "") ctx.addIssue({ code: "custom", path: ["lat"], message: LATITUDE_RANGE });
    else if (v.lng.trim() === "") ctx.addIssue({ code: "custom", path: ["lng"], message: LONGITUDE_RANGE });
  })
  .transform((v) => ({ name: v.name, address: v.address || null, lat: parseCoordinate(v.lat)!, lng: parseCoordinate(v.lng)! }));
export type PickedPlaceForm = z.input<typeof pickedPlaceFormSchema>;

export const ORDER_IDS_REQUIRED: ErrorId = "errors.days.idsList";
export const orderInputSchema = z.object({
  ids: z.array(z.string({ error: ORDER_IDS_REQUIRED }), { error: ORDER_IDS_REQUIRED }).max(500, zodMessage("errors.days.tooManyItems")),
});
export type OrderInput = z.input<typeof orderInputSchema>;

export const PLACE_SOURCES = ["cities", "trip", "geocoder"] as const;
export const placeSearchResultSchema = z.object({
  name: z.string(),
  lat: z.number(),
  lng: z.number(),
  address: z.string().nullable(),
  source: z.enum(PLACE_SOURCES),
});
export type PlaceSearchResult = z.infer<typeof placeSearchResultSchema>;

/** What the map needs to know from the server: where its style is (MAP_STYLE_URL) and which services are set. */
/** Where the map style is, and which outside services are set (a weather service: WEATHER_URL or CLIMATE_URL). */
export const mapSettingsSchema = z.object({ styleUrl: z.string(), geocoder: z.boolean(), routing: z.boolean(), weather: z.boolean() });
export type MapSettings = z.infer<typeof mapSettingsSchema>;

/** Without a member's choice a leg under this distance is walked, else driven (docs/product/itinerary-and-days.md). */
export const WALKING_LIMIT_KM = 2;
/**
 * Assumed speeds of an estimate: a city walk, an unhurried ride, driving with
 * towns and traffic on the way, and public transport with its waits and changes.
 */
export const SPEED_KMH: Record<LegMode, number> = { walking: 4.5, cycling: 15, driving: 50, transit: 25 };

export const legMode = (km: number): LegMode => (km < WALKING_LIMIT_KM ? "walking" : "driving");

/** The labelled estimate for a leg: great-circle distance at the assumed speed of its mode (the default one when none is chosen). */
export function estimateLeg(a: LatLng, b: LatLng, chosen?: LegMode): { km: number; minutes: number; mode: LegMode } {
  const km = greatCircleKm(a, b);
  const mode = chosen ?? legMode(km);
  const minutes = Math.max(km > 0 ? 1 : 0, Math.round((km / SPEED_KMH[mode]) * 60));
  return { km: Math.round(km * 10) / 10, minutes, mode };
}

/**
 * The shortest open route through `stops` that starts at the first one:
 * nearest neighbour, then 2-opt until no swap shortens it. Returns indexes
 * into `stops`, the first always 0. A day has a handful of stops, so the
 * O(n³) of 2-opt is nothing.
 */
export function optimiseRoute(stops: readonly LatLng[]): number[] {
  const n = stops.length;
  if (n < 3) return stops.map((_, i) => i);
  const d = (i: number, j: number) => greatCircleKm(stops[i]!, stops[j]!);
  const route = [0];
  const left = new Set(stops.map((_, i) => i).slice(1));
  while (left.size) {
    const last = route[route.length - 1]!;
    let best = -1;
    for (const i of left) if (best < 0 || d(last, i) < d(last, best)) best = i;
    route.push(best);
    left.delete(best);
  }
  // 2-opt on an open path: reversing route[i..j] replaces edges (i-1,i) and (j,j+1).
  for (let improved = true; improved; ) {
    improved = false;
    for (let i = 1; i < n - 1; i++) {
      for (let j = i + 1; j < n; j++) {
        const a = route[i - 1]!;
        const b = route[i]!;
        const c = route[j]!;
        const e = route[j + 1];
        const before = d(a, b) + (e === undefined ? 0 : d(c, e));
        const after = d(a, c) + (e === undefined ? 0 : d(b, e));
        if (after < before - 1e-9) {
          route.splice(i, j - i + 1, ...route.slice(i, j + 1).reverse());
          improved = true;
        }
      }
    }
  }
  return route;
}

/** Ids a day's order call takes: its events and places (stays and reservations keep their dates and times). */
export const isMovable = (item: Pick<DayItem, "kind">) => item.kind === "place" || item.kind === "event";

/**
 * The order call's ids after "Optimise order": the day's untimed places after
 * its first stop are put in the shortest route from that stop; everything
 * else keeps its slot. Null when there is nothing to reorder.
 */
export function optimisedOrder(items: readonly DayItem[]): string[] | null {
  const stops = items.filter((i) => i.place);
  if (stops.length < 3) return null;
  const first = stops[0]!;
  const free = stops.slice(1).filter((i) => i.kind === "place" && !i.startTime);
  if (free.length < 2) return null;
  const route = optimiseRoute([first.place!, ...free.map((i) => i.place!)]);
  const ordered = route.slice(1).map((k) => free[k - 1]!);
  const freeIds = new Set(free.map((i) => i.id));
  let next = 0;
  const ids = items.filter(isMovable).map((i) => (freeIds.has(i.id) ? ordered[next++]!.id : i.id));
  const before = items.filter(isMovable).map((i) => i.id);
  return ids.every((id, k) => id === before[k]) ? null : ids;
}

/**
 * Where a day's items stand (docs/product/itinerary-and-days.md): timed items in time order, untimed
 * ones where they were put. `rank` is the stored position of an event or a
 * place; stays and reservations have none. Untimed check-outs open the day,
 * then untimed reservations; untimed check-ins close it. The positioned items
 * keep their slots, and the timed ones among them (with the timed stays and
 * reservations merged in) fill the timed slots in time order. The day's
 * notes follow, and to-dos due that day come last.
 */
export function arrangeDay<T extends { kind: DayItemKind; startTime: string | null; stay?: "check-in" | "check-out"; rank: number | null; key: string }>(
  items: readonly T[],
): T[] {
  const byTime = (a: T, b: T) => a.startTime!.localeCompare(b.startTime!) || (a.rank ?? 1e9) - (b.rank ?? 1e9) || a.key.localeCompare(b.key);
  const positioned = items.filter((i) => i.rank !== null).sort((a, b) => a.rank! - b.rank! || a.key.localeCompare(b.key));
  const fixedTimed = items.filter((i) => i.rank === null && i.startTime);
  // Notes and to-dos due that day close it, after the untimed check-ins.
  const closes = (i: T) => i.stay === "check-in" || i.kind === "note" || i.kind === "todo";
  const closingRank = (i: T) => (i.kind === "todo" ? 2 : i.kind === "note" ? 1 : 0);
  const opening = items.filter((i) => i.rank === null && !i.startTime && !closes(i));
  opening.sort((a, b) => (a.stay === "check-out" ? 0 : 1) - (b.stay === "check-out" ? 0 : 1) || a.key.localeCompare(b.key));
  const closing = items
    .filter((i) => i.rank === null && !i.startTime && closes(i))
    .sort((a, b) => closingRank(a) - closingRank(b) || a.key.localeCompare(b.key));
  // Slots: the positioned list, with a timed slot for each timed stay or reservation after the last timed one before its time.
  const slots: (T | "timed")[] = positioned.map((i) => (i.startTime ? "timed" : i));
  const placed = positioned.filter((i) => i.startTime);
  for (const fixed of fixedTimed.sort(byTime)) {
    const timedSlots = slots.flatMap((s, k) => (s === "timed" ? [k] : []));
    const earlier = placed.filter((i) => i.startTime! <= fixed.startTime!).length;
    if (!timedSlots.length) slots.push("timed");
    else if (earlier === 0) slots.splice(timedSlots[0]!, 0, "timed");
    else slots.splice(timedSlots[earlier - 1]! + 1, 0, "timed");
    placed.push(fixed);
  }
  const timed = [...positioned.filter((i) => i.startTime), ...fixedTimed].sort(byTime);
  let t = 0;
  const middle = slots.map((s) => (s === "timed" ? timed[t++]! : s));
  return [...opening, ...middle, ...closing];
}
