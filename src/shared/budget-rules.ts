// Budget categories and the pure display rules (totals, usage percent,
// left/over) that the page, the dashboard card and their tests share (docs/product/budget-and-expenses.md). Money stays exact: cents as bigint. No zod here: the dashboard's first
// load evaluates this (ADR 015); the schemas are in budget.ts.
import { formatMoney, fromCents, toCents } from "./money";
import type { MessageId } from "./i18n/catalogue";

export const BUDGET_CATEGORIES = [
  "air_tickets",
  "hotels",
  "food",
  "activities",
  "transportation",
  "shopping",
  "other",
] as const;
export type BudgetCategory = (typeof BUDGET_CATEGORIES)[number];
export const DEFAULT_BUDGET_CATEGORY: BudgetCategory = "air_tickets";

/** Each category's name in the message catalogue (the reader's language). */
export const CATEGORY_MESSAGE = {
  air_tickets: "budget.category.air_tickets",
  hotels: "budget.category.hotels",
  food: "budget.category.food",
  activities: "budget.category.activities",
  transportation: "budget.category.transportation",
  shopping: "budget.category.shopping",
  other: "budget.category.other",
} as const satisfies Record<BudgetCategory, MessageId>;

export const CATEGORY_NAMES: Record<BudgetCategory, string> = {
  air_tickets: "Air Tickets",
  hotels: "Hotels",
  food: "Food & Dining",
  activities: "Activities",
  transportation: "Transportation",
  shopping: "Shopping",
  other: "Other",
};

/**
 * The trip's money in one picture, the same on every screen, in the PDF and
 * in the assistant's answers. Spent is typed + logged (docs/product/budget-and-expenses.md). With a
 * trip budget, Remaining is that budget minus Spent and the planned total is
 * what is allocated of it (`unallocated` = budget − planned, negative when the
 * allocations plan more); without one, Remaining is planned minus Spent.
 */
export interface MoneySummary {
  totalPlanned: string;
  totalSpent: string;
  /** Negative when over. */
  remaining: string;
  /** The trip's own budget, or null when none is set. */
  tripBudget: string | null;
  /** tripBudget − totalPlanned, or null without a trip budget. */
  unallocated: string | null;
}

/** Exact (integer cents) money summary of a trip's allocations and its budget. */
export function moneySummary(
  allocations: readonly { plannedAmount: string; spentAmount: string }[],
  tripBudget: string | null | undefined,
): MoneySummary {
  let planned = 0n;
  let spent = 0n;
  for (const a of allocations) {
    planned += toCents(a.plannedAmount);
    spent += toCents(a.spentAmount);
  }
  const budget = tripBudget == null || tripBudget === "" ? null : toCents(tripBudget);
  return {
    totalPlanned: fromCents(planned),
    totalSpent: fromCents(spent),
    remaining: fromCents((budget ?? planned) - spent),
    tripBudget: budget === null ? null : fromCents(budget),
    unallocated: budget === null ? null : fromCents(budget - planned),
  };
}

/** Percent of the money used: of the trip budget when set, else of the planned total. */
export const summaryUsagePercent = (s: MoneySummary): number | null => usagePercent(s.totalSpent, s.tripBudget ?? s.totalPlanned);

/**
 * docs/product/budget-and-expenses.md: realized ÷ planned × 100, to one decimal (half up), computed on
 * cents so 0.1 + 0.2 style amounts cannot drift. Null when nothing is planned.
 */
export function usagePercent(realized: string, planned: string): number | null {
  const p = toCents(planned);
  if (p <= 0n) return null;
  const r = toCents(realized);
  // Tenths of a percent, rounded half up: (r * 1000 * 2 + p) / (2p).
  const tenths = (r * 2000n + p) / (2n * p);
  return Number(tenths) / 10;
}

/** "42.5%"-style text with exactly one decimal. */
export function formatPercent(percent: number): string {
  return `${percent.toFixed(1)}%`;
}

/** Width of a progress bar: the percent capped to 0…100. */
export function barPercent(percent: number | null): number {
  if (percent === null || percent <= 0) return 0;
  return Math.min(percent, 100);
}

/** What is left of the plan, or by how much it is over. */
export function leftOrOver(
  realized: string,
  planned: string,
  currency: string | null | undefined,
): { over: boolean; text: string } {
  const diff = toCents(planned) - toCents(realized);
  if (diff < 0n) return { over: true, text: `${formatMoney(fromCents(-diff), currency)} over` };
  return { over: false, text: `${formatMoney(fromCents(diff), currency)} left` };
}

/** "spent / planned" in the trip currency. */
export function spentOfPlanned(realized: string, planned: string, currency: string | null | undefined): string {
  return `${formatMoney(realized, currency)} / ${formatMoney(planned, currency)}`;
}

/** Remaining card text: green amount when ≥ 0, else the amount with an "over" suffix. */
export function remainingText(remaining: string, currency: string | null | undefined): { over: boolean; text: string } {
  const cents = toCents(remaining);
  if (cents < 0n) return { over: true, text: `${formatMoney(fromCents(-cents), currency)} over` };
  return { over: false, text: formatMoney(remaining, currency) };
}

/** The trip's budget against the allocations' planned total, when a budget is set. */
export function tripBudgetStatus(
  tripBudget: string | null | undefined,
  totalPlanned: string,
  currency: string | null | undefined,
): { over: boolean; text: string } | null {
  if (tripBudget == null || tripBudget === "") return null;
  const diff = toCents(tripBudget) - toCents(totalPlanned);
  if (diff < 0n) return { over: true, text: `Planned exceeds trip budget by ${formatMoney(fromCents(-diff), currency)}` };
  return { over: false, text: `${formatMoney(fromCents(diff), currency)} of trip budget unallocated` };
}

/** The dashboard's last n allocations, newest first (the API lists oldest first). */
export function latestAllocations<T>(allocations: readonly T[], n = 3): T[] {
  return allocations.slice(-n).reverse();
}
