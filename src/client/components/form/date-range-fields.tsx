// A start and an end calendar date ("YYYY-MM-DD" strings, never Date objects).
// The end picker cannot go before the start; the schema says the same in words.
// Renders the two fields side by side; the caller's grid places them.
import { useWatch, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { FormField } from "./form-field";

interface DateEnd<T extends FieldValues> {
  name: Path<T>;
  id: string;
  label: string;
}

export function DateRangeFields<T extends FieldValues, TOutput>({
  form,
  start,
  end,
  min,
  max,
  className,
}: {
  form: UseFormReturn<T, unknown, TOutput>;
  start: DateEnd<T>;
  end: DateEnd<T>;
  /** Bounds both dates (e.g. a stay inside the trip's dates). */
  min?: string;
  max?: string;
  className?: string;
}) {
  const startValue = useWatch({ control: form.control, name: start.name }) as string | undefined;
  const error = (name: Path<T>) => form.getFieldState(name, form.formState).error?.message;
  return (
    <>
      <FormField id={start.id} label={start.label} error={error(start.name)} className={className}>
        <Input type="date" min={min} max={max} {...form.register(start.name)} />
      </FormField>
      <FormField id={end.id} label={end.label} error={error(end.name)} className={className}>
        <Input type="date" min={startValue || min} max={max} {...form.register(end.name)} />
      </FormField>
    </>
  );
}
