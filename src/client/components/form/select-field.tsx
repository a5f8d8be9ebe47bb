// A labelled choice from a fixed list, bound to one field of the form.
import type { ReactNode } from "react";
import { Controller, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { FormField } from "./form-field";

export function SelectField<T extends FieldValues, TOutput>({
  form,
  name,
  id,
  label,
  options,
  className,
  disabled,
}: {
  form: UseFormReturn<T, unknown, TOutput>;
  name: Path<T>;
  id: string;
  label: string;
  options: readonly { value: string; label: ReactNode }[];
  /** On the trigger and the items (e.g. "capitalize"). */
  className?: string;
  /** Shown but not changeable (e.g. the payer a viewer may not change). */
  disabled?: boolean;
}) {
  const error = form.getFieldState(name, form.formState).error?.message;
  return (
    <FormField id={id} label={label} error={error}>
      {(aria) => (
        <Controller
          control={form.control}
          name={name}
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange} disabled={disabled}>
              <SelectTrigger {...aria} className={className}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {options.map((o) => (
                  <SelectItem key={o.value} value={o.value} className={className}>
                    {o.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      )}
    </FormField>
  );
}
