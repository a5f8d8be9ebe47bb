import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { crossRate } from "./cross-rate";
import { parseEcbRates } from "./ecb";

const FIXTURE = readFileSync(join(__dirname, "fixtures/eurofxref-hist-90d.xml"), "utf8");

describe("the ECB's reference-rate file", () => {
  it("is read day by day, newest first, rates kept as written", () => {
    const days = parseEcbRates(FIXTURE);
    expect(days.map((d) => d.date)).toEqual(["2026-11-24", "2026-11-23", "2026-11-20"]);
    expect(days[0]!.rates).toMatchObject({ EUR: "1", USD: "1.0825", JPY: "162.50", GBP: "0.84375" });
    expect(Object.keys(days[0]!.rates)).toHaveLength(31);
  });

  it("reads the daily file too (one day), and skips entries that are not a currency and a rate", () => {
    const daily = `<?xml version="1.0"?><gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref"><Cube><Cube time='2026-11-24'><Cube currency='USD' rate='1.0825'/><Cube currency='XXQ' rate='2'/><Cube currency='GBP' rate='n/a'/></Cube></Cube></gesmes:Envelope>`;
    expect(parseEcbRates(daily)).toEqual([{ date: "2026-11-24", rates: { EUR: "1", USD: "1.0825" } }]);
  });

  it("refuses a file with no rates in it (an error page, say)", () => {
    expect(() => parseEcbRates("<html><body>Service unavailable</body></html>")).toThrow(/No reference rates/);
  });
});

describe("cross rates through the euro", () => {
  const rates = parseEcbRates(FIXTURE)[0]!.rates;
  it("gives 1 unit of one currency in another, to six decimals", () => {
    expect(crossRate(rates, "EUR", "USD")).toBe("1.0825");
    expect(crossRate(rates, "USD", "EUR")).toBe("0.923788");
    // 1 JPY in USD: 1.0825 / 162.50 = 0.0066615…
    expect(crossRate(rates, "JPY", "USD")).toBe("0.006662");
    expect(crossRate(rates, "GBP", "JPY")).toBe("192.592593");
    expect(crossRate(rates, "EUR", "EUR")).toBe("1");
  });
  it("is null for a currency the day does not list", () => {
    expect(crossRate(rates, "EUR", "BHD")).toBeNull();
  });
});
