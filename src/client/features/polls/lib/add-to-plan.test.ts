import { describe, expect, it } from "vitest";
import type { Day, DayItem } from "@shared/days";
import { planStep } from "./add-to-plan";

const place = (id: string, title: string): DayItem => ({ id, kind: "place", title, startTime: null, endTime: null, place: { name: title, lat: 38.7, lng: -9.1 }, position: 0, address: "Lisboa" });
const day = (date: string, items: DayItem[]) => ({ date, items }) as unknown as Day;

describe("planStep: what Add to plan does with a winning option", () => {
  const days = [day("2027-06-01", [place("castle", "Castle"), { ...place("stay:in", "Hotel"), kind: "stay" }]), day("2027-06-02", [place("tram", "Tram 28")])];

  it("an idea gets the winning day, after the day's own places and events", () => {
    expect(planStep({ placeId: "pena", date: "2027-06-01" }, days, [{ id: "pena" }])).toEqual({ kind: "schedule", date: "2027-06-01", ids: ["castle", "pena"] });
  });

  it("a place on another day: a new visit on the winning day, the other day keeps it", () => {
    expect(planStep({ placeId: "castle", date: "2027-06-02" }, days, [])).toEqual({
      kind: "visit",
      date: "2027-06-02",
      place: { name: "Castle", lat: 38.7, lng: -9.1, address: "Lisboa" },
    });
  });

  it("already on the winning day: nothing to add; without a place, a day, or once the place is gone: no button", () => {
    expect(planStep({ placeId: "castle", date: "2027-06-01" }, days, [])).toEqual({ kind: "planned" });
    expect(planStep({ placeId: null, date: "2027-06-01" }, days, [])).toEqual({ kind: "none" });
    expect(planStep({ placeId: "castle", date: null }, days, [])).toEqual({ kind: "none" });
    expect(planStep({ placeId: "deleted", date: "2027-06-01" }, days, [])).toEqual({ kind: "none" });
  });
});
