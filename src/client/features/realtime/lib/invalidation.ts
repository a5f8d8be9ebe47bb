// The one map from a live change's resource to the TanStack Query keys it
// makes stale, from the one query-key factory (lib/query-keys.ts); a key
// covers the keys below it.
import type { InvalidateQueryFilters, QueryClient } from "@tanstack/react-query";
import type { ChangeEvent } from "@shared/realtime";
import { isRealtimeResource, keptInActivity } from "@shared/activity-rules";
import { queryKeys, type PartsByResource } from "@/lib/query-keys";

type Filter = Pick<InvalidateQueryFilters, "queryKey" | "exact">;

/**
 * What each resource touches below the trip, keyed by the one list of live
 * resources: one added there fails the type check until it is said here.
 */
export const SEGMENTS: PartsByResource = {
  // The trip itself and the trip list: tripFilters.
  trip: [],
  // Pending e-mail invitations are invite links; joining through a link counts a use.
  members: ["members", "invite-links"],
  "invite-links": ["invite-links"],
  // Cities feed the budget's city choices and allocations.
  // Stays move the stops the map's legs join.
  // The weather is asked for each day's city, which the stays set.
  // Ideas are places without a date: adding, scheduling or deleting one is an itinerary change.
  itinerary: ["itinerary", "days", "ideas", "legs", "locations", "budget", "weather"],
  // Reservations show in the itinerary's calendar and count in the budget.
  reservations: ["reservations", "itinerary", "days", "budget"],
  ratings: ["reservations"],
  budget: ["budget"],
  // An expense moves the balances, and its category's spending in the budget (docs/product/budget-and-expenses.md).
  expenses: ["expenses", "balances", "budget"],
  chat: ["chat"],
  polls: ["polls"],
  // Booking a quote writes a reservation and logs its expense too (docs/product/budget-and-expenses.md).
  quotes: ["quotes", "reservations", "expenses", "balances", "budget"],
  // Each member's own subscription link: nothing shared changes.
  "calendar-feed": [],
  // The public page turned on or off (admins see its link on the Family page).
  share: ["share"],
  // The packing list and the to-dos (both lists share the prefix); a to-do due on a day is in the days.
  lists: ["lists", "days"],
  // Photos and journal entries are in the days (the one picture of a day) and their own lists.
  photos: ["photos", "days"],
  journal: ["journal", "days"],
  // A 👍 on an idea.
  ideas: ["ideas"],
  // The trip chat's conversation (its pages and the unread count).
  messages: ["messages"],
  // A note with a date is shown on its day.
  notes: ["notes", "days"],
};

/** A change the activity keeps is a new entry of it (the header's notifications, ADR 037). */
const activityFilters = (tripId: string, resource: string): Filter[] =>
  keptInActivity(resource) ? [{ queryKey: queryKeys.ofTrip(tripId, "activity") }] : [];

/** The trip itself (exact key) and the trip list: names, dates, roles and member counts. */
const tripFilters = (tripId: string): Filter[] => [
  { queryKey: queryKeys.trips, exact: true },
  { queryKey: queryKeys.trip(tripId), exact: true },
];

/** Everything cached for the trip, for unknown resources and after a reconnect. */
export const wholeTripFilters = (tripId: string): Filter[] => [{ queryKey: queryKeys.trips, exact: true }, { queryKey: queryKeys.trip(tripId) }];

export function filtersForChange(tripId: string, resource: string): Filter[] {
  if (resource === "trip") return [...tripFilters(tripId), ...activityFilters(tripId, resource)];
  if (!isRealtimeResource(resource)) return wholeTripFilters(tripId);
  const own = [...SEGMENTS[resource].map((part) => ({ queryKey: queryKeys.ofTrip(tripId, part) })), ...activityFilters(tripId, resource)];
  // Member changes alter the caller's role and the member count shown on trips.
  return resource === "members" ? [...own, ...tripFilters(tripId)] : own;
}

export async function invalidateForChange(queryClient: QueryClient, tripId: string, change: Pick<ChangeEvent, "resource">) {
  await Promise.all(filtersForChange(tripId, change.resource).map((f) => queryClient.invalidateQueries(f)));
}

export async function invalidateWholeTrip(queryClient: QueryClient, tripId: string) {
  await Promise.all(wholeTripFilters(tripId).map((f) => queryClient.invalidateQueries(f)));
}
