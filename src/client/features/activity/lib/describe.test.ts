import { describe, expect, it } from "vitest";
import { REALTIME_RESOURCES } from "@shared/realtime";
import { keptInActivity } from "@shared/activity-rules";
import { activityPhrase, newSince, unseenCount } from "./describe";

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

describe("unseenCount", () => {
  const entries = [
    { at: "2027-05-01T10:00:03.000Z", by: { id: "ben" } },
    { at: "2027-05-01T10:00:02.000Z", by: { id: "me" } },
    { at: "2027-05-01T10:00:01.000Z", by: null },
  ];
  it("counts others' changes after the last look, never one's own", () => {
    expect(unseenCount(entries, null, "me")).toBe(2);
    expect(unseenCount(entries, "2027-05-01T10:00:01.000Z", "me")).toBe(1);
    expect(unseenCount(entries, "2027-05-01T10:00:03.000Z", "me")).toBe(0);
  });
});

describe("newSince", () => {
  it("starts what is new at the later of the last look and joining, compared as instants", () => {
    expect(newSince(null, null)).toBeNull();
    expect(newSince(null, "2027-05-01T10:00:02.000Z")).toBe("2027-05-01T10:00:02.000Z");
    expect(newSince("2027-05-01T10:00:03.000Z", "2027-05-01 10:00:02+00")).toBe("2027-05-01T10:00:03.000Z");
    expect(newSince("2027-05-01T10:00:01.000Z", "2027-05-01T10:00:02.000Z")).toBe("2027-05-01T10:00:02.000Z");
    // Before joining: none of it counts.
    expect(unseenCount([{ at: "2027-05-01T10:00:01.000Z", by: { id: "ben" } }], newSince(null, "2027-05-01T10:00:02.000Z"), "me")).toBe(0);
  });
});
