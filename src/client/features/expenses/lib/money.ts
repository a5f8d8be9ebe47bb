// Amounts in any ISO 4217 currency, exactly. The trip's own currency is one
// of docs/product/budget-and-expenses.md's nine and the app's formatter (f.money) shows it; an expense's
// own currency may be any code with its own minor units (JPY none, BHD three),
// so it is formatted with Intl from the decimal string itself (never a float).
import type { Formatters } from "@shared/i18n/format";
import { CURRENCIES } from "@shared/money";
import { minorUnits } from "@shared/split";

const TRIP_CURRENCIES: ReadonlySet<string> = new Set(CURRENCIES);
const formats = new Map<string, Intl.NumberFormat>();

/** "1200" JPY → "¥1,200", "1.234" BHD → "BHD 1.234", "12.50" EUR → "€12.50" (in the reader's locale). */
export function formatAmount(amount: string, currency: string, f: Formatters): string {
  // The nine keep the app's own formats ("C$", "Fr" in English), as the trip's amounts do — except the yen,
  // which f.money shows with cents ("¥1,200.00") as a trip's currency but which has no minor unit of its own.
  if (TRIP_CURRENCIES.has(currency) && minorUnits(currency) === 2) return f.money(amount, currency);
  const key = `${f.locale}/${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(f.locale, { style: "currency", currency, currencyDisplay: "narrowSymbol" });
    formats.set(key, format);
  }
  // Intl formats a decimal string exactly (NumberFormat v3); spaces become one non-breaking space, as f.money's.
  return format.format(amount as unknown as number).replace(/[\s\u00a0\u2009\u202f]+/g, "\u00a0");
}
