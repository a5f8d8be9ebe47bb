// Travel between stops (docs/product/itinerary-and-days.md), the one function
// every view uses for a leg — the day plan, the map's travel times and the
// assistant. Walking, cycling and driving come from an OSRM-compatible service
// at ROUTING_URL (`/route/v1/{foot|bike|car}/{lng},{lat};{lng},{lat}`), transit
// from a MOTIS 2 service at TRANSIT_URL (`/api/v1/plan`, as Transitous serves
// it), else the straight-line estimate at the mode's speed. A leg a service
// cannot answer in time falls back to the estimate too, so a day always has its
// legs, each labelled.
import { estimateLeg, legMode, type Leg, type LegMode } from "@shared/days";
import { greatCircleKm, type LatLng } from "@shared/geo";
import { instantOf } from "@shared/zones";

/** Short: a day's legs are asked for at once and the days answer waits for the slowest. */
const TIMEOUT_MS = 4_000;
/** A transit leg with no time of its own leaves at this local time. */
const DEFAULT_DEPARTURE = "09:00";

/** The outside routers, each optional. */
export interface Routers {
  /** OSRM-compatible: walking, cycling, driving. */
  routingUrl?: string;
  /** MOTIS 2 (Transitous): public transport. */
  transitUrl?: string;
}

export interface Stop extends LatLng {
  id: string;
  /** The stop's local start time ("HH:MM"), when it has one: a transit leg from it departs then. */
  time?: string | null;
}

/** When a leg is travelled: its date and the zone its stops' wall times are in. */
export interface LegDay {
  date: string;
  timeZone: string;
}

/** OSRM's profile names for the profiles it ships (car.lua, bicycle.lua, foot.lua). */
const OSRM_PROFILE: Record<Exclude<LegMode, "transit">, string> = { walking: "foot", cycling: "bike", driving: "car" };

interface OsrmAnswer {
  code?: string;
  routes?: { distance?: number; duration?: number; geometry?: { type?: string; coordinates?: [number, number][] } }[];
}

/** MOTIS's plan answer, the parts read: each itinerary's length in seconds and when it arrives. */
interface MotisAnswer {
  itineraries?: { duration?: number; startTime?: string; endTime?: string; legs?: { mode?: string }[] }[];
}

const trimmed = (base: string) => base.replace(/\/+$/, "");

async function getJson<T>(url: string): Promise<T | null> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { "user-agent": "Roamwise trip planner", accept: "application/json" } });
    if (!res.ok) return null;
    return (await res.json()) as T;
  } catch {
    // Refused, timed out or not JSON: the caller falls back to the estimate.
    return null;
  }
}

/** A walking, cycling or driving leg from the OSRM service, or null when it does not answer a usable route. */
export async function routeLeg(base: string, from: Stop, to: Stop, mode: Exclude<LegMode, "transit">): Promise<Leg | null> {
  const path = `${from.lng},${from.lat};${to.lng},${to.lat}`;
  const body = await getJson<OsrmAnswer>(`${trimmed(base)}/route/v1/${OSRM_PROFILE[mode]}/${path}?overview=full&geometries=geojson`);
  const route = body?.code === "Ok" ? body.routes?.[0] : undefined;
  if (!route || typeof route.distance !== "number" || typeof route.duration !== "number") return null;
  const coords = route.geometry?.type === "LineString" ? route.geometry.coordinates : undefined;
  return {
    fromId: from.id,
    toId: to.id,
    km: Math.round(route.distance / 100) / 10,
    minutes: Math.round(route.duration / 60),
    estimate: false,
    mode,
    geometry: coords?.length ? coords.map(([x, y]) => [x, y] as [number, number]) : null,
  };
}

/**
 * A transit leg from the MOTIS service: the itinerary that arrives first after
 * leaving at the earlier stop's time (else 09:00) on the leg's day, in the
 * day's zone. Null when it finds none.
 */
export async function transitLeg(base: string, from: Stop, to: Stop, day: LegDay): Promise<Leg | null> {
  const departure = instantOf({ date: day.date, time: from.time ?? DEFAULT_DEPARTURE, timeZone: day.timeZone });
  const query = new URLSearchParams({ fromPlace: `${from.lat},${from.lng}`, toPlace: `${to.lat},${to.lng}`, time: departure.toISOString(), arriveBy: "false" });
  const body = await getJson<MotisAnswer>(`${trimmed(base)}/api/v1/plan?${query}`);
  const usable = (body?.itineraries ?? []).filter((i) => typeof i.duration === "number" && typeof i.endTime === "string" && !Number.isNaN(Date.parse(i.endTime)));
  if (!usable.length) return null;
  const best = usable.reduce((a, b) => (Date.parse(b.endTime!) < Date.parse(a.endTime!) ? b : a));
  return {
    fromId: from.id,
    toId: to.id,
    // MOTIS gives no total distance for an itinerary; the straight line is the honest figure.
    km: Math.round(greatCircleKm(from, to) * 10) / 10,
    minutes: Math.round(best.duration! / 60),
    estimate: false,
    mode: "transit",
    geometry: null,
  };
}

/**
 * One leg by the mode chosen for it (without a choice: walking under 2 km,
 * else driving): from its service when one is set and answers, else the
 * estimate at the mode's speed, labelled so.
 */
export async function travelLeg(from: Stop, to: Stop, routers: Routers, day: LegDay, chosen?: LegMode): Promise<Leg> {
  const mode = chosen ?? legMode(greatCircleKm(from, to));
  const routed =
    mode === "transit"
      ? routers.transitUrl
        ? await transitLeg(routers.transitUrl, from, to, day)
        : null
      : routers.routingUrl
        ? await routeLeg(routers.routingUrl, from, to, mode)
        : null;
  return routed ?? { fromId: from.id, toId: to.id, ...estimateLeg(from, to, mode), estimate: true, geometry: null };
}

/** The legs between consecutive stops of one day, each by its chosen mode (`modes`, keyed by legKey). */
export async function legsBetween(stops: readonly Stop[], routers: Routers, day: LegDay, modes: ReadonlyMap<string, LegMode>): Promise<Leg[]> {
  return Promise.all(stops.slice(1).map((to, k) => travelLeg(stops[k]!, to, routers, day, modes.get(legKey(stops[k]!.id, to.id)))));
}

/** How a chosen mode is looked up: by the ordered pair of stop ids. */
export const legKey = (fromId: string, toId: string) => `${fromId}→${toId}`;

/** The routers an app was started with (its `map` settings: ROUTING_URL, TRANSIT_URL). */
export const routersOf = (deps: { map?: { routingUrl?: string; transitUrl?: string } }): Routers => ({ routingUrl: deps.map?.routingUrl, transitUrl: deps.map?.transitUrl });
