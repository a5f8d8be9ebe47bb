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
    ["2026-03-05 10:00:00.1+00", "2026-03-05T10:00:00.100Z"],
    ["2026-03-05 10:00:00.12+00", "2026-03-05T10:00:00.120Z"],
    ["2026-03-05 10:00:00.999999+00", "2026-03-05T10:00:00.999Z"],
    ["0099-12-31 23:59:59.0001+00", "0099-12-31T23:59:59.000Z"],
  ])("%s → %s", (input, expected) => {
    expect(isoTimestamp(input)).toBe(expected);
  });

  it("rewrites UTC text exactly as Date would, for every fraction length", () => {
    for (const fraction of ["", ".1", ".12", ".123", ".1234", ".12345", ".123456", ".000001", ".999999"]) {
      const text = `2026-12-31 23:59:59${fraction}+00`;
      expect(isoTimestamp(text)).toBe(new Date(`2026-12-31T23:59:59${fraction}+00:00`).toISOString());
    }
  });

  it("throws on text that is not a timestamp", () => {
    expect(() => isoTimestamp("yesterday")).toThrow(/Unrecognised timestamp/);
  });
});
