// The budget's sentences in the reader's language: the rules (what is left,
// what is over, by how much) are src/shared/budget-rules.ts; only the words
// and the number formats are here.
import { fromCents, toCents } from "@shared/money";
import type { Formatters } from "@shared/i18n/format";
import type { MoneySummary } from "@shared/budget-rules";
import type { Translate } from "@/lib/i18n";

/** "$80.00 left" / "$20.00 over". */
export function leftOrOverLabel(realized: string, planned: string, currency: string, t: Translate, f: Formatters): { over: boolean; text: string } {
  const diff = toCents(planned) - toCents(realized);
  if (diff < 0n) return { over: true, text: t("budget.over", { amount: f.money(fromCents(-diff), currency) }) };
  return { over: false, text: t("budget.left", { amount: f.money(fromCents(diff), currency) }) };
}

/** The Remaining card: the amount, or "X over" when the plan is exceeded. */
export function remainingLabel(remaining: string, currency: string, t: Translate, f: Formatters): { over: boolean; text: string } {
  const cents = toCents(remaining);
  if (cents < 0n) return { over: true, text: t("budget.over", { amount: f.money(fromCents(-cents), currency) }) };
  return { over: false, text: f.money(remaining, currency) };
}

/**
 * How much of the trip budget the allocations hold: "€X of trip budget
 * unallocated" when they plan less, "Planned exceeds trip budget by €X" when
 * more, null when they plan exactly the budget or there is no budget.
 */
export function unallocatedLabel(summary: MoneySummary, currency: string, t: Translate, f: Formatters): { over: boolean; text: string } | null {
  if (summary.unallocated === null) return null;
  const diff = toCents(summary.unallocated);
  if (diff < 0n) return { over: true, text: t("budget.tripOver", { amount: f.money(fromCents(-diff), currency) }) };
  if (diff > 0n) return { over: false, text: t("budget.tripUnallocated", { amount: f.money(summary.unallocated, currency) }) };
  return null;
}
