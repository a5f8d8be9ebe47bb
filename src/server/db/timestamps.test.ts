// isoTimestamp: PostgreSQL's text timestamps → ISO 8601 UTC.
import { describe, expect, it } from "vitest";
import { isoTimestamp } from "./timestamps";

describe("isoTimestamp", () => {
  it.each([
    ["2026-03-05 10:00:00+00", "2026-03-05T10:00:00.000Z"],
    ["2026-03-05 10:00:00.123456+00", "2026-03-05T10:00:00.123Z"],
    ["2026-03-05 01:30:00+02", "2026-03-04T23:30:00.000Z"],
    ["2026-03-05 10:00:00.5-05:30", "2026-03-05T15:30:00.500Z"],
    ["2026-03-05T10:00:00.000Z", "2026-03-05T10:00:00.000Z"],
  ])("%s → %s", (input, expected) => {
    expect(isoTimestamp(input)).toBe(expected);
  });

  it("throws on text that is not a timestamp", () => {
    expect(() => isoTimestamp("yesterday")).toThrow(/Unrecognised timestamp/);
  });
});
