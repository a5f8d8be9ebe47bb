// One labelled form control: label, the control, an optional description and
// the error line, wired for screen readers (aria-invalid, aria-describedby).
import type * as React from "react";
import { Slot } from "radix-ui";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { FieldError, Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";
import { useFormMessage } from "@/lib/i18n";

export interface FormFieldProps {
  /** The control's id; the error line is `${id}-error`, the description `${id}-description`. */
  id: string;
  label: React.ReactNode;
  error?: string;
  description?: React.ReactNode;
  className?: string;
  /**
   * One control (input, textarea…), which receives id and the aria attributes;
   * or, when the control sits inside something else (a Controller), a function given them.
   */
  children: React.ReactElement | ((control: ControlProps) => React.ReactNode);
}

export interface ControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

export function FormField({ id, label, error: message, description, className, children }: FormFieldProps) {
  // The shared schemas give ids with values; the server's messages arrive translated already (ADR 044).
  const translate = useFormMessage();
  const error = message && translate(message);
  const describedBy = [description ? `${id}-description` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  const control: ControlProps = { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined };
  return (
    <div className={cn("grid content-start gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      {typeof children === "function" ? children(control) : <Slot.Root {...control}>{children}</Slot.Root>}
      {description && (
        <p id={`${id}-description`} className="text-xs text-muted-foreground">
          {description}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A field of the form by its path (`location.city`): the field registers itself and reads its own error. */
export interface BoundField<T extends FieldValues, TOutput> {
  form: UseFormReturn<T, unknown, TOutput>;
  name: Path<T>;
}

/** The field's current error message; reading it through formState re-renders when it changes. */
export function fieldError<T extends FieldValues, TOutput>({ form, name }: BoundField<T, TOutput>) {
  return form.getFieldState(name, form.formState).error?.message;
}

type LabelledProps = Omit<FormFieldProps, "children" | "error">;
type BoundControlProps<T extends FieldValues, TOutput, C extends React.ElementType> = BoundField<T, TOutput> &
  LabelledProps &
  Omit<React.ComponentProps<C>, "id" | "name" | "form">;

/** Splits a bound field's props: what the FormField shows, and the control's own props with its registration. */
function bind<T extends FieldValues, TOutput, P extends object>({
  form,
  name,
  id,
  label,
  description,
  className,
  ...control
}: BoundField<T, TOutput> & LabelledProps & P) {
  return { field: { id, label, description, className, error: fieldError({ form, name }) }, control: { ...control, ...form.register(name) } };
}

/** The common case: a text-like input bound to one field. */
export function InputField<T extends FieldValues, TOutput>(props: BoundControlProps<T, TOutput, typeof Input>) {
  const { field, control } = bind(props);
  return (
    <FormField {...field}>
      <Input {...control} />
    </FormField>
  );
}

/** A multi-line text bound to one field. */
export function TextareaField<T extends FieldValues, TOutput>(props: BoundControlProps<T, TOutput, typeof Textarea>) {
  const { field, control } = bind(props);
  return (
    <FormField {...field}>
      <Textarea {...control} />
    </FormField>
  );
}
