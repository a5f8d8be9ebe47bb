// Shared expenses and payments (docs/product/budget-and-expenses.md): request bodies and the JSON the
// API returns. Amounts are decimal strings in their currency's minor units;
// the arithmetic is in split.ts.
import { z } from "zod";
import { BUDGET_CATEGORIES } from "./budget-rules";
import { budgetCategorySchema } from "./budget";
import { currencyCode } from "./fx";
import { isCalendarDate } from "./dates";
import { minorUnits, percentWeight, SPLIT_MODES, type SplitMode } from "./split";
import { labelled, zodMessage, type ErrorId } from "./i18n/error-message";

export { SPLIT_MODES };

export const EXPENSE_KINDS = ["expense", "payment"] as const;

export const AMOUNT_POSITIVE: ErrorId = "errors.money.amountPositive";
export const amountPlaces = (currency: string, places = minorUnits(currency)) => zodMessage("errors.money.amountPlaces", { currency, places });
export const RATE_MESSAGE: ErrorId = "errors.money.rate";
export const SPLIT_EXACT_TOTAL: ErrorId = "errors.money.exactTotal";
export const SPLIT_PERCENT_TOTAL: ErrorId = "errors.money.percentTotal";
export const SPLIT_SHARES: ErrorId = "errors.money.shares";
export const SPLIT_PERCENT: ErrorId = "errors.money.percent";
export const SPLIT_EXACT: ErrorId = "errors.money.exact";
export const SPLIT_MEMBERS_UNIQUE: ErrorId = "errors.money.memberTwice";
export const SPLIT_MEMBERS_REQUIRED: ErrorId = "errors.money.membersRequired";
export const CURRENCY_LOCKED: ErrorId = "errors.money.currencyLocked";
export const NOT_A_MEMBER: ErrorId = "errors.money.notMember";

const DATE_MESSAGE: ErrorId = "errors.field.date";
const calendarDate = z.string({ error: DATE_MESSAGE }).refine(isCalendarDate, DATE_MESSAGE);

/** A decimal amount sent as a string or a number; checked against its currency below. */
const decimalText = (message: string) =>
  z
    .union([z.string(), z.number()], { error: message })
    .transform((v) => (typeof v === "number" ? String(v) : v.trim()))
    .refine((v) => /^\d{1,15}(\.\d+)?$/.test(v) && !/^0*(\.0*)?$/.test(v), message);

/** 1 unit of a currency in another, as typed: a positive decimal string (or number). */
export const rateInput = z
  .union([z.string(), z.number()], { error: RATE_MESSAGE })
  .transform((v) => (typeof v === "number" ? String(v) : v.trim()))
  .refine((v) => /^\d{1,9}(\.\d{1,12})?$/.test(v) && !/^0*(\.0*)?$/.test(v), RATE_MESSAGE);

const userId = (label: ErrorId) => z.string({ error: labelled("errors.field.required", label) }).trim().min(1, labelled("errors.field.required", label));

const splitMemberSchema = z.object(
  {
    userId: userId("errors.label.member"),
    /** exact: a decimal string in the expense's currency; shares: a whole number; percent: a number. */
    value: z.union([z.string(), z.number()], { error: labelled("errors.mustBeNumber", "errors.label.splitValue") }).optional(),
  },
  { error: zodMessage("errors.money.splitMember") },
);

/** Whether a split value fits its mode (exact amounts are checked against the currency by the server). */
const VALUE_OK: Record<Exclude<SplitMode, "equal">, (v: string | number | undefined) => boolean> = {
  shares: (v) => (typeof v === "number" ? Number.isInteger(v) && v > 0 && v < 1_000_000 : /^[1-9]\d{0,5}$/.test(v ?? "")),
  percent: (v) => /^\d{1,3}(\.\d{1,2})?$/.test(String(v ?? "")) && Number(v) <= 100,
  exact: (v) => /^\d{1,15}(\.\d+)?$/.test(String(v ?? "").trim()),
};
const VALUE_MESSAGE = { shares: SPLIT_SHARES, percent: SPLIT_PERCENT, exact: SPLIT_EXACT };

export const splitInputSchema = z
  .object(
    {
    mode: z.enum(SPLIT_MODES, { error: labelled("errors.field.oneOf", "errors.label.splitMode", { values: SPLIT_MODES.join(", ") }) }),
    /** Empty with `equal`: everyone in the trip (members, then guests) when the expense is entered. */
    members: z.array(splitMemberSchema, { error: zodMessage("errors.money.membersList") }).max(100, zodMessage("errors.money.membersMax")).optional().default([]),
    },
    { error: zodMessage("errors.money.split") },
  )
  .superRefine((split, ctx) => {
    const seen = new Set<string>();
    split.members.forEach((m, i) => {
      if (seen.has(m.userId)) ctx.addIssue({ code: "custom", path: ["members", i, "userId"], message: SPLIT_MEMBERS_UNIQUE });
      seen.add(m.userId);
      if (split.mode !== "equal" && !VALUE_OK[split.mode](m.value)) {
        ctx.addIssue({ code: "custom", path: ["members", i, "value"], message: VALUE_MESSAGE[split.mode] });
      }
    });
    if (split.mode !== "equal" && split.members.length === 0) ctx.addIssue({ code: "custom", path: ["members"], message: SPLIT_MEMBERS_REQUIRED });
    if (split.mode === "percent" && split.members.every((m) => VALUE_OK.percent(m.value))) {
      const total = split.members.reduce((sum, m) => sum + percentWeight(Number(m.value)), 0n);
      if (split.members.length > 0 && total !== 10000n) ctx.addIssue({ code: "custom", path: ["members"], message: SPLIT_PERCENT_TOTAL });
    }
  });
export type SplitInput = z.input<typeof splitInputSchema>;

const description = z
  .string({ error: labelled("errors.field.required", "errors.label.description") })
  .trim()
  .min(1, labelled("errors.field.required", "errors.label.description"))
  .max(200, labelled("errors.field.maxCharacters", "errors.label.description", { max: 200 }));

/** The fields of an expense as sent; the amount's places and the split's totals are checked against its currency. */
const expenseFields = {
  description,
  amount: decimalText(AMOUNT_POSITIVE),
  /** ISO 4217; the trip's currency when left out. */
  currency: currencyCode.optional(),
  date: calendarDate,
  category: budgetCategorySchema.optional(),
  /** A member's user id or a guest's id; the caller when left out. */
  paidBy: userId("errors.label.payer").optional(),
  split: splitInputSchema.optional(),
  reservationId: z.string({ error: labelled("errors.field.text", "errors.label.reservationId") }).nullish(),
  /** 1 unit of `currency` in the trip's currency; the day's reference rate when left out. */
  rate: rateInput.optional(),
};

export const expenseInputSchema = z.object(expenseFields);
export type ExpenseInput = z.input<typeof expenseInputSchema>;
export type NewExpense = z.output<typeof expenseInputSchema>;

/** PATCH: the fields sent replace the stored ones; the rate stays unless a new one is sent. */
export const expensePatchSchema = z.object({
  description: description.optional(),
  amount: expenseFields.amount.optional(),
  currency: currencyCode.optional(),
  date: calendarDate.optional(),
  category: budgetCategorySchema.optional(),
  paidBy: userId("errors.label.payer").optional(),
  split: splitInputSchema.optional(),
  reservationId: expenseFields.reservationId,
  rate: rateInput.optional(),
});
export type ExpensePatch = z.output<typeof expensePatchSchema>;

export const paymentInputSchema = z.object({
  from: userId("errors.label.from"),
  to: userId("errors.label.to"),
  amount: decimalText(AMOUNT_POSITIVE),
  date: calendarDate,
});
export type PaymentInput = z.input<typeof paymentInputSchema>;
export type NewPayment = z.output<typeof paymentInputSchema>;

export const expenseSchema = z.object({
  id: z.string(),
  tripId: z.string(),
  kind: z.enum(EXPENSE_KINDS),
  description: z.string(),
  amount: z.string(),
  currency: z.string(),
  /** 1 unit of `currency` in the trip's currency, frozen at entry. */
  rate: z.string(),
  amountInTripCurrency: z.string(),
  date: z.string(),
  category: z.enum(BUDGET_CATEGORIES),
  paidBy: z.string(),
  split: z.object({
    mode: z.enum(SPLIT_MODES),
    members: z.array(z.object({ userId: z.string(), value: z.union([z.string(), z.number()]).optional() })),
  }),
  /** Each member's share in the trip's currency; they add up to amountInTripCurrency. */
  shares: z.array(z.object({ userId: z.string(), amount: z.string() })),
  reservationId: z.string().nullable(),
  createdBy: z.string().nullable(),
  /** The version (ISO, milliseconds) to send back in If-Match (docs/product/offline.md). */
  updatedAt: z.string(),
});
export type Expense = z.infer<typeof expenseSchema>;

export const balancesSchema = z.object({
  currency: z.string(),
  /**
   * `paid` and `share` are sums over expenses only; payments between members
   * are apart, as `sent` and `received`. net = paid − share + sent − received.
   */
  members: z.array(
    z.object({ userId: z.string(), paid: z.string(), share: z.string(), sent: z.string(), received: z.string(), net: z.string() }),
  ),
  settlements: z.array(z.object({ from: z.string(), to: z.string(), amount: z.string() })),
});
export type Balances = z.infer<typeof balancesSchema>;
