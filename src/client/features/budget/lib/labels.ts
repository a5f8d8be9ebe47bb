// The budget's sentences in the reader's language: the rules (what is left,
// what is over, by how much) are src/shared/budget-rules.ts; only the words
// and the number formats are here.
import { fromCents, toCents } from "@shared/money";
import type { Formatters } from "@shared/i18n/format";
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

/** The trip budget against the planned total, or null without a trip budget. */
export function tripBudgetLabel(
  tripBudget: string | null | undefined,
  totalPlanned: string,
  currency: string,
  t: Translate,
  f: Formatters,
): { over: boolean; text: string } | null {
  if (tripBudget == null || tripBudget === "") return null;
  const diff = toCents(tripBudget) - toCents(totalPlanned);
  if (diff < 0n) return { over: true, text: t("budget.tripOver", { amount: f.money(fromCents(-diff), currency) }) };
  return { over: false, text: t("budget.tripUnallocated", { amount: f.money(fromCents(diff), currency) }) };
}
