// The request-scoped record of which trips a request touched. Access checks and
// the few services that change trips outside them write to it; the realtime
// hook reads it once the response has gone out. Plain Node, no Fastify.
import { AsyncLocalStorage } from "node:async_hooks";

export interface TripTouch {
  /** Set when the change is not the route's own resource (e.g. members joined at sign-in). */
  resource?: string;
  action?: "created" | "updated" | "deleted";
  /** Who made the change, when the request has no signed-in user yet (registration). */
  by?: string;
}

export class TouchedTrips {
  readonly trips = new Map<string, TripTouch>();
}

const storage = new AsyncLocalStorage<TouchedTrips>();

/** Runs fn (and everything it awaits) with `touched` as the current request's record. */
export function runWithTouchedTrips<T>(touched: TouchedTrips, fn: () => T): T {
  return storage.run(touched, fn);
}

/** Called by requireTripAccess once the caller may act on the trip. */
export function noteTripAccess(tripId: string): void {
  const touched = storage.getStore();
  if (touched && !touched.trips.has(tripId)) touched.trips.set(tripId, {});
}

/** Marks a trip as changed in `resource` by this request, for writes no access check covers. */
export function noteTripChange(tripId: string, change: Required<Pick<TripTouch, "resource" | "action">> & Pick<TripTouch, "by">): void {
  storage.getStore()?.trips.set(tripId, change);
}
