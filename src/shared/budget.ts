// Budget allocations (spec §3, §5, §7, §9): request bodies, the JSON the API
// returns, and the pure display rules (totals, usage percent, left/over) that
// the page, the dashboard card and their tests share. Money stays exact: cents as bigint.
import { z } from "zod";
import { DECIMAL_RE, formatMoney, fromCents, toCents } from "./money";

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

export const CATEGORY_NAMES: Record<BudgetCategory, string> = {
  air_tickets: "Air Tickets",
  hotels: "Hotels",
  food: "Food & Dining",
  activities: "Activities",
  transportation: "Transportation",
  shopping: "Shopping",
  other: "Other",
};

export const budgetCategorySchema = z.enum(BUDGET_CATEGORIES, {
  error: `Category must be one of ${BUDGET_CATEGORIES.join(", ")}`,
});

/** Spec §5. */
export const PLANNED_REQUIRED = "Please enter a planned amount";
export const CITY_NOT_IN_TRIP = "City must be one of this trip's locations";
export const amountMessage = (label: string) => `${label} must be a number of at least 0 with at most 2 decimal places`;

/**
 * An amount sent as number or string. Missing stays undefined (PATCH leaves it
 * as stored); "" and null become "" so each field decides what empty means.
 */
const amountInput = (label: string) =>
  z
    .union([z.string(), z.number(), z.null()], { error: amountMessage(label) })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === null ? "" : typeof v === "number" ? String(v) : v.trim()));

/** Required on create: empty or missing is the spec's message. */
const plannedAmountCreate = amountInput("Planned amount").superRefine((v, ctx) => {
  if (v === undefined || v === "") ctx.addIssue({ code: "custom", message: PLANNED_REQUIRED });
  else if (!DECIMAL_RE.test(v)) ctx.addIssue({ code: "custom", message: amountMessage("Planned amount") });
});

/** On PATCH it may be left out, but not emptied. */
const plannedAmountPatch = amountInput("Planned amount").superRefine((v, ctx) => {
  if (v === "") ctx.addIssue({ code: "custom", message: PLANNED_REQUIRED });
  else if (v !== undefined && !DECIMAL_RE.test(v)) ctx.addIssue({ code: "custom", message: amountMessage("Planned amount") });
});

/** Spec §5: an empty realized amount becomes 0. */
const realizedAmount = amountInput("Realized amount")
  .transform((v) => (v === "" ? "0" : v))
  .refine((v) => v === undefined || DECIMAL_RE.test(v), amountMessage("Realized amount"));

/** Free text where "" and whitespace mean "nothing" (null). */
const optionalText = (label: string, max: number) =>
  z
    .union([z.string(), z.null()], { error: `${label} must be text` })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === null ? null : v.trim() || null))
    .refine((v) => v == null || v.length <= max, `${label} must be at most ${max} characters`);

export const budgetAllocationInputSchema = z
  .object({
    category: budgetCategorySchema.optional(),
    categoryName: optionalText("Category name", 100),
    city: optionalText("City", 300),
    plannedAmount: plannedAmountCreate,
    realizedAmount,
    notes: optionalText("Notes", 5000),
  })
  .transform((v) => {
    const category = v.category ?? DEFAULT_BUDGET_CATEGORY;
    return {
      category,
      categoryName: v.categoryName ?? CATEGORY_NAMES[category],
      city: v.city ?? null,
      plannedAmount: v.plannedAmount!,
      realizedAmount: v.realizedAmount ?? "0",
      notes: v.notes ?? null,
    };
  });
export type BudgetAllocationInput = z.input<typeof budgetAllocationInputSchema>;
export type NewBudgetAllocation = z.output<typeof budgetAllocationInputSchema>;

/**
 * PATCH: any subset. A new category without a name takes that category's
 * name; an empty name falls back to the (new or stored) category's name.
 */
export const budgetAllocationPatchSchema = z.object({
  category: budgetCategorySchema.optional(),
  categoryName: optionalText("Category name", 100),
  city: optionalText("City", 300),
  plannedAmount: plannedAmountPatch,
  realizedAmount,
  notes: optionalText("Notes", 5000),
});
export type BudgetAllocationPatch = z.input<typeof budgetAllocationPatchSchema>;
export type BudgetAllocationChanges = z.output<typeof budgetAllocationPatchSchema>;

export const budgetAllocationSchema = z.object({
  id: z.string(),
  tripId: z.string(),
  category: budgetCategorySchema,
  categoryName: z.string(),
  city: z.string().nullable(),
  /** Decimal strings such as "120.00". */
  plannedAmount: z.string(),
  realizedAmount: z.string(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BudgetAllocation = z.infer<typeof budgetAllocationSchema>;

/** GET /api/trips/:id/budget/summary: totals summed by the database's numeric type. */
export const budgetSummarySchema = z.object({
  totalPlanned: z.string(),
  totalSpent: z.string(),
  /** totalPlanned − totalSpent; negative when over. */
  remaining: z.string(),
  /** The trip's own budget, or null when none is set. */
  tripBudget: z.string().nullable(),
  /** tripBudget − totalPlanned (negative: the allocations plan more than the budget), or null. */
  unallocated: z.string().nullable(),
  count: z.number().int(),
});
export type BudgetSummary = z.infer<typeof budgetSummarySchema>;

// ── Display rules ──

export interface BudgetTotals {
  totalPlanned: string;
  totalSpent: string;
  remaining: string;
}

/** Exact totals of a list of allocations (integer cents). */
export function budgetTotals(allocations: readonly Pick<BudgetAllocation, "plannedAmount" | "realizedAmount">[]): BudgetTotals {
  let planned = 0n;
  let spent = 0n;
  for (const a of allocations) {
    planned += toCents(a.plannedAmount);
    spent += toCents(a.realizedAmount);
  }
  return { totalPlanned: fromCents(planned), totalSpent: fromCents(spent), remaining: fromCents(planned - spent) };
}

/**
 * Spec §9: realized ÷ planned × 100, to one decimal (half up), computed on
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
