// The Add / Edit expense form: its values, the body it sends, and the split
// preview. The preview computes with src/shared/split.ts exactly as the
// server does (amount in minor units, converted at the rate rounded half up
// to the trip's cents, divided by weights with the remainder rule), so the
// shares a member sees before saving are the shares stored. The form is
// checked by the shared expenseInputSchema, its messages placed on the form's
// own fields, plus what the server checks against the currency (decimals,
// exact amounts adding up) so those show before anything is sent.
import { z } from "zod";
import {
  AMOUNT_POSITIVE,
  amountPlaces,
  expenseInputSchema,
  RATE_MESSAGE,
  SPLIT_EXACT_TOTAL,
  SPLIT_MEMBERS_REQUIRED,
  type Expense,
  type ExpenseInput,
} from "@shared/expenses";
import { isCurrencyCode } from "@shared/currency-codes";
import { convertMinor, divide, fromMinorPlaces, minorUnits, percentWeight, toMinor, TRIP_PLACES, type SplitMode } from "@shared/split";

export interface PersonValue {
  userId: string;
  /** In the split. */
  included: boolean;
  /** exact: an amount in the expense's currency; shares: a whole number; percent: a number. */
  value: string;
}

export interface ExpenseFormValues {
  description: string;
  amount: string;
  currency: string;
  date: string;
  category: string;
  paidBy: string;
  mode: SplitMode;
  /** Everyone who can share it: the members now, and (editing) whoever was in the split and has left since. */
  people: PersonValue[];
  /** "none" or a reservation id. */
  reservationId: string;
  /** 1 unit of `currency` in the trip's currency; ignored when they are the same. */
  rate: string;
  /** Holds the split's own messages (not a control): "the percentages must add up to 100". */
  split: string;
}

export const NO_RESERVATION = "none";

export interface FormContext {
  tripCurrency: string;
  /** The members now, in the trip's order. */
  memberIds: readonly string[];
  /** Who is filling it in: the payer by default. */
  userId: string;
  today: string;
}

export function defaultValues(ctx: FormContext, expense?: Expense): ExpenseFormValues {
  if (!expense) {
    return {
      description: "",
      amount: "",
      currency: ctx.tripCurrency,
      date: ctx.today,
      category: "other",
      paidBy: ctx.memberIds.includes(ctx.userId) ? ctx.userId : (ctx.memberIds[0] ?? ctx.userId),
      mode: "equal",
      people: ctx.memberIds.map((userId) => ({ userId, included: true, value: "" })),
      reservationId: NO_RESERVATION,
      rate: "",
      split: "",
    };
  }
  const inSplit = new Map(expense.split.members.map((m) => [m.userId, m.value === undefined ? "" : String(m.value)]));
  const ids = [...ctx.memberIds, ...expense.split.members.map((m) => m.userId).filter((id) => !ctx.memberIds.includes(id))];
  return {
    description: expense.description,
    amount: expense.amount,
    currency: expense.currency,
    date: expense.date,
    category: expense.category,
    paidBy: expense.paidBy,
    mode: expense.split.mode,
    people: ids.map((userId) => ({ userId, included: inSplit.has(userId), value: inSplit.get(userId) ?? "" })),
    reservationId: expense.reservationId ?? NO_RESERVATION,
    rate: expense.currency === ctx.tripCurrency ? "" : expense.rate,
    split: "",
  };
}

const normalCurrency = (currency: string) => currency.trim().toUpperCase();

/** The rate the expense will be converted at: 1 in the trip's own currency. */
export function effectiveRate(values: Pick<ExpenseFormValues, "currency" | "rate">, tripCurrency: string): string {
  return normalCurrency(values.currency) === tripCurrency ? "1" : values.rate.trim();
}

/** The body of POST (and PATCH) /expenses: the split lists the members chosen, in the form's order. */
export function toExpenseBody(values: ExpenseFormValues, ctx: Pick<FormContext, "tripCurrency">): ExpenseInput {
  const currency = normalCurrency(values.currency);
  const members = values.people
    .filter((p) => p.included)
    .map((p) => (values.mode === "equal" ? { userId: p.userId } : { userId: p.userId, value: splitValue(values.mode, p.value) }));
  return {
    description: values.description,
    amount: values.amount.trim(),
    currency,
    date: values.date,
    category: values.category as ExpenseInput["category"],
    paidBy: values.paidBy,
    split: { mode: values.mode, members },
    reservationId: values.reservationId === NO_RESERVATION ? null : values.reservationId,
    // Left out when empty: the form asks for it (expenseFormSchema), the server would look it up.
    ...(currency === ctx.tripCurrency || values.rate.trim() === "" ? {} : { rate: values.rate.trim() }),
  };
}

/** Shares go as whole numbers and percentages as numbers (docs/product/budget-and-expenses.md); a value that is not one stays text, for the schema to name. */
function splitValue(mode: SplitMode, value: string): string | number {
  const v = value.trim();
  if (mode === "exact") return v;
  if (mode === "shares") return /^\d+$/.test(v) ? Number(v) : v;
  return /^\d+(\.\d+)?$/.test(v) ? Number(v) : v;
}

/** PATCH: every field, but the stored rate stays unless the member changed it or the currency (docs/product/budget-and-expenses.md). */
export function toExpensePatch(values: ExpenseFormValues, ctx: Pick<FormContext, "tripCurrency">, stored: Expense): Partial<ExpenseInput> {
  const body = toExpenseBody(values, ctx);
  if (body.rate !== undefined && body.currency === stored.currency && body.rate === stored.rate) delete body.rate;
  return body;
}

export type Preview =
  | { ok: true; converted: string; shares: { userId: string; amount: string }[] }
  | { ok: false; field: FormPath | null; message: string | null };

/** A form field a message is placed on: a top-level field, or one person's value. */
export type FormPath = keyof ExpenseFormValues | `people.${number}.value` | `people.${number}.userId`;

/** The amount in minor units of its currency and converted into the trip's (cents), or what stops that. */
export function convertAmount(
  values: Pick<ExpenseFormValues, "amount" | "currency" | "rate">,
  tripCurrency: string,
): { ok: true; amount: bigint; converted: bigint } | { ok: false; field: FormPath | null; message: string | null } {
  const currency = normalCurrency(values.currency);
  if (!isCurrencyCode(currency)) return { ok: false, field: null, message: null };
  const amountText = values.amount.trim();
  if (amountText === "") return { ok: false, field: null, message: null };
  const amount = toMinor(amountText, currency);
  if (amount === null) {
    return { ok: false, field: "amount", message: /^\d+(\.\d+)?$/.test(amountText) ? amountPlaces(currency) : AMOUNT_POSITIVE };
  }
  if (amount <= 0n) return { ok: false, field: "amount", message: AMOUNT_POSITIVE };
  const rate = effectiveRate(values, tripCurrency);
  if (!/^\d{1,9}(\.\d{1,12})?$/.test(rate) || /^0*(\.0*)?$/.test(rate)) return { ok: false, field: "rate", message: rate === "" ? null : RATE_MESSAGE };
  const converted = convertMinor(amount, minorUnits(currency), rate, TRIP_PLACES);
  if (converted <= 0n) return { ok: false, field: "rate", message: null };
  return { ok: true, amount, converted };
}

/**
 * The split the server will store for these values, in the trip's currency;
 * or, when the values cannot be split yet, the field to blame (null message:
 * nothing to say yet, such as an empty amount).
 */
export function previewSplit(values: ExpenseFormValues, tripCurrency: string): Preview {
  const conversion = convertAmount(values, tripCurrency);
  if (!conversion.ok) return conversion;
  const { amount, converted } = conversion;
  const currency = normalCurrency(values.currency);
  const chosen = values.people.map((p, index) => ({ ...p, index })).filter((p) => p.included);
  // No one chosen would mean "everyone" to the server (an empty equal split): the form says so instead.
  if (chosen.length === 0) return { ok: false, field: "split", message: SPLIT_MEMBERS_REQUIRED };
  const weights: bigint[] = [];
  for (const p of chosen) {
    const w = weightOf(values.mode, p.value, currency);
    if (w === null) return { ok: false, field: `people.${p.index}.value`, message: null };
    weights.push(w);
  }
  if (values.mode === "exact" && weights.reduce((a, w) => a + w, 0n) !== amount) return { ok: false, field: "split", message: SPLIT_EXACT_TOTAL };
  if (values.mode === "percent" && weights.reduce((a, w) => a + w, 0n) !== 10000n) return { ok: false, field: "split", message: null };
  if (weights.every((w) => w === 0n)) return { ok: false, field: "split", message: null };
  const parts = divide(converted, weights);
  return {
    ok: true,
    converted: fromMinorPlaces(converted, TRIP_PLACES),
    shares: chosen.map((p, i) => ({ userId: p.userId, amount: fromMinorPlaces(parts[i]!, TRIP_PLACES) })),
  };
}

/** A member's weight, as the server reckons it; null when the value is not one yet. */
function weightOf(mode: SplitMode, value: string, currency: string): bigint | null {
  const v = value.trim();
  switch (mode) {
    case "equal":
      return 1n;
    case "shares":
      return /^[1-9]\d{0,5}$/.test(v) ? BigInt(v) : null;
    case "percent":
      return /^\d{1,3}(\.\d{1,2})?$/.test(v) && Number(v) <= 100 ? percentWeight(Number(v)) : null;
    case "exact":
      return /^\d{1,15}(\.\d+)?$/.test(v) ? toMinor(v, currency) : null;
  }
}

/**
 * The server's field keys ("split.members.2.value") as the form's fields: the
 * split's i-th member is the i-th person chosen.
 */
export function formFieldOf(values: ExpenseFormValues, key: string): FormPath | null {
  const member = /^split\.members\.(\d+)\.(value|userId)$/.exec(key);
  if (member) {
    const chosen = values.people.map((p, index) => ({ ...p, index })).filter((p) => p.included)[Number(member[1])];
    if (!chosen) return "split";
    return member[2] === "value" ? `people.${chosen.index}.value` : "split";
  }
  if (key === "split" || key.startsWith("split.")) return "split";
  const top = key.split(".")[0]!;
  return top in values ? (top as keyof ExpenseFormValues) : null;
}

/**
 * The form's schema: the shared expenseInputSchema over the body the form
 * sends (its messages put on the form's fields), then the checks the server
 * makes against the currency, which the split preview makes too.
 */
export function expenseFormSchema(ctx: Pick<FormContext, "tripCurrency">) {
  return z.custom<ExpenseFormValues>().transform((values, zctx) => {
    const body = toExpenseBody(values, ctx);
    const parsed = expenseInputSchema.safeParse(body);
    const issue = (field: FormPath, message: string) => zctx.addIssue({ code: "custom", path: field.split("."), message });
    if (!parsed.success) {
      for (const i of parsed.error.issues) issue(formFieldOf(values, i.path.join(".")) ?? "description", i.message);
      return z.NEVER;
    }
    if (normalCurrency(values.currency) !== ctx.tripCurrency && values.rate.trim() === "") {
      issue("rate", RATE_MESSAGE);
      return z.NEVER;
    }
    const preview = previewSplit(values, ctx.tripCurrency);
    if (!preview.ok && preview.field && preview.message) {
      issue(preview.field, preview.message);
      return z.NEVER;
    }
    return parsed.data;
  });
}
