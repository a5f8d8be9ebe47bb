// An amount of money: a decimal string (never parsed into a float), steps of
// 0.01, at least 0; the label carries the currency's symbol when it is fixed.
import type * as React from "react";
import type { FieldValues } from "react-hook-form";
import { currencySymbol } from "@shared/money";
import { Input } from "@/components/ui/input";
import { fieldError, FormField, type BoundField, type FormFieldProps } from "./form-field";

export function MoneyField<T extends FieldValues, TOutput>({
  form,
  name,
  id,
  label,
  currency,
  required,
  description,
  className,
  ...inputProps
}: BoundField<T, TOutput> &
  Omit<FormFieldProps, "children" | "error"> & {
    label: string;
    /** Shown as "Label ($)" when the amount's currency is set elsewhere (the trip's). */
    currency?: string;
    /** Adds the " *" the forms use for required fields. */
    required?: boolean;
  } & Omit<React.ComponentProps<typeof Input>, "id" | "type" | "required" | "name" | "form">) {
  const text = `${label}${currency ? ` (${currencySymbol(currency)})` : ""}${required ? " *" : ""}`;
  return (
    <FormField id={id} label={text} error={fieldError({ form, name })} description={description} className={className}>
      {/* The registered value stays the input's string: money is a decimal string on the wire. */}
      <Input type="number" inputMode="decimal" step="0.01" min="0" {...inputProps} {...form.register(name)} />
    </FormField>
  );
}
