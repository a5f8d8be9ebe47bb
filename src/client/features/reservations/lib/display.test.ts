// The status badge's Today/Tomorrow rule, the date line and the cost format,
// run in three time zones by the unit projects.
import { describe, expect, it } from "vitest";
import { reservationBadge } from "@shared/reservation-rules";
import { costLabel, ratingLabel, reservationDateLabel, statusBadgeFor, todayAndTomorrow } from "./display";

describe("reservationBadge", () => {
  const today = "2026-06-10";
  const tomorrow = "2026-06-11";
  it.each([
    ["2026-06-10", "confirmed", "Today"],
    ["2026-06-10", "pending", "Today"],
    ["2026-06-11", "confirmed", "Tomorrow"],
    ["2026-06-11", "pending", "Tomorrow"],
    ["2026-06-12", "confirmed", "Confirmed"],
    ["2026-06-09", "pending", "Pending"],
    ["2026-06-12", "cancelled", "Cancelled"],
    // A cancelled booking must not look like something to go to today.
    ["2026-06-10", "cancelled", "Cancelled"],
    ["2026-06-11", "cancelled", "Cancelled"],
  ] as const)("%s %s → %s", (reservationDate, status, badge) => {
    expect(reservationBadge({ reservationDate, status }, today, tomorrow)).toBe(badge);
  });
});

describe("statusBadgeFor and todayAndTomorrow (calendar days)", () => {
  it("steps one calendar day, across month and year ends and DST changes", () => {
    expect(todayAndTomorrow("2026-01-31")).toEqual({ today: "2026-01-31", tomorrow: "2026-02-01" });
    expect(todayAndTomorrow("2026-12-31")).toEqual({ today: "2026-12-31", tomorrow: "2027-01-01" });
    // The day DST starts in the US and in Europe: still one calendar day on.
    expect(todayAndTomorrow("2026-03-08").tomorrow).toBe("2026-03-09");
    expect(todayAndTomorrow("2026-03-29").tomorrow).toBe("2026-03-30");
  });

  it("reads Today and Tomorrow from the given today, else the status", () => {
    expect(statusBadgeFor({ reservationDate: "2026-06-10", status: "confirmed" }, "2026-06-10")).toBe("Today");
    expect(statusBadgeFor({ reservationDate: "2026-06-11", status: "confirmed" }, "2026-06-10")).toBe("Tomorrow");
    expect(statusBadgeFor({ reservationDate: "2026-06-10", status: "pending" }, "2026-06-09")).toBe("Tomorrow");
    expect(statusBadgeFor({ reservationDate: "2026-06-11", status: "pending" }, "2026-06-09")).toBe("Pending");
  });
});

describe("cost in the trip currency", () => {
  it.each([
    ["120", "USD", "$120.00"],
    ["1234.5", "USD", "$1,234.50"],
    ["0.05", "EUR", "€0.05"],
    ["1234567890.99", "GBP", "£1,234,567,890.99"],
    ["15000", "JPY", "¥15,000.00"],
    ["99.9", "CAD", "C$99.90"],
    ["10", "CHF", "Fr10.00"],
    ["10", "XYZ", "XYZ10.00"],
    ["10", null, "$10.00"],
  ])("%s %s → %s", (cost, currency, label) => {
    expect(costLabel(cost, currency)).toBe(label);
  });

  it("keeps exact cents where floats would not", () => {
    expect(costLabel("0.10", "USD")).toBe("$0.10");
    expect(costLabel("999999999999.99", "USD")).toBe("$999,999,999,999.99");
  });

  it("shows nothing when there is no cost", () => {
    expect(costLabel(null, "USD")).toBeNull();
  });
});

describe("date line and rating", () => {
  it("formats the date as MMM dd, yyyy with the time when present, without shifting the day", () => {
    expect(reservationDateLabel({ reservationDate: "2026-06-01", reservationTime: null })).toBe("Jun 01, 2026");
    expect(reservationDateLabel({ reservationDate: "2026-01-01", reservationTime: "09:05" })).toBe("Jan 01, 2026 at 09:05");
  });

  it("reads n/5.0", () => {
    expect(ratingLabel(4)).toBe("4/5.0");
    expect(ratingLabel(null)).toBeNull();
  });
});
