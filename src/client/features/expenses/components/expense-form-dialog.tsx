// Add / Edit expense (docs/product/budget-and-expenses.md): what, how much in which currency (any ISO
// 4217 code; the rate to the trip's currency prefilled from the ECB's
// reference rate for the day and editable, or asked for when there is none),
// when, category, who paid (a viewer: themselves), how it is split among whom,
// and an optional reservation. The split preview is what the server stores
// (lib/expense-form.ts computes it with src/shared/split.ts).
import { useEffect, useMemo, useState } from "react";
import { useForm, useWatch, type Path, type Resolver, type UseFormReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { Expense, NewExpense } from "@shared/expenses";
import { BUDGET_CATEGORIES, CATEGORY_MESSAGE } from "@shared/budget-rules";
import { isCalendarDate } from "@shared/dates";
import { isCurrencyCode } from "@shared/currency-codes";
import type { MessageId } from "@shared/i18n/catalogue";
import { fromMinorPlaces, minorUnits, SPLIT_MODES, TRIP_PLACES, type SplitMode } from "@shared/split";
import { DialogForm, FormDialog, type DialogOpenProps } from "@/components/form/form-dialog";
import { fieldError, FormField, InputField } from "@/components/form/form-field";
import { SelectField } from "@/components/form/select-field";
import { Input } from "@/components/ui/input";
import { FieldError } from "@/components/ui/label";
import { useFormat } from "@/lib/format";
import { useT, useFormMessage } from "@/lib/i18n";
import { notifySuccess } from "@/lib/notify";
import { useToday } from "@/lib/render-context";
import { cn } from "@/lib/utils";
import { useCreateExpense } from "../api/create-expense";
import { useFxRate } from "../api/get-fx-rate";
import { useUpdateExpense } from "../api/update-expense";
import {
  convertAmount,
  defaultValues,
  expenseFormSchema,
  formFieldOf,
  NO_RESERVATION,
  previewSplit,
  toExpensePatch,
  type ExpenseFormValues,
  type FormContext,
} from "../lib/expense-form";
import { formatAmount } from "../lib/money";
import type { People } from "../lib/people";

const MODE_MESSAGE: Record<SplitMode, MessageId> = {
  equal: "expenses.form.modeEqual",
  exact: "expenses.form.modeExact",
  shares: "expenses.form.modeShares",
  percent: "expenses.form.modePercent",
};
const MODE_HINT: Record<SplitMode, MessageId> = {
  equal: "expenses.form.hintEqual",
  exact: "expenses.form.hintExact",
  shares: "expenses.form.hintShares",
  percent: "expenses.form.hintPercent",
};

/** Every ISO 4217 code the browser knows, for the currency field's suggestions. */
const CURRENCY_CODES = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("currency") : [];

export interface ExpenseFormDialogProps extends DialogOpenProps {
  tripId: string;
  tripCurrency: string;
  /** The trip's members now, in its order. */
  memberIds: readonly string[];
  people: People;
  userId: string;
  /** expenses.write: may log what anyone paid; without it only what the reader paid. */
  canWriteAny: boolean;
  reservations: readonly { id: string; name: string }[];
  /** The expense to edit; without it the dialog adds one. */
  expense?: Expense;
}

export function ExpenseFormDialog({ open, onOpenChange, expense, ...props }: ExpenseFormDialogProps) {
  const t = useT();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-2xl"
      title={t(expense ? "expenses.form.editTitle" : "expenses.form.addTitle")}
      description={t("expenses.form.description", { currency: props.tripCurrency })}
    >
      <ExpenseForm {...props} expense={expense} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function ExpenseForm({
  tripId,
  tripCurrency,
  memberIds,
  people,
  userId,
  canWriteAny,
  reservations,
  expense,
  onDone,
}: Omit<ExpenseFormDialogProps, "open" | "onOpenChange"> & { onDone: () => void }) {
  const t = useT();
  const today = useToday();
  const create = useCreateExpense(tripId);
  const update = useUpdateExpense(tripId);
  const ctx: FormContext = useMemo(() => ({ tripCurrency, memberIds, userId, today }), [tripCurrency, memberIds, userId, today]);
  const form = useForm<ExpenseFormValues, unknown, NewExpense>({
    defaultValues: defaultValues(ctx, expense),
    resolver: zodResolver(expenseFormSchema(ctx)) as unknown as Resolver<ExpenseFormValues, unknown, NewExpense>,
  });
  const [rateTyped, setRateTyped] = useState(false);
  const values = useWatch({ control: form.control }) as ExpenseFormValues;
  const preview = previewSplit(values, tripCurrency);
  const conversion = convertAmount(values, tripCurrency);
  const converted = conversion.ok ? fromMinorPlaces(conversion.converted, TRIP_PLACES) : null;
  const currency = (values.currency ?? "").trim().toUpperCase();
  const foreign = currency !== tripCurrency;

  const payers = useMemo(() => {
    const ids = canWriteAny ? [...memberIds] : [userId];
    if (expense && !ids.includes(expense.paidBy)) ids.push(expense.paidBy);
    return ids.map((id) => ({ value: id, label: people.name(id) }));
  }, [canWriteAny, memberIds, userId, expense, people]);

  return (
    <DialogForm
      form={form}
      onSubmit={async (data) => {
        const sent = expense ? await update(expense, toExpensePatch(form.getValues(), ctx, expense)) : await create(data);
        if (sent.queued) notifySuccess(t("layout.sync.queued"), data.description);
        else notifySuccess(t(expense ? "expenses.form.updated" : "expenses.form.added"), data.description);
        onDone();
      }}
      onCancel={onDone}
      failure={t(expense ? "expenses.form.updateFailed" : "expenses.form.addFailed")}
      fieldOf={(key) => formFieldOf(form.getValues(), key) as Path<ExpenseFormValues> | null}
      submitLabel={t(expense ? "actions.save" : "expenses.form.add")}
      pendingLabel={t(expense ? "actions.saving" : "expenses.form.adding")}
    >
      <InputField form={form} name="description" id="expense-description" label={t("expenses.form.what")} autoComplete="off" placeholder={t("expenses.form.whatPlaceholder")} />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        <InputField
          form={form}
          name="amount"
          id="expense-amount"
          label={t("expenses.form.amount")}
          type="number"
          inputMode="decimal"
          min="0"
          step={isCurrencyCode(currency) ? String(10 ** -minorUnits(currency)) : "any"}
          placeholder="0.00"
        />
        <FormField id="expense-currency" label={t("expenses.form.currency")} error={fieldError({ form, name: "currency" })}>
          <Input
            autoComplete="off"
            spellCheck={false}
            maxLength={3}
            list="expense-currency-codes"
            className="uppercase"
            {...form.register("currency", {
              // A rate is for one currency: another one is looked up (or typed) afresh, never sent with the old rate.
              onChange: () => {
                setRateTyped(false);
                form.setValue("rate", "");
              },
            })}
          />
        </FormField>
        <datalist id="expense-currency-codes">
          {CURRENCY_CODES.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
        <InputField form={form} name="date" id="expense-date" label={t("expenses.form.date")} type="date" min="2000-01-01" max={maxDate(today)} className="col-span-2 sm:col-span-1" />
      </div>
      {foreign && isCurrencyCode(currency) && (
        <RateField
          form={form}
          expense={expense}
          currency={currency}
          tripCurrency={tripCurrency}
          date={values.date}
          converted={converted}
          rateTyped={rateTyped}
          onRateTyped={() => setRateTyped(true)}
        />
      )}
      <div className="grid gap-3 sm:grid-cols-2 sm:gap-4">
        <SelectField form={form} name="category" id="expense-category" label={t("expenses.form.category")} options={BUDGET_CATEGORIES.map((c) => ({ value: c, label: t(CATEGORY_MESSAGE[c]) }))} />
        <SelectField form={form} name="paidBy" id="expense-paidBy" label={t("expenses.form.paidBy")} options={payers} disabled={payers.length < 2} />
      </div>
      <SelectField
        form={form}
        name="reservationId"
        id="expense-reservation"
        label={t("expenses.form.reservation")}
        options={[{ value: NO_RESERVATION, label: t("expenses.form.noReservation") }, ...reservations.map((r) => ({ value: r.id, label: r.name }))]}
      />
      <SplitEditor form={form} values={values} preview={preview} converted={converted} people={people} tripCurrency={tripCurrency} currency={currency} />
    </DialogForm>
  );
}

/** A year ahead of today: a date input needs a bound, and nothing logged is later than that. */
function maxDate(today: string): string {
  return `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
}

/** The rate of the expense's currency in the trip's: the ECB's for the day, the stored one (editing), or typed. */
function RateField({
  form,
  expense,
  currency,
  tripCurrency,
  date,
  converted,
  rateTyped,
  onRateTyped,
}: {
  form: UseFormReturn<ExpenseFormValues, unknown, NewExpense>;
  expense?: Expense;
  currency: string;
  tripCurrency: string;
  date: string;
  converted: string | null;
  rateTyped: boolean;
  onRateTyped: () => void;
}) {
  const t = useT();
  const f = useFormat();
  // Editing keeps the rate frozen at entry unless the currency changes (docs/product/budget-and-expenses.md); a typed rate is the member's.
  const keepsStored = expense !== undefined && expense.currency === currency;
  const lookUp = !keepsStored && !rateTyped && isCalendarDate(date);
  const fx = useFxRate(lookUp ? { from: currency, to: tripCurrency, date } : null);
  const { setValue, clearErrors } = form;
  const storedRate = keepsStored && !rateTyped ? expense.rate : null;
  useEffect(() => {
    // Back to the stored currency: its frozen rate again, not one looked up for another currency meanwhile.
    if (storedRate !== null) setValue("rate", storedRate);
    if (!lookUp) return;
    if (fx.data) {
      setValue("rate", fx.data.rate);
      clearErrors("rate");
    } else if (fx.isError) setValue("rate", "");
  }, [storedRate, lookUp, fx.data, fx.isError, setValue, clearErrors]);

  const note = keepsStored && !rateTyped
    ? { text: t("expenses.form.rateStored"), warn: false }
    : rateTyped
      ? { text: t("expenses.form.rateTyped"), warn: false }
      : fx.isFetching
        ? { text: t("expenses.form.rateLooking"), warn: false }
        : fx.data
          ? { text: t("expenses.form.rateEcb", { date: f.date(fx.data.date) }), warn: false }
          : fx.isError
            ? { text: t("expenses.form.rateUnavailable"), warn: true }
            : null;

  return (
    <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-3 rounded-lg bg-muted/50 p-3 sm:grid-cols-2 sm:gap-4">
      <FormField
        id="expense-rate"
        label={t("expenses.form.rate", { from: currency, to: tripCurrency })}
        error={fieldError({ form, name: "rate" })}
        description={note && <span className={cn(note.warn && "font-medium text-destructive")} data-testid="expense-rate-note">{note.text}</span>}
      >
        <Input type="text" inputMode="decimal" autoComplete="off" {...form.register("rate", { onChange: onRateTyped })} />
      </FormField>
      <div className="grid content-start gap-2">
        <span className="text-sm leading-none font-medium">{t("expenses.form.converted", { currency: tripCurrency })}</span>
        <p className="flex h-10 items-center text-lg font-semibold tabular-nums" data-testid="expense-converted-preview" aria-live="polite">
          {converted === null ? "—" : f.money(converted, tripCurrency)}
        </p>
      </div>
    </div>
  );
}

/** The split: its mode, who is in it (and each one's value), and the share each will get in the trip's currency. */
function SplitEditor({
  form,
  values,
  preview,
  converted,
  people,
  tripCurrency,
  currency,
}: {
  form: UseFormReturn<ExpenseFormValues, unknown, NewExpense>;
  values: ExpenseFormValues;
  preview: ReturnType<typeof previewSplit>;
  /** The whole amount in the trip's currency, once it can be converted. */
  converted: string | null;
  people: People;
  tripCurrency: string;
  currency: string;
}) {
  const t = useT();
  const f = useFormat();
  const translate = useFormMessage();
  const mode = values.mode ?? "equal";
  const shares = new Map(preview.ok ? preview.shares.map((s) => [s.userId, s.amount]) : []);
  const splitError = fieldError({ form, name: "split" });
  // The split's own message ("must add up to 100") is the resolver's from the last submit: gone once the split changes.
  const { clearErrors } = form;
  const splitKey = JSON.stringify([mode, values.people, values.amount]);
  useEffect(() => clearErrors("split"), [splitKey, clearErrors]);

  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-3 rounded-lg border p-3 sm:p-4">
      <legend className="px-1 text-sm font-medium">{t("expenses.form.split")}</legend>
      <SelectField form={form} name="mode" id="expense-split-mode" label={t("expenses.form.splitMode")} options={SPLIT_MODES.map((m) => ({ value: m, label: t(MODE_MESSAGE[m]) }))} />
      <p className="text-xs text-muted-foreground">{t(MODE_HINT[mode], { currency: isCurrencyCode(currency) ? currency : tripCurrency })}</p>
      <ul className="grid grid-cols-1 gap-1.5" aria-label={t("expenses.form.splitMembers")}>
        {(values.people ?? []).map((p, i) => {
          const name = people.name(p.userId);
          const error = fieldError({ form, name: `people.${i}.value` });
          const share = shares.get(p.userId);
          return (
            <li key={p.userId} className="grid grid-cols-1 gap-1" data-testid="split-member">
              <div className="flex min-h-10 items-center gap-2 sm:gap-3">
                <label className="flex min-w-0 flex-1 items-center gap-2 text-sm">
                  <input type="checkbox" className="size-4 shrink-0 accent-[var(--primary)]" {...form.register(`people.${i}.included`)} />
                  <span className="min-w-0 truncate" title={name}>
                    {name}
                  </span>
                </label>
                {mode !== "equal" && (
                  <Input
                    className="h-9 w-20 shrink-0 text-end sm:w-24"
                    inputMode="decimal"
                    autoComplete="off"
                    aria-label={t("expenses.form.valueFor", { name })}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `expense-person-${i}-error` : undefined}
                    disabled={!p.included}
                    {...form.register(`people.${i}.value`)}
                  />
                )}
                <span className="w-20 shrink-0 text-end text-sm tabular-nums sm:w-24" data-testid="split-share" aria-label={t("expenses.form.shareOf", { name })}>
                  {p.included ? (share === undefined ? "—" : f.money(share, tripCurrency)) : ""}
                </span>
              </div>
              <FieldError id={`expense-person-${i}-error`} message={error && translate(error)} />
            </li>
          );
        })}
      </ul>
      <FieldError id="expense-split-error" message={splitError && translate(splitError)} />
      <p className="flex items-baseline justify-between gap-3 border-t pt-2 text-sm font-medium" data-testid="split-total">
        <span>{t("expenses.form.total", { currency: tripCurrency })}</span>
        <span className="tabular-nums">
          {converted === null ? "—" : f.money(converted, tripCurrency)}
          {converted !== null && currency !== tripCurrency && isCurrencyCode(currency) && (
            <span className="ms-2 font-normal text-muted-foreground">({formatAmount(values.amount.trim(), currency, f)})</span>
          )}
        </span>
      </p>
    </fieldset>
  );
}
