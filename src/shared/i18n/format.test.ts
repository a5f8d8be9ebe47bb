// The reader's formats (docs/product/languages.md). Run in three time zones (vitest.config.ts):
// a calendar date must read as the same day in each.
import { describe, expect, it } from "vitest";
import { formattersFor } from "./format";

const NBSP = "\u00a0";

describe("formats for the reader's language", () => {
  it("writes money the way each locale does, exactly", () => {
    expect(formattersFor("en").money("3000", "EUR")).toBe("€3,000.00");
    expect(formattersFor("de").money("3000", "EUR")).toBe(`3.000,00${NBSP}€`);
    expect(formattersFor("pt").money("3000", "EUR")).toBe(`€${NBSP}3.000,00`);
    // No float on the way: the last cent of a large amount stays.
    expect(formattersFor("de").money("12345678901.99", "EUR")).toBe(`12.345.678.901,99${NBSP}€`);
    // The yen has no minor unit.
    expect(formattersFor("de").money("1234", "JPY")).toBe(`1.234${NBSP}¥`);
    expect(formattersFor("fr").money("1234", "JPY")).toBe(`1${NBSP}234${NBSP}JPY`);
  });

  it("keeps a calendar date on its day in every time zone", () => {
    expect(formattersFor("en").date("2027-05-01")).toBe("May 01, 2027");
    expect(formattersFor("de").date("2027-05-01")).toBe("01.05.2027");
    expect(formattersFor("de").dateRange("2027-05-01", "2027-05-10", "–")).toBe("01.–10.05.2027");
    expect(formattersFor("it").monthYear("2027-05-31")).toBe(`Maggio${NBSP}2027`);
  });

  it("starts the week on the locale's first day", () => {
    expect(formattersFor("en").weekStartsOn).toBe(0);
    expect(formattersFor("de").weekStartsOn).toBe(1);
    expect(formattersFor("fr").weekStartsOn).toBe(1);
    expect(formattersFor("pt").weekStartsOn).toBe(0);
  });

  it("uses one kind of space, so the server's ICU and the browser's render the same text", () => {
    for (const language of ["de", "fr", "es", "it", "pt"] as const) {
      const f = formattersFor(language);
      const texts = [f.dateRange("2027-05-01", "2027-06-10", ""), f.money("1234567.5", "EUR"), f.percent(42.5), f.number(1234567), f.dayMonth("2027-05-01"), f.clock("2027-05-01T12:05:00Z", "Europe/Lisbon")];
      for (const text of texts) expect(text, `${language}: ${JSON.stringify(text)}`).not.toMatch(/[ \u2009\u202f]/);
    }
    // A missing date gives the sentence as written, free to wrap.
    expect(formattersFor("de").dateRange(null, "2027-05-01", "Keine Daten festgelegt")).toBe("Keine Daten festgelegt");
  });
});
