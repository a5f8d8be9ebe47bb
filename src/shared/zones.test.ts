import { describe, expect, it } from "vitest";
import { minutesBetween, wallTimeIn } from "./zones";

describe("wall times across zones", () => {
  it("a Lisbon 10:00 to New York 13:00 flight lasts 8 hours, in summer and in winter", () => {
    expect(minutesBetween({ date: "2027-12-10", time: "10:00", timeZone: "Europe/Lisbon" }, { date: "2027-12-10", time: "13:00", timeZone: "America/New_York" })).toBe(480);
    expect(minutesBetween({ date: "2027-07-10", time: "10:00", timeZone: "Europe/Lisbon" }, { date: "2027-07-10", time: "13:00", timeZone: "America/New_York" })).toBe(480);
    // Overnight back east: New York 18:00 → Lisbon 06:05 the next day is 7 h 05.
    expect(minutesBetween({ date: "2027-12-10", time: "18:00", timeZone: "America/New_York" }, { date: "2027-12-11", time: "06:05", timeZone: "Europe/Lisbon" })).toBe(425);
  });

  it("a Lisbon time on a New York member's clock, the day before when it is past midnight in Lisbon", () => {
    expect(wallTimeIn({ date: "2027-12-10", time: "21:30", timeZone: "Europe/Lisbon" }, "America/New_York")).toEqual({ date: "2027-12-10", time: "16:30", timeZone: "America/New_York" });
    expect(wallTimeIn({ date: "2027-12-10", time: "02:00", timeZone: "Europe/Lisbon" }, "America/New_York")).toEqual({ date: "2027-12-09", time: "21:00", timeZone: "America/New_York" });
  });
});
