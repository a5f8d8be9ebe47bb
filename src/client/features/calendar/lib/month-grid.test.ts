// The month grid, a day's items from the days answer, bar colours and the "+N more" rule.
import { describe, expect, it } from "vitest";
import type { Day } from "@shared/days";
import { barClass, itemsOnDate, monthGrid, shiftMonth, visibleBars } from "./month-grid";

describe("monthGrid", () => {
  it("starts on the Sunday on or before the 1st and ends on the Saturday on or after the last day", () => {
    // June 2026 starts on a Monday and ends on a Tuesday.
    const weeks = monthGrid("2026-06");
    expect(weeks).toHaveLength(5);
    expect(weeks[0]![0]).toEqual({ date: "2026-05-31", day: 31, inMonth: false });
    expect(weeks[0]![1]).toEqual({ date: "2026-06-01", day: 1, inMonth: true });
    expect(weeks[4]![6]).toEqual({ date: "2026-07-04", day: 4, inMonth: false });
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(weeks.flat().filter((d) => d.inMonth)).toHaveLength(30);
  });

  it("starts on Monday where the locale does (German, French...)", () => {
    // June 2026 begins on a Monday: no leading days; it ends on Tuesday the 30th, so the last row runs to Sunday July 5.
    const weeks = monthGrid("2026-06", 1);
    expect(weeks[0]![0]!.date).toBe("2026-06-01");
    expect(weeks.at(-1)!.at(-1)!.date).toBe("2026-07-05");
    expect(weeks.every((w) => w.length === 7)).toBe(true);
  });

  it("needs no leading days when the 1st is a Sunday, and six weeks when the month spills", () => {
    // February 2026 starts on a Sunday: exactly four weeks.
    const feb = monthGrid("2026-02");
    expect(feb).toHaveLength(4);
    expect(feb[0]![0]!.date).toBe("2026-02-01");
    // August 2026 starts on a Saturday and has 31 days: six rows.
    expect(monthGrid("2026-08")).toHaveLength(6);
  });

  it("keeps every day once across a DST change", () => {
    const dates = monthGrid("2026-03").flat().map((d) => d.date);
    expect(new Set(dates).size).toBe(dates.length);
    expect(dates).toContain("2026-03-08");
    expect(dates).toContain("2026-03-29");
  });

  it("moves across years", () => {
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2026-01", -1)).toBe("2025-12");
  });
});

describe("day contents", () => {
  const day = (date: string, ...titles: string[]): Day => ({
    date,
    legs: [],
    travelMinutes: 0,
    photos: [],
    journal: [],
    city: null,
    holidays: [],
    items: titles.map((title, position) => ({ id: title, kind: "place", title, startTime: null, endTime: null, place: null, position })),
  });

  it("a day's items are the days answer's, in its order", () => {
    const days = [day("2026-06-01", "a"), day("2026-06-02", "c", "b")];
    expect(itemsOnDate(days, "2026-06-02").map((i) => i.id)).toEqual(["c", "b"]);
    expect(itemsOnDate(days, "2026-05-31")).toEqual([]);
  });

  it("shows at most two bars, then +N more", () => {
    expect(visibleBars([1, 2])).toEqual({ shown: [1, 2], more: 0 });
    expect(visibleBars([1, 2, 3, 4, 5])).toEqual({ shown: [1, 2], more: 3 });
  });

  it("colours by kind and reservation type", () => {
    expect(barClass({ kind: "reservation", reservationType: "hotel" })).toContain("bg-primary");
    expect(barClass({ kind: "stay" })).toContain("bg-primary");
    expect(barClass({ kind: "reservation", reservationType: "restaurant" })).toContain("bg-orange");
    expect(barClass({ kind: "reservation", reservationType: "attraction" })).toContain("bg-green");
    expect(barClass({ kind: "reservation", reservationType: "flight" })).toContain("indigo");
    expect(barClass({ kind: "place" })).toContain("bg-sky");
    expect(barClass({ kind: "event" })).toContain("bg-accent");
  });
});
