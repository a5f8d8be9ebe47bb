// Budget allocations (docs/product/budget-and-expenses.md): request bodies and the JSON the
// API returns. Categories and the display rules are in budget-rules.ts.
import { z } from "zod";
import { BUDGET_CATEGORIES, CATEGORY_NAMES, DEFAULT_BUDGET_CATEGORY } from "./budget-rules";
import { DECIMAL_RE } from "./money";
import { labelled, type ErrorId } from "./i18n/error-message";

export const budgetCategorySchema = z.enum(BUDGET_CATEGORIES, {
  error: labelled("errors.field.oneOf", "errors.label.category", { values: BUDGET_CATEGORIES.join(", ") }),
});

/** docs/product/budget-and-expenses.md. */
export const PLANNED_REQUIRED: ErrorId = "errors.budget.plannedRequired";
export const CITY_NOT_IN_TRIP: ErrorId = "errors.budget.cityNotInTrip";
export const amountMessage = (label: ErrorId) => labelled("errors.field.amount", label);

/**
 * An amount sent as number or string. Missing stays undefined (PATCH leaves it
 * as stored); "" and null become "" so each field decides what empty means.
 */
const amountInput = (label: ErrorId) =>
  z
    .union([z.string(), z.number(), z.null()], { error: amountMessage(label) })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === null ? "" : typeof v === "number" ? String(v) : v.trim()));

/** Required on create: empty or missing is the product description's message. */
const plannedAmountCreate = amountInput("errors.label.plannedAmount").superRefine((v, ctx) => {
  if (v === undefined || v === "") ctx.addIssue({ code: "custom", message: PLANNED_REQUIRED });
  else if (!DECIMAL_RE.test(v)) ctx.addIssue({ code: "custom", message: amountMessage("errors.label.plannedAmount") });
});

/** On PATCH it may be left out, but not emptied. */
const plannedAmountPatch = amountInput("errors.label.plannedAmount").superRefine((v, ctx) => {
  if (v === "") ctx.addIssue({ code: "custom", message: PLANNED_REQUIRED });
  else if (v !== undefined && !DECIMAL_RE.test(v)) ctx.addIssue({ code: "custom", message: amountMessage("errors.label.plannedAmount") });
});

/** docs/product/budget-and-expenses.md: an empty realized amount becomes 0. */
const realizedAmount = amountInput("errors.label.realizedAmount")
  .transform((v) => (v === "" ? "0" : v))
  .refine((v) => v === undefined || DECIMAL_RE.test(v), amountMessage("errors.label.realizedAmount"));

/** Free text where "" and whitespace mean "nothing" (null). */
const optionalText = (label: ErrorId, max: number) =>
  z
    .union([z.string(), z.null()], { error: labelled("errors.field.text", label) })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === null ? null : v.trim() || null))
    .refine((v) => v == null || v.length <= max, labelled("errors.field.maxCharacters", label, { max }));

export const budgetAllocationInputSchema = z
  .object({
    category: budgetCategorySchema.optional(),
    categoryName: optionalText("errors.label.categoryName", 100),
    city: optionalText("errors.label.city", 300),
    plannedAmount: plannedAmountCreate,
    realizedAmount,
    notes: optionalText("errors.label.notes", 5000),
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
  categoryName: optionalText("errors.label.categoryName", 100),
  city: optionalText("errors.label.city", 300),
  plannedAmount: plannedAmountPatch,
  realizedAmount,
  notes: optionalText("errors.label.notes", 5000),
});
export type BudgetAllocationPatch = z.input<typeof budgetAllocationPatchSchema>;
export type BudgetAllocationChanges = z.output<typeof budgetAllocationPatchSchema>;

/**
 * An allocation as the API answers it. docs/product/budget-and-expenses.md: `realizedAmount` is the
 * amount typed on it; `loggedAmount` what the group logged as expenses in its
 * category (counted on one allocation per category); `spentAmount` the two
 * added, which the screens show as Spent. A category with expenses and no
 * allocation is listed with planned 0.00 and a null id (nothing to edit).
 */
export const budgetAllocationSchema = z.object({
  id: z.string().nullable(),
  tripId: z.string(),
  category: budgetCategorySchema,
  categoryName: z.string(),
  city: z.string().nullable(),
  /** Decimal strings such as "120.00". */
  plannedAmount: z.string(),
  realizedAmount: z.string(),
  loggedAmount: z.string(),
  spentAmount: z.string(),
  notes: z.string().nullable(),
  createdAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type BudgetAllocation = z.infer<typeof budgetAllocationSchema>;

/** GET /api/trips/:tripId/budget/summary: the trip's money summary (see `moneySummary` in budget-rules.ts). */
export const budgetSummarySchema = z.object({
  totalPlanned: z.string(),
  totalSpent: z.string(),
  /** With a trip budget: tripBudget − totalSpent; without: totalPlanned − totalSpent. Negative when over. */
  remaining: z.string(),
  /** The trip's own budget, or null when none is set. */
  tripBudget: z.string().nullable(),
  /** tripBudget − totalPlanned (negative: the allocations plan more than the budget), or null. */
  unallocated: z.string().nullable(),
  /** How many allocations the trip has (categories only logged are not counted). */
  count: z.number().int(),
});
export type BudgetSummary = z.infer<typeof budgetSummarySchema>;
