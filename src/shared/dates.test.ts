import { describe, expect, it } from "vitest";
import { addDays, format, isValid, parseISO } from "date-fns";
import { addCalendarDays, calendarDatesBetween, clockTime, daysUntil, todayCalendarDate, formatCalendarDate, formatDateRange, isCalendarDate, knownTimeZone, todayInTimeZone, tripBadge, tripDuration, weekdayOf } from "./dates";

describe("isCalendarDate", () => {
  it("accepts real days and rejects impossible or foreign formats", () => {
    expect(isCalendarDate("2026-03-05")).toBe(true);
    expect(isCalendarDate("2024-02-29")).toBe(true);
    expect(isCalendarDate("2026-02-30")).toBe(false);
    expect(isCalendarDate("2025-02-29")).toBe(false);
    expect(isCalendarDate("03/05/2026")).toBe(false);
    expect(isCalendarDate("2026-3-5")).toBe(false);
    expect(isCalendarDate("2026-03-05T00:00:00Z")).toBe(false);
  });

  it("agrees with date-fns on every month 00-13 and day 00-32 of the years around each leap rule", () => {
    // The check runs on every date field of every request: it is arithmetic, and date-fns (the calendar's
    // reference here) says the same for the years where the leap rules turn (÷4, ÷100, ÷400) and at the ends.
    const reference = (value: string) => isValid(parseISO(value)) && format(parseISO(value), "yyyy-MM-dd") === value;
    const years = [0, 1, 4, 99, 100, 1899, 1900, 1904, 1999, 2000, 2024, 2025, 2100, 2400, 9999];
    const pad = (n: number, width: number) => String(n).padStart(width, "0");
    const differ: string[] = [];
    for (const y of years)
      for (let m = 0; m <= 13; m++)
        for (let d = 0; d <= 32; d++) {
          const value = `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
          if (isCalendarDate(value) !== reference(value)) differ.push(value);
        }
    expect(differ).toEqual([]);
  });
});

describe("formatDateRange", () => {
  it("formats month-day to month-day-year", () => {
    expect(formatDateRange("2026-03-05", "2026-03-12")).toBe("Mar 5 - Mar 12, 2026");
    expect(formatDateRange("2026-12-30", "2027-01-02")).toBe("Dec 30 - Jan 2, 2027");
  });
  it("says Planning (or the given text) when a date is missing", () => {
    expect(formatDateRange(null, "2026-03-12")).toBe("Planning");
    expect(formatDateRange("2026-03-05", null)).toBe("Planning");
    expect(formatDateRange(null, null, "Dates not set")).toBe("Dates not set");
  });
  it("keeps the calendar day whatever the process time zone", () => {
    // The first and last day of a month are where a UTC/local mix-up shows.
    expect(formatDateRange("2026-01-01", "2026-01-31")).toBe("Jan 1 - Jan 31, 2026");
    expect(formatCalendarDate("2026-01-01")).toBe("Jan 01, 2026");
  });
});

describe("tripDuration", () => {
  it("is end minus start plus one day", () => {
    expect(tripDuration("2026-03-05", "2026-03-12")).toBe(8);
    expect(tripDuration("2026-03-05", "2026-03-05")).toBe(1);
    // Across a daylight-saving change (US: Mar 8 2026, EU: Mar 29 2026).
    expect(tripDuration("2026-03-07", "2026-03-09")).toBe(3);
    expect(tripDuration("2026-03-28", "2026-03-30")).toBe(3);
  });
  it("is null without both dates", () => {
    expect(tripDuration(null, "2026-03-12")).toBeNull();
    expect(tripDuration("2026-03-05", null)).toBeNull();
  });
});

describe("tripBadge", () => {
  const today = "2026-11-21";
  it("is Upcoming when the start is in the future", () => {
    expect(tripBadge("2026-12-01", "2026-12-05", today)).toBe("Upcoming");
    expect(tripBadge("2026-11-22", null, today)).toBe("Upcoming");
  });
  it("is Ongoing from the first to the last day inclusive", () => {
    expect(tripBadge("2026-11-21", "2026-11-25", today)).toBe("Ongoing");
    expect(tripBadge("2026-11-15", "2026-11-21", today)).toBe("Ongoing");
  });
  it("is Past once the end is before today", () => {
    expect(tripBadge("2026-11-01", "2026-11-20", today)).toBe("Past");
  });
  it("is Planning without dates", () => {
    expect(tripBadge(null, null, today)).toBe("Planning");
    expect(tripBadge(null, "2026-12-01", today)).toBe("Planning");
  });
});

describe("daysUntil", () => {
  it("counts calendar days to the start", () => {
    expect(daysUntil("2026-11-22", "2026-11-21")).toBe(1);
    expect(daysUntil("2026-12-31", "2026-11-21")).toBe(40);
  });
});

describe("todayInTimeZone", () => {
  // 2026-12-31 23:30 UTC: already 2027 in Tokyo and Kiritimati, still 2026 in Los Angeles.
  const now = new Date(Date.UTC(2026, 11, 31, 23, 30));

  it("is the calendar date where the visitor is, whatever the server's own zone", () => {
    expect(todayInTimeZone("Asia/Tokyo", now)).toBe("2027-01-01");
    expect(todayInTimeZone("Pacific/Kiritimati", now)).toBe("2027-01-01");
    expect(todayInTimeZone("America/Los_Angeles", now)).toBe("2026-12-31");
    expect(todayInTimeZone("UTC", now)).toBe("2026-12-31");
  });

  it("falls back to UTC for a missing or unknown zone", () => {
    expect(todayInTimeZone(undefined, now)).toBe("2026-12-31");
    expect(todayInTimeZone("", now)).toBe("2026-12-31");
    expect(todayInTimeZone("Mars/Olympus_Mons", now)).toBe("2026-12-31");
  });
});

describe("clockTime and knownTimeZone", () => {
  it("reads a timestamp's 24-hour time where the visitor is", () => {
    expect(clockTime("2026-12-31T23:30:00.000Z", "UTC")).toBe("23:30");
    expect(clockTime("2026-12-31T23:30:00.000Z", "Asia/Tokyo")).toBe("08:30");
    expect(clockTime("2026-12-31T23:30:00.000Z", "America/Los_Angeles")).toBe("15:30");
    expect(clockTime("2026-12-31T00:05:00.000Z", "UTC")).toBe("00:05");
  });

  it("keeps known zones and turns anything else into UTC", () => {
    expect(knownTimeZone("Europe/Lisbon")).toBe("Europe/Lisbon");
    expect(knownTimeZone("Mars/Olympus_Mons")).toBe("UTC");
    expect(knownTimeZone(undefined)).toBe("UTC");
  });

  it("builds one clock for a zone however its name is spelled (a visitor's page names it), so spellings cannot pile up", () => {
    const Original = Intl.DateTimeFormat;
    let built = 0;
    Intl.DateTimeFormat = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        built++;
      }
    } as typeof Intl.DateTimeFormat;
    try {
      const spellings = Array.from({ length: 64 }, (_, i) => [..."europe/madrid"].map((c, j) => ((i >> j % 6) & 1 ? c.toUpperCase() : c)).join(""));
      for (const zone of spellings) expect(knownTimeZone(zone)).toBe("Europe/Madrid");
      expect(built).toBeLessThanOrEqual(1);
    } finally {
      Intl.DateTimeFormat = Original;
    }
  });
});

describe("todayCalendarDate", () => {
  it("is the local calendar date, zero-padded, at both ends of the day and the year", () => {
    expect(todayCalendarDate(new Date(2026, 0, 5, 0, 0, 0))).toBe("2026-01-05");
    expect(todayCalendarDate(new Date(2026, 11, 31, 23, 59, 59))).toBe("2026-12-31");
  });
});

describe("calendar arithmetic", () => {
  it("adds days across months, years and daylight-saving changes", () => {
    expect(addCalendarDays("2026-06-30", 1)).toBe("2026-07-01");
    expect(addCalendarDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addCalendarDays("2026-03-01", -1)).toBe("2026-02-28");
    // The nights the clocks change in Europe and in the US.
    expect(addCalendarDays("2026-03-28", 1)).toBe("2026-03-29");
    expect(addCalendarDays("2026-03-29", 1)).toBe("2026-03-30");
    expect(addCalendarDays("2026-11-01", 1)).toBe("2026-11-02");
    expect(addCalendarDays("2026-10-25", 7)).toBe("2026-11-01");
  });

  it("agrees with date-fns from the first of every month of the years around each leap rule, 400 days either way", () => {
    const reference = (date: string, days: number) => format(addDays(parseISO(date), days), "yyyy-MM-dd");
    const differ: string[] = [];
    // Within the years a date field takes (0001-9999): outside them neither answer is a date.
    for (const year of ["0003", "0099", "0100", "1899", "1900", "1999", "2000", "2024", "2026", "2100", "2400", "9997"])
      for (let month = 1; month <= 12; month++) {
        const date = `${year}-${String(month).padStart(2, "0")}-01`;
        for (let days = -400; days <= 400; days += 7) if (addCalendarDays(date, days) !== reference(date, days)) differ.push(`${date} ${days}`);
      }
    expect(differ).toEqual([]);
  });

  it("names the weekday of a calendar date, whatever the process time zone", () => {
    expect(weekdayOf("2026-06-01")).toBe(1);
    expect(weekdayOf("2026-06-07")).toBe(0);
    expect(weekdayOf("2026-01-01")).toBe(4);
    expect(weekdayOf("2026-12-31")).toBe(4);
  });

  it("lists the dates of a range, both ends included", () => {
    expect(calendarDatesBetween("2026-02-27", "2026-03-02")).toEqual(["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02"]);
    expect(calendarDatesBetween("2026-03-02", "2026-03-02")).toEqual(["2026-03-02"]);
    expect(calendarDatesBetween("2026-03-02", "2026-03-01")).toEqual([]);
  });
});
