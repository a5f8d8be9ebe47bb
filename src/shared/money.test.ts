import { describe, expect, it } from "vitest";
import { currencySymbol, formatMoney, fromCents, sumAmounts, toCents } from "./money";

describe("currencySymbol", () => {
  it("maps the nine trip currencies", () => {
    expect(["USD", "EUR", "GBP", "JPY", "CAD", "AUD", "CHF", "CNY", "INR"].map(currencySymbol)).toEqual([
      "$", "€", "£", "¥", "C$", "A$", "Fr", "¥", "₹",
    ]);
  });
  it("shows an unknown currency as its code", () => {
    expect(currencySymbol("SEK")).toBe("SEK");
  });
  it("defaults to dollars", () => {
    expect(currencySymbol(null)).toBe("$");
  });
});

describe("exact decimal arithmetic", () => {
  it("adds 0.1 and 0.2 to exactly 0.30", () => {
    expect(sumAmounts(["0.1", "0.2"])).toBe("0.30");
    expect(0.1 + 0.2).not.toBe(0.3); // the float sum this module exists to avoid
  });
  it("round-trips cents", () => {
    expect(toCents("12.5")).toBe(1250n);
    expect(toCents("-0.05")).toBe(-5n);
    expect(fromCents(-5n)).toBe("-0.05");
    expect(sumAmounts(["19.99", "0.01", "-5"])).toBe("15.00");
  });
  it("rejects what is not a decimal", () => {
    expect(() => toCents("1e3")).toThrow();
    expect(() => toCents("1.234")).toThrow();
  });
});

describe("formatMoney", () => {
  it("shows the symbol, thousands separators and two decimals", () => {
    expect(formatMoney("1234.5", "EUR")).toBe("€1,234.50");
    expect(formatMoney("0", "USD")).toBe("$0.00");
    expect(formatMoney("1000000", "INR")).toBe("₹1,000,000.00");
    expect(formatMoney("-12.3", "GBP")).toBe("-£12.30");
    expect(formatMoney("5", "SEK")).toBe("SEK5.00");
  });
});
