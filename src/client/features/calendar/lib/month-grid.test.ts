// The Sunday-first month grid, items per day and the "+N more" rule.
import { describe, expect, it } from "vitest";
import type { ItineraryItem } from "@shared/itinerary";
import type { Reservation } from "@shared/reservations";
import { barClass, byTime, itemsOnDay, monthGrid, reservationItems, shiftMonth, visibleBars } from "./month-grid";

const item = (id: string, startDate: string | null, endDate: string | null = null, type?: string) =>
  ({ id, startDate, endDate, reservation: type ? { type, name: "r", description: null } : null }) as ItineraryItem;

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
  it("finds items whose range covers the day", () => {
    const items = [item("a", "2026-06-01", "2026-06-03"), item("b", "2026-06-03"), item("c", null), item("d", "2026-06-04")];
    expect(itemsOnDay(items, "2026-06-03").map((i) => i.id)).toEqual(["a", "b"]);
    expect(itemsOnDay(items, "2026-06-02").map((i) => i.id)).toEqual(["a"]);
    expect(itemsOnDay(items, "2026-05-31")).toEqual([]);
  });

  it("shows at most two bars, then +N more", () => {
    expect(visibleBars([1, 2])).toEqual({ shown: [1, 2], more: 0 });
    expect(visibleBars([1, 2, 3, 4, 5])).toEqual({ shown: [1, 2], more: 3 });
  });

  it("colours by reservation type", () => {
    expect(barClass(item("h", "2026-06-01", null, "hotel"))).toContain("bg-primary");
    expect(barClass(item("r", "2026-06-01", null, "restaurant"))).toContain("bg-orange");
    expect(barClass(item("a", "2026-06-01", null, "attraction"))).toContain("bg-green");
    expect(barClass(item("n", "2026-06-01"))).toContain("bg-accent");
  });
});

describe("reservationItems", () => {
  const booking = (over: Partial<Reservation>): Reservation =>
    ({
      id: "r",
      tripId: "t",
      name: "Booking",
      type: "other",
      status: "confirmed",
      reservationDate: "2027-06-01",
      reservationTime: null,
      endDate: null,
      address: null,
      description: null,
      createdAt: "2027-01-01T00:00:00.000Z",
      updatedAt: "2027-01-01T00:00:00.000Z",
      ...over,
    }) as Reservation;

  it("spans a stay's nights, keeps a flight on its day at its time, and a transport across its dates", () => {
    const items = reservationItems(
      [
        booking({ id: "h", type: "hotel", reservationDate: "2027-06-01", endDate: "2027-06-04" }),
        booking({ id: "f", type: "flight", reservationDate: "2027-06-02", reservationTime: "07:35", endDate: "2027-06-09" }),
        booking({ id: "c", type: "transport", reservationDate: "2027-06-02", endDate: "2027-06-05" }),
        booking({ id: "n", type: "hotel", reservationDate: "2027-06-06", endDate: "2027-06-06" }),
      ],
      [],
    );
    expect(items.map((i) => [i.id, i.startDate, i.endDate, i.startTime, i.allDay])).toEqual([
      ["reservation-h", "2027-06-01", "2027-06-03", null, true],
      ["reservation-f", "2027-06-02", "2027-06-02", "07:35", false],
      ["reservation-c", "2027-06-02", "2027-06-05", null, true],
      ["reservation-n", "2027-06-06", "2027-06-06", null, true],
    ]);
    expect(barClass(items[1]!)).toContain("indigo");
  });

  it("leaves out cancelled bookings and those an itinerary item already shows", () => {
    const linked = { reservationId: "linked" } as ItineraryItem;
    const items = reservationItems([booking({ id: "x", status: "cancelled" }), booking({ id: "linked" }), booking({ id: "kept" })], [linked]);
    expect(items.map((i) => i.reservationId)).toEqual(["kept"]);
  });

  it("orders a day's all-day items before the timed ones, by time", () => {
    const at = (startTime: string | null) => ({ allDay: startTime === null, startTime }) as ItineraryItem;
    expect([at("19:30"), at(null), at("07:35")].sort(byTime).map((i) => i.startTime)).toEqual([null, "07:35", "19:30"]);
  });
});
