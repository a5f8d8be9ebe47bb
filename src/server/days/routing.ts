// Travel between stops (docs/product/itinerary-and-days.md), the one function
// every view uses for a leg — the day plan, the map's travel times and the
// assistant: an OSRM-compatible
// routing service at ROUTING_URL (`/route/v1/{profile}/{lng},{lat};{lng},{lat}`)
// when set, else the great-circle estimate. A leg the service cannot answer
// falls back to the estimate too, so a day always has its legs, each labelled.
import { estimateLeg, legMode, type Leg } from "@shared/days";
import { greatCircleKm, type LatLng } from "@shared/geo";

const TIMEOUT_MS = 5_000;

export interface Stop extends LatLng {
  id: string;
}

interface OsrmAnswer {
  code?: string;
  routes?: { distance?: number; duration?: number; geometry?: { type?: string; coordinates?: [number, number][] } }[];
}

/** One leg from the routing service, or null when it does not answer a usable route. */
export async function routeLeg(base: string, from: Stop, to: Stop): Promise<Leg | null> {
  const mode = legMode(greatCircleKm(from, to));
  const profile = mode === "walking" ? "foot" : "driving";
  const path = `${from.lng},${from.lat};${to.lng},${to.lat}`;
  const url = `${base.replace(/\/+$/, "")}/route/v1/${profile}/${path}?overview=full&geometries=geojson`;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { "user-agent": "Roamwise trip planner" } });
    if (!res.ok) return null;
    const body = (await res.json()) as OsrmAnswer;
    const route = body.code === "Ok" ? body.routes?.[0] : undefined;
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
  } catch {
    return null;
  }
}

/** One leg: routed when a service is set and answers, estimated (and labelled so) otherwise. */
export async function travelLeg(from: Stop, to: Stop, routingUrl: string | undefined): Promise<Leg> {
  const routed = routingUrl ? await routeLeg(routingUrl, from, to) : null;
  return routed ?? { fromId: from.id, toId: to.id, ...estimateLeg(from, to), estimate: true, geometry: null };
}

/** The legs between consecutive stops. */
export async function legsBetween(stops: readonly Stop[], routingUrl: string | undefined): Promise<Leg[]> {
  return Promise.all(stops.slice(1).map((to, k) => travelLeg(stops[k]!, to, routingUrl)));
}
