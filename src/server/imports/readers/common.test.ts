// The shared reading rules: wall times as written, lenient JSON, prices, codes.
import { describe, expect, it } from "vitest";
import { airportPlace, clockText, decimalOf, flightCode, lenientJson, wallTime } from "./common";

describe("wallTime", () => {
  it("keeps the local wall time whatever the offset says", () => {
    expect(wallTime("2026-12-03T07:35:00+01:00")).toEqual({ date: "2026-12-03", time: "07:35" });
    expect(wallTime("2026-12-03T07:35:00-08:00")).toEqual({ date: "2026-12-03", time: "07:35" });
    expect(wallTime("2026-12-03T23:50:00+14:00")).toEqual({ date: "2026-12-03", time: "23:50" });
    expect(wallTime("2026-12-03T00:10:00Z")).toEqual({ date: "2026-12-03", time: "00:10" });
  });

  it("reads sloppy offsets and separators", () => {
    expect(wallTime("2026-12-03T07:35:00+0:00")).toEqual({ date: "2026-12-03", time: "07:35" });
    expect(wallTime("2026-12-03T07:35+1:00")).toEqual({ date: "2026-12-03", time: "07:35" });
    expect(wallTime("2026-12-03T07:35:00.000+0100")).toEqual({ date: "2026-12-03", time: "07:35" });
    expect(wallTime("2026-12-03 7:35")).toEqual({ date: "2026-12-03", time: "07:35" });
    expect(wallTime("20261203T073500")).toEqual({ date: "2026-12-03", time: "07:35" });
  });

  it("gives a day without a time when only a day is written", () => {
    expect(wallTime("2026-12-03")).toEqual({ date: "2026-12-03", time: null });
  });

  it("refuses what is not a date", () => {
    expect(wallTime("2026-02-30T10:00")).toBeNull();
    expect(wallTime("3 December 2026")).toBeNull();
    expect(wallTime(20261203)).toBeNull();
    expect(wallTime("")).toBeNull();
  });
});

describe("clockText", () => {
  it("reads times as printed on passes", () => {
    expect(clockText("07:05")).toBe("07:05");
    expect(clockText("7.05")).toBe("07:05");
    expect(clockText("7:05 PM")).toBe("19:05");
    expect(clockText("12:30 am")).toBe("00:30");
    expect(clockText("25:00")).toBeNull();
    expect(clockText("Gate 14")).toBeNull();
  });
});

describe("lenientJson", () => {
  it("forgives trailing commas, comments and wrappers", () => {
    expect(lenientJson('{"a": [1, 2,], "b": {"c": "x",},}')).toEqual([{ a: [1, 2], b: { c: "x" } }]);
    expect(lenientJson('<!-- {"a": "http://schema.org"} -->')).toEqual([{ a: "http://schema.org" }]);
    expect(lenientJson('//<![CDATA[\n{"a": 1}\n//]]>')).toEqual([{ a: 1 }]);
    expect(lenientJson('// by Mailer 2\n{"a": "b // not a comment"}')).toEqual([{ a: "b // not a comment" }]);
  });

  it("reads several objects one after another", () => {
    expect(lenientJson('{"a": 1}\n{"b": 2}')).toEqual([{ a: 1 }, { b: 2 }]);
    expect(lenientJson('{"a": 1},\n{"b": "}{"}')).toEqual([{ a: 1 }, { b: "}{" }]);
  });

  it("keeps the good objects beside a broken one", () => {
    expect(lenientJson('{"a": 1} {"b": } {"c": 3}')).toEqual([{ a: 1 }, { c: 3 }]);
  });

  it("accepts raw line breaks inside strings", () => {
    expect(lenientJson('{"a": "two\nlines"}')).toEqual([{ a: "two\nlines" }]);
  });
});

describe("decimalOf", () => {
  it("reads prices as senders write them", () => {
    expect(decimalOf(612.4)).toBe("612.40");
    expect(decimalOf("612.40")).toBe("612.40");
    expect(decimalOf("486,00")).toBe("486.00");
    expect(decimalOf("1.234,50")).toBe("1234.50");
    expect(decimalOf("1,234.50")).toBe("1234.50");
    expect(decimalOf("EUR 89")).toBe("89");
    expect(decimalOf("€ 35,00")).toBe("35.00");
    expect(decimalOf("12000")).toBe("12000");
  });

  it("refuses what is not a price", () => {
    expect(decimalOf(-5)).toBeNull();
    expect(decimalOf("free")).toBeNull();
    expect(decimalOf(null)).toBeNull();
  });
});

describe("flightCode", () => {
  it("joins the carrier and the number once", () => {
    expect(flightCode("TP", "1234")).toBe("TP1234");
    expect(flightCode("TP", "TP 1234")).toBe("TP1234");
    expect(flightCode(null, "u2 8123")).toBe("U28123");
    expect(flightCode(null, "1234")).toBe("1234");
  });
});

describe("airportPlace", () => {
  it("resolves an IATA code to its city through the bundled data", () => {
    expect(airportPlace("lis")).toMatchObject({ code: "LIS", city: "Lisbon", country: "Portugal" });
    expect(airportPlace("JFK")).toMatchObject({ city: "New York", country: "United States of America" });
  });

  it("keeps an unknown code as it is", () => {
    expect(airportPlace("QQQ")).toEqual({ code: "QQQ", city: null, country: null, name: null, timeZone: null, lat: null, lng: null });
    expect(airportPlace("Lisbon")).toBeNull();
  });
});
