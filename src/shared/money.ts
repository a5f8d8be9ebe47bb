// Exact money: amounts travel as decimal strings and are summed as integer
// cents (bigint), never as floats.

export const CURRENCIES = ["USD", "EUR", "GBP", "JPY", "CAD", "AUD", "CHF", "CNY", "INR"] as const;
export type Currency = (typeof CURRENCIES)[number];

const SYMBOLS: Record<Currency, string> = {
  USD: "$",
  EUR: "€",
  GBP: "£",
  JPY: "¥",
  CAD: "C$",
  AUD: "A$",
  CHF: "Fr",
  CNY: "¥",
  INR: "₹",
};

/** The currency's symbol, or the code itself when it is not one of ours. */
export function currencySymbol(code: string | null | undefined): string {
  const c = (code ?? "USD") as Currency;
  return SYMBOLS[c] ?? (code as string);
}

/** A non-negative decimal with at most two places, e.g. "12", "12.5", "0.05". */
export const DECIMAL_RE = /^\d{1,12}(\.\d{1,2})?$/;

/** "12.5" → 1250n. Accepts an optional leading minus. Throws on anything else. */
export function toCents(amount: string): bigint {
  const m = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!m) throw new Error(`Not a decimal amount: ${amount}`);
  const cents = BigInt(m[2]!) * 100n + BigInt((m[3] ?? "").padEnd(2, "0") || "0");
  return m[1] ? -cents : cents;
}

/** 1250n → "12.50". */
export function fromCents(cents: bigint): string {
  const neg = cents < 0n;
  const abs = neg ? -cents : cents;
  const whole = abs / 100n;
  const frac = (abs % 100n).toString().padStart(2, "0");
  return `${neg ? "-" : ""}${whole}.${frac}`;
}

/** Exact sum of decimal strings. */
export function sumAmounts(amounts: readonly string[]): string {
  return fromCents(amounts.reduce((acc, a) => acc + toCents(a), 0n));
}

/** "1234.5", "EUR" → "€1,234.50"; negative amounts keep their sign in front. */
export function formatMoney(amount: string | null | undefined, currency?: string | null): string {
  const cents = toCents(amount == null || amount === "" ? "0" : amount);
  const [whole, frac] = fromCents(cents < 0n ? -cents : cents).split(".");
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${cents < 0n ? "-" : ""}${currencySymbol(currency)}${grouped}.${frac}`;
}
