import { describe, expect, it } from "vitest";
import { REALTIME_RESOURCES } from "@shared/realtime";
import { keptInActivity } from "@shared/activity-rules";
import { activityPhrase } from "./describe";

describe("activityPhrase", () => {
  it("words each change by its resource and action, a fill of the packing list as such", () => {
    expect(activityPhrase({ resource: "lists", action: "updated", itemId: "i-1", detail: null })).toEqual({ id: "layout.activity.lists", verb: "updated" });
    expect(activityPhrase({ resource: "lists", action: "created", itemId: null, detail: null })).toEqual({ id: "layout.activity.lists", verb: "filled" });
    expect(activityPhrase({ resource: "lists", action: "created", itemId: "i-2", detail: null })).toEqual({ id: "layout.activity.lists", verb: "created" });
    expect(activityPhrase({ resource: "expenses", action: "deleted", itemId: "e-1", detail: null })).toEqual({ id: "layout.activity.expenses", verb: "deleted" });
    expect(activityPhrase({ resource: "lists", action: "updated", itemId: "i-1", detail: "ticked" })).toEqual({ id: "layout.activity.lists", verb: "ticked" });
    expect(activityPhrase({ resource: "lists", action: "updated", itemId: "i-1", detail: "unticked" })).toEqual({ id: "layout.activity.lists", verb: "unticked" });
    expect(activityPhrase({ resource: "members", action: "created", itemId: "m-1", detail: "joined" })).toEqual({ id: "layout.activity.members", verb: "joined" });
    expect(activityPhrase({ resource: "members", action: "created", itemId: "m-1", detail: null })).toEqual({ id: "layout.activity.members", verb: "created" });
  });
  it("gives every resource the activity keeps a phrase of its own", () => {
    for (const resource of REALTIME_RESOURCES.filter(keptInActivity)) {
      expect(activityPhrase({ resource, action: "created", itemId: "x", detail: null }).id, resource).toBe(`layout.activity.${resource}`);
    }
  });
  it("reads a resource it does not know as a change to the trip", () => {
    expect(activityPhrase({ resource: "weather", action: "created", itemId: null, detail: null })).toEqual({ id: "layout.activity.trip", verb: "updated" });
  });
});
