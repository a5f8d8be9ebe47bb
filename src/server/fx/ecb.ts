// The European Central Bank's euro foreign exchange reference rates, in the
// ECB's own XML format (eurofxref-daily.xml, eurofxref-hist-90d.xml): a
// gesmes:Envelope whose Cube holds one Cube per day (`time`) with one Cube per
// currency (`currency`, `rate`: 1 EUR in that currency). Read with a
// maintained XML parser; rates stay decimal strings.
import { XMLParser } from "fast-xml-parser";
import { isCalendarDate } from "@shared/dates";
import { isCurrencyCode } from "@shared/currency-codes";

/** One published day: currency → 1 EUR in it (EUR itself is "1"). */
export interface RateDay {
  date: string;
  rates: Record<string, string>;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "",
  removeNSPrefix: true,
  parseAttributeValue: false,
  isArray: (name) => name === "Cube",
});

interface Cube {
  time?: string;
  currency?: string;
  rate?: string;
  Cube?: Cube[];
}

const RATE = /^\d{1,9}(\.\d{1,12})?$/;

/** The days of an ECB reference-rate file, newest first; entries that are not a date, a currency and a rate are skipped. */
export function parseEcbRates(xml: string): RateDay[] {
  const doc = parser.parse(xml) as { Envelope?: { Cube?: Cube[] } };
  const days: RateDay[] = [];
  const visit = (cubes: Cube[] | undefined) => {
    for (const cube of cubes ?? []) {
      if (cube.time && isCalendarDate(cube.time)) {
        const rates: Record<string, string> = { EUR: "1" };
        for (const c of cube.Cube ?? []) {
          if (c.currency && c.rate && isCurrencyCode(c.currency) && RATE.test(c.rate) && !/^0+(\.0+)?$/.test(c.rate)) rates[c.currency] = c.rate;
        }
        days.push({ date: cube.time, rates });
      } else visit(cube.Cube);
    }
  };
  visit(doc.Envelope?.Cube);
  if (days.length === 0) throw new Error("No reference rates in the ECB file");
  return days.sort((a, b) => (a.date < b.date ? 1 : -1));
}
