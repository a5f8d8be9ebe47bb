// docs/product/itinerary-and-days.md itinerary rules: hidden items without a location, dedupe by city and
// start date, sort by start date, day counts and the start/end roles.
import { describe, expect, it } from "vitest";
import type { ItineraryItem } from "@shared/itinerary";
import { calendarEvents, dayCount, overlaps, toStops, totalDays } from "./stops";

let n = 0;
function item(city: string | null, startDate: string | null, endDate: string | null = null): ItineraryItem {
  n += 1;
  return {
    id: `i${n}`,
    tripId: "t",
    title: city ? `Stay in ${city}` : "Event",
    description: null,
    startDate,
    endDate,
    startTime: null,
    endTime: null,
    allDay: true,
    locationId: city ? `l-${city}` : null,
    location: city ? { city, country: "Portugal", lat: 1, lng: 2 } : null,
    reservationId: null,
    reservation: null,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
  };
}

describe("dayCount", () => {
  it("is end minus start plus one, 1 without an end, null without a start", () => {
    expect(dayCount("2026-06-01", "2026-06-03")).toBe(3);
    expect(dayCount("2026-06-01", "2026-06-01")).toBe(1);
    expect(dayCount("2026-06-01", null)).toBe(1);
    expect(dayCount(null, null)).toBeNull();
    // Across a DST change and a month end.
    expect(dayCount("2026-03-28", "2026-04-02")).toBe(6);
  });
});

describe("toStops", () => {
  it("hides items without a location, sorts by start date and marks the first and last", () => {
    const stops = toStops([
      item("Porto", "2026-06-05", "2026-06-07"),
      item(null, "2026-06-01"),
      item("Lisbon", "2026-06-01", "2026-06-04"),
      item("Faro", "2026-06-08"),
    ]);
    expect(stops.map((s) => s.city)).toEqual(["Lisbon", "Porto", "Faro"]);
    expect(stops.map((s) => s.role)).toEqual(["start", "stop", "end"]);
    expect(stops.map((s) => s.days)).toEqual([4, 3, 1]);
    expect(totalDays(stops)).toBe(8);
  });

  it("shows the same city on the same start date once, but keeps a return visit", () => {
    const stops = toStops([
      item("Lisbon", "2026-06-01"),
      item("lisbon", "2026-06-01"),
      item("Porto", "2026-06-03"),
      item("Lisbon", "2026-06-09"),
    ]);
    expect(stops.map((s) => `${s.city} ${s.startDate}`)).toEqual(["Lisbon 2026-06-01", "Porto 2026-06-03", "Lisbon 2026-06-09"]);
  });

  it("puts undated stops last and gives a single stop only the starting role", () => {
    const stops = toStops([item("Rome", null), item("Milan", "2026-06-01")]);
    expect(stops.map((s) => s.city)).toEqual(["Milan", "Rome"]);
    expect(stops[1]!.days).toBeNull();
    expect(toStops([item("Rome", null)]).map((s) => s.role)).toEqual(["start"]);
    expect(toStops([])).toEqual([]);
  });

  it("leaves the events for the calendar", () => {
    const events = calendarEvents([item("Rome", null), item(null, "2026-06-01")]);
    expect(events.map((e) => e.title)).toEqual(["Event"]);
  });
});

describe("totalDays and overlaps", () => {
  it("counts a changeover day once, and never more days than the trip has", () => {
    const stops = toStops([item("Lisbon", "2026-06-01", "2026-06-04"), item("Porto", "2026-06-04", "2026-06-07")]);
    expect(stops.map((s) => s.days)).toEqual([4, 4]);
    expect(totalDays(stops)).toBe(7);
    expect(totalDays(stops, { startDate: "2026-06-02", endDate: "2026-06-05" })).toBe(4);
    expect(overlaps(stops).size).toBe(0);
  });

  it("flags stays that overlap by more than a changeover day, on both sides", () => {
    const stops = toStops([item("Lisbon", "2026-06-01", "2026-06-05"), item("Sintra", "2026-06-03"), item("Porto", "2026-06-04", "2026-06-07")]);
    const found = overlaps(stops);
    const byCity = Object.fromEntries(stops.map((s) => [s.city, found.get(s.item.id) ?? []]));
    expect(byCity).toEqual({ Lisbon: ["Sintra", "Porto"], Sintra: ["Lisbon"], Porto: ["Lisbon"] });
    expect(totalDays(stops)).toBe(7);
  });
});
