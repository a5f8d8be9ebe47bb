// Relative dates resolve to calendar dates, the same in every time zone the
// server may run in: each case runs with the process in UTC, Los Angeles and Tokyo.
import { afterAll, describe, expect, it } from "vitest";
import { findDates, type TripDates } from "./dates";
import { normalise } from "./normalise";

const TRIP: TripDates = { startDate: "2026-06-10", endDate: "2026-06-20" };
// 2026-06-12 is a Friday, 2026-06-01 a Monday.
const DURING = "2026-06-12";
const BEFORE = "2026-06-01";

const dates = (q: string, today = DURING, trip = TRIP) => findDates(normalise(q), today, trip).slots.flatMap((s) => s.dates);

const ZONES = ["UTC", "America/Los_Angeles", "Asia/Tokyo"];
const original = process.env.TZ;
afterAll(() => {
  process.env.TZ = original;
});

describe.each(ZONES)("findDates with the process in %s", (zone) => {
  process.env.TZ = zone;

  it("reads today, tonight, tomorrow, yesterday and the days around them", () => {
    process.env.TZ = zone;
    expect(dates("what's on today")).toEqual(["2026-06-12"]);
    expect(dates("plans tonight")).toEqual(["2026-06-12"]);
    expect(dates("tomorrow?")).toEqual(["2026-06-13"]);
    expect(dates("the day after tomorrow")).toEqual(["2026-06-14"]);
    expect(dates("what did we do yesterday")).toEqual(["2026-06-11"]);
    expect(dates("the day before yesterday")).toEqual(["2026-06-10"]);
    expect(dates("in 3 days")).toEqual(["2026-06-15"]);
    expect(dates("in three days")).toEqual(["2026-06-15"]);
    expect(dates("2 days from now")).toEqual(["2026-06-14"]);
  });

  it("crosses months, years and daylight-saving changes", () => {
    process.env.TZ = zone;
    expect(dates("tomorrow", "2026-12-31", { startDate: null, endDate: null })).toEqual(["2027-01-01"]);
    expect(dates("tomorrow", "2026-03-28", { startDate: null, endDate: null })).toEqual(["2026-03-29"]);
    expect(dates("tomorrow", "2026-11-01", { startDate: null, endDate: null })).toEqual(["2026-11-02"]);
    expect(dates("yesterday", "2026-03-01", { startDate: null, endDate: null })).toEqual(["2026-02-28"]);
  });

  it("reads a weekday during the trip as the next one, today included", () => {
    process.env.TZ = zone;
    expect(dates("on Monday")).toEqual(["2026-06-15"]);
    expect(dates("friday")).toEqual(["2026-06-12"]);
    expect(dates("next Friday")).toEqual(["2026-06-19"]);
    expect(dates("last Wednesday")).toEqual(["2026-06-10"]);
    expect(dates("on wed")).toEqual(["2026-06-17"]);
  });

  it("reads a weekday while planning as the trip's ones, and 'next Friday' as the first after today", () => {
    process.env.TZ = zone;
    expect(dates("on Monday", BEFORE)).toEqual(["2026-06-15"]);
    expect(dates("on Saturday", BEFORE)).toEqual(["2026-06-13", "2026-06-20"]);
    expect(dates("next Friday", BEFORE)).toEqual(["2026-06-05"]);
    expect(dates("Fridays")).toEqual(["2026-06-12", "2026-06-19"]);
    expect(dates("every sunday")).toEqual(["2026-06-14"]);
  });

  it("reads a day of the month in the trip, else the next one", () => {
    process.env.TZ = zone;
    expect(dates("on the 15th")).toEqual(["2026-06-15"]);
    expect(dates("on the 11th")).toEqual(["2026-06-11"]);
    expect(dates("what's on the 5th")).toEqual(["2026-07-05"]);
    expect(dates("on the 5")).toEqual(["2026-07-05"]);
    expect(dates("the 3 cities")).toEqual([]);
    expect(dates("Wednesday the 17th")).toEqual(["2026-06-17"]);
  });

  it("reads a month and day either way round, with or without a year, nearest the trip", () => {
    process.env.TZ = zone;
    expect(dates("June 18")).toEqual(["2026-06-18"]);
    expect(dates("18 June")).toEqual(["2026-06-18"]);
    expect(dates("the 18th of June")).toEqual(["2026-06-18"]);
    expect(dates("jun 18th")).toEqual(["2026-06-18"]);
    expect(dates("December 3")).toEqual(["2026-12-03"]);
    expect(dates("June 5")).toEqual(["2026-06-05"]);
    expect(dates("January 2 2027")).toEqual(["2027-01-02"]);
    expect(dates("2026-06-16")).toEqual(["2026-06-16"]);
    expect(dates("February 30")).toEqual([]);
    expect(dates("may I ask")).toEqual([]);
  });

  it("reads trip days, weekends, weeks and ranges", () => {
    process.env.TZ = zone;
    expect(dates("day 1")).toEqual(["2026-06-10"]);
    expect(dates("day 3 of the trip")).toEqual(["2026-06-12"]);
    expect(dates("the second day")).toEqual(["2026-06-11"]);
    expect(dates("the last day")).toEqual(["2026-06-20"]);
    expect(dates("this weekend")).toEqual(["2026-06-13", "2026-06-14"]);
    expect(dates("the weekend", BEFORE)).toEqual(["2026-06-13", "2026-06-14", "2026-06-20"]);
    expect(dates("this week")).toEqual(["2026-06-12", "2026-06-13", "2026-06-14"]);
    expect(dates("next week")).toHaveLength(7);
    expect(dates("between the 14th and the 16th")).toEqual(["2026-06-14", "2026-06-15", "2026-06-16"]);
    expect(dates("from Monday to Wednesday")).toEqual(["2026-06-15", "2026-06-16", "2026-06-17"]);
  });

  it("reads a part of the day and marks the words it used", () => {
    process.env.TZ = zone;
    const found = findDates(normalise("what is on tomorrow evening in Rome"), DURING, TRIP);
    expect(found.partOfDay).toBe("evening");
    expect(found.slots[0]!.dates).toEqual(["2026-06-13"]);
    expect([...found.used].sort()).toEqual([3, 4]);
    expect(findDates(normalise("monday morning"), DURING, TRIP).partOfDay).toBe("morning");
  });

  it("finds no date where there is none", () => {
    process.env.TZ = zone;
    expect(dates("how many days until our trip")).toEqual([]);
    expect(dates("which city is first")).toEqual([]);
    expect(dates("the first city")).toEqual([]);
    expect(dates("2 passengers")).toEqual([]);
  });
});
