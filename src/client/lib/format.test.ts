import { describe, expect, it } from "vitest";
import { pluralize, tripBadgeLabel } from "./format";

describe("tripBadgeLabel", () => {
  const today = "2026-03-01";
  it("adds the days until start to Upcoming", () => {
    expect(tripBadgeLabel("2026-03-13", "2026-03-20", today)).toBe("Upcoming · in 12 days");
    expect(tripBadgeLabel("2026-03-02", null, today)).toBe("Upcoming · in 1 day");
  });
  it("leaves the other badges bare", () => {
    expect(tripBadgeLabel("2026-02-20", "2026-03-05", today)).toBe("Ongoing");
    expect(tripBadgeLabel("2026-01-01", "2026-01-10", today)).toBe("Past");
    expect(tripBadgeLabel(null, null, today)).toBe("Planning");
  });
});

describe("pluralize", () => {
  it("uses the singular only for one", () => {
    expect(pluralize(1, "day")).toBe("1 day");
    expect(pluralize(8, "day")).toBe("8 days");
    expect(pluralize(0, "member")).toBe("0 members");
  });
});
