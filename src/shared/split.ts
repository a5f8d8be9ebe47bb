// Group money (docs/product/budget-and-expenses.md), exactly: amounts are integers in a currency's minor
// units (bigint), never floats. The server computes every expense's shares and
// every balance with these functions; the Add expense dialog previews the
// same split with them, so what a member sees is what is stored.

// Each currency asked about, once: making the formatter is the costly part (~35 µs; a new expense asks three
// times), and the runtime's ISO 4217 data does not change while it runs. Only well-formed codes are kept (at
// most 26³; anything else throws before it is).
const minorUnitsOf = new Map<string, number>();

/** A currency's minor units (EUR 2, JPY 0, BHD 3), from the runtime's ISO 4217 data (Intl). */
export function minorUnits(currency: string): number {
  let units = minorUnitsOf.get(currency);
  if (units === undefined) {
    units = new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
    minorUnitsOf.set(currency, units);
  }
  return units;
}

/**
 * A trip's own currency is one of the nine of docs/product/budget-and-expenses.md and its amounts keep two
 * decimals, even the yen's (docs/product/budget-and-expenses.md): converted amounts, shares and balances.
 */
export const TRIP_PLACES = 2;

const DECIMAL = /^(-)?(\d{1,15})(?:\.(\d+))?$/;

/** "12.5" with 2 places → 1250n; null when not a plain decimal or with more decimals than `places`. */
export function toMinorPlaces(amount: string, places: number): bigint | null {
  const m = DECIMAL.exec(amount.trim());
  if (!m) return null;
  const fraction = m[3] ?? "";
  if (fraction.length > places) return null;
  const minor = BigInt(m[2]! + fraction.padEnd(places, "0"));
  return m[1] ? -minor : minor;
}

/** 1250n with 2 places → "12.50"; 1200n with 0 → "1200". */
export function fromMinorPlaces(minor: bigint, places: number): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(places + 1, "0");
  const whole = digits.slice(0, digits.length - places);
  const fraction = digits.slice(digits.length - places);
  return `${negative ? "-" : ""}${whole}${places > 0 ? `.${fraction}` : ""}`;
}

/** "12.5" in EUR → 1250n; null for "12.5" in JPY (the yen has no minor unit). */
export const toMinor = (amount: string, currency: string) => toMinorPlaces(amount, minorUnits(currency));

/** 1250n in EUR → "12.50"; 1200n in JPY → "1200"; 1234n in BHD → "1.234". */
export const fromMinor = (minor: bigint, currency: string) => fromMinorPlaces(minor, minorUnits(currency));

/** A positive decimal string as an integer and its scale: "1.0825" → [10825n, 4]. */
export function scaled(decimal: string): [bigint, number] {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(decimal.trim());
  if (!m) throw new Error(`Not a decimal: ${decimal}`);
  const fraction = m[2] ?? "";
  return [BigInt(m[1]! + fraction), fraction.length];
}

/**
 * `amount` (an integer with `fromPlaces` decimals) × `rate`, rounded half up
 * to `toPlaces` decimals (docs/product/budget-and-expenses.md: amountInTripCurrency).
 */
export function convertMinor(amount: bigint, fromPlaces: number, rate: string, toPlaces: number): bigint {
  const [r, rateScale] = scaled(rate);
  // amount × r has (fromPlaces + rateScale) decimal places; keep toPlaces.
  const drop = fromPlaces + rateScale - toPlaces;
  const product = amount * r;
  if (drop <= 0) return product * 10n ** BigInt(-drop);
  const divisor = 10n ** BigInt(drop);
  const sign = product < 0n ? -1n : 1n;
  return sign * ((product * sign + divisor / 2n) / divisor);
}

export const SPLIT_MODES = ["equal", "exact", "shares", "percent"] as const;
export type SplitMode = (typeof SPLIT_MODES)[number];

/**
 * `total` divided in proportion to `weights`; the remainder of the division
 * goes one unit at a time to the members in the order given (docs/product/budget-and-expenses.md), so
 * the parts always add up to `total`. Only members whose own share left a
 * remainder take a unit: one whose share divided exactly (or of weight 0)
 * would be a whole unit off it. There are always more of those than units
 * left (their fractions, each under one, add up to the units), so no one
 * takes two and every part is less than a unit from its exact share.
 */
export function divide(total: bigint, weights: readonly bigint[]): bigint[] {
  const sum = weights.reduce((a, w) => a + w, 0n);
  if (sum <= 0n) throw new Error("Nothing to divide by");
  const parts = weights.map((w) => (total * w) / sum);
  let remainder = total - parts.reduce((a, p) => a + p, 0n);
  for (let i = 0; remainder > 0n && i < parts.length; i++) {
    if ((total * weights[i]!) % sum !== 0n) {
      parts[i]! += 1n;
      remainder -= 1n;
    }
  }
  return parts;
}

/** Percent values have at most two decimals: 33.33 → 3333n. */
export function percentWeight(value: number): bigint {
  return BigInt(Math.round(value * 100));
}

export interface Transfer {
  from: string;
  to: string;
  amount: bigint;
}

/**
 * The transfers that bring every net balance to zero (nets must sum to zero):
 * first every debtor who owes exactly what a creditor is owed pays them, then
 * the largest debt repeatedly goes to the largest credit. Each transfer
 * settles at least one member, so there are at most members − 1. Ties keep
 * the order of `nets`, so the answer is the same on every call.
 */
export function settle(nets: ReadonlyArray<{ userId: string; net: bigint }>): Transfer[] {
  const order = new Map(nets.map((n, i) => [n.userId, i]));
  const debtors = nets.filter((n) => n.net < 0n).map((n) => ({ userId: n.userId, left: -n.net }));
  const creditors = nets.filter((n) => n.net > 0n).map((n) => ({ userId: n.userId, left: n.net }));
  const transfers: Transfer[] = [];
  for (const d of debtors) {
    const match = creditors.find((c) => c.left > 0n && c.left === d.left);
    if (match) {
      transfers.push({ from: d.userId, to: match.userId, amount: d.left });
      match.left = 0n;
      d.left = 0n;
    }
  }
  const byLeft = (a: { userId: string; left: bigint }, b: { userId: string; left: bigint }) =>
    a.left === b.left ? order.get(a.userId)! - order.get(b.userId)! : a.left > b.left ? -1 : 1;
  for (;;) {
    const d = debtors.filter((x) => x.left > 0n).sort(byLeft)[0];
    const c = creditors.filter((x) => x.left > 0n).sort(byLeft)[0];
    if (!d || !c) break;
    const amount = d.left < c.left ? d.left : c.left;
    transfers.push({ from: d.userId, to: c.userId, amount });
    d.left -= amount;
    c.left -= amount;
  }
  return transfers;
}
