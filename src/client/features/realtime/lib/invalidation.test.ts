// The change → query keys map: the right queries go stale, and nothing else.
import { describe, expect, it } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { REALTIME_RESOURCES } from "@shared/realtime";
import { KEPT_IN_ACTIVITY } from "@shared/activity-rules";
import type { PartsByResource } from "@/lib/query-keys";
import { SEGMENTS, filtersForChange, invalidateForChange, invalidateWholeTrip } from "./invalidation";

const trip = "t-1";
const other = "t-2";
const KEYS = [
  ["/api/trips"],
  ["/api/trips", trip],
  ["/api/trips", trip, "members"],
  ["/api/trips", trip, "invite-links"],
  ["/api/trips", trip, "itinerary"],
  ["/api/trips", trip, "days"],
  ["/api/trips", trip, "locations"],
  ["/api/trips", trip, "reservations"],
  ["/api/trips", trip, "budget"],
  ["/api/trips", trip, "expenses"],
  ["/api/trips", trip, "balances"],
  ["/api/trips", trip, "chat"],
  ["/api/trips", trip, "quotes", "flights"],
  ["/api/trips", trip, "calendar-feed"],
  ["/api/trips", trip, "lists", "packing"],
  ["/api/trips", trip, "lists", "todo"],
  ["/api/trips", trip, "activity"],
  ["/api/trips", other, "reservations"],
  ["/api/auth/user"],
];

function seeded() {
  const qc = new QueryClient();
  for (const key of KEYS) qc.setQueryData(key, { ok: true });
  return qc;
}
const stale = (qc: QueryClient) =>
  KEYS.filter((k) => qc.getQueryState(k)?.isInvalidated).map((k) => k.slice(1).join("/") || "trips");

describe("invalidateForChange", () => {
  it.each([
    ["reservations", ["t-1/itinerary", "t-1/days", "t-1/reservations", "t-1/budget", "t-1/activity"]],
    ["itinerary", ["t-1/itinerary", "t-1/days", "t-1/locations", "t-1/budget", "t-1/activity"]],
    ["ratings", ["t-1/reservations", "t-1/activity"]],
    // Chat messages and a member's own feed link are not in the activity.
    ["chat", ["t-1/chat"]],
    ["trip", ["trips", "t-1", "t-1/activity"]],
    ["members", ["trips", "t-1", "t-1/members", "t-1/invite-links", "t-1/activity"]],
    ["invite-links", ["t-1/invite-links", "t-1/activity"]],
    ["quotes", ["t-1/reservations", "t-1/expenses", "t-1/balances", "t-1/budget", "t-1/quotes/flights", "t-1/activity"]],
    ["calendar-feed", []],
    ["expenses", ["t-1/expenses", "t-1/balances", "t-1/budget", "t-1/activity"]],
    ["lists", ["t-1/lists/packing", "t-1/lists/todo", "t-1/days", "t-1/activity"]],
  ])("%s makes exactly its queries stale", async (resource, expected) => {
    const qc = seeded();
    await invalidateForChange(qc, trip, { resource });
    expect(stale(qc).sort()).toEqual([...expected].sort());
  });

  it("is keyed by the one list of live resources: a record that leaves one out does not type-check", () => {
    const { lists: _lists, ...withoutLists } = SEGMENTS;
    // @ts-expect-error "lists" is missing: every resource of REALTIME_RESOURCES must say what it makes stale.
    const incomplete: PartsByResource = withoutLists;
    expect(Object.keys(incomplete)).not.toContain("lists");
    expect(Object.keys(SEGMENTS).sort()).toEqual([...REALTIME_RESOURCES].sort());
    expect(Object.keys(KEPT_IN_ACTIVITY).sort()).toEqual([...REALTIME_RESOURCES].sort());
  });

  it("maps every resource the server names", () => {
    for (const resource of REALTIME_RESOURCES) {
      expect(filtersForChange(trip, resource), resource).not.toEqual(filtersForChange(trip, "something-new"));
    }
  });

  it("refetches the whole trip for a resource it does not know, and after a reconnect", async () => {
    const qc = seeded();
    await invalidateForChange(qc, trip, { resource: "weather" });
    const all = KEYS.filter((k) => k[0] === "/api/trips" && (k.length === 1 || k[1] === trip)).map(
      (k) => k.slice(1).join("/") || "trips",
    );
    expect(stale(qc).sort()).toEqual(all.sort());
    const qc2 = seeded();
    await invalidateWholeTrip(qc2, trip);
    expect(stale(qc2).sort()).toEqual(all.sort());
  });
});
