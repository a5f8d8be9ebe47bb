// Cross rates between two currencies from one day of the ECB's euro reference rates.
import { scaled } from "@shared/split";

/**
 * 1 `from` in `to` through the euro (rates are per EUR): rate(to) / rate(from),
 * rounded half up to six decimals, trailing zeros dropped. Null when the day lacks either.
 */
export function crossRate(rates: Record<string, string>, from: string, to: string): string | null {
  const a = rates[from];
  const b = rates[to];
  if (!a || !b) return null;
  const [an, as] = scaled(a);
  const [bn, bs] = scaled(b);
  // (bn / 10^bs) / (an / 10^as) × 10^6 = bn × 10^(6 + as − bs) / an
  const shift = 6 + as - bs;
  const numerator = shift >= 0 ? bn * 10n ** BigInt(shift) : bn;
  const denominator = shift >= 0 ? an : an * 10n ** BigInt(-shift);
  const micro = (numerator * 2n + denominator) / (denominator * 2n);
  const digits = micro.toString().padStart(7, "0");
  const text = `${digits.slice(0, -6)}.${digits.slice(-6)}`.replace(/\.?0+$/, "");
  return text === "0" ? null : text;
}
