// An expense's own amount in its own currency, exactly, with that currency's
// minor units (the yen none, the dinar three), in the reader's language; the
// trip's nine keep the app's formats.
import { describe, expect, it } from "vitest";
import { formattersFor } from "@shared/i18n/format";
import { formatAmount } from "./money";

const en = formattersFor("en");
const de = formattersFor("de");

describe("formatAmount", () => {
  it("keeps the app's own format for the trip currencies with cents", () => {
    expect(formatAmount("1234.50", "EUR", en)).toBe("€1,234.50");
    expect(formatAmount("12.00", "CAD", en)).toBe("C$12.00");
    expect(formatAmount("1234.50", "EUR", de)).toBe("1.234,50\u00a0€");
  });

  it("shows the yen without cents and the dinar with three decimals, every digit exact", () => {
    expect(formatAmount("18000", "JPY", en)).toBe("¥18,000");
    expect(formatAmount("1.234", "BHD", en)).toMatch(/^BHD\u00a01\.234$/);
    expect(formatAmount("123456789012345.67", "USD", en)).toBe("$123,456,789,012,345.67");
  });

  it("formats any other ISO 4217 code in the reader's locale", () => {
    expect(formatAmount("1500.25", "THB", en)).toBe("฿1,500.25");
    expect(formatAmount("1500.25", "THB", de)).toBe("1.500,25\u00a0฿");
  });
});
