// One labelled form control: label, the control, an optional description and
// the error line, wired for screen readers (aria-invalid, aria-describedby).
import type * as React from "react";
import { Slot } from "radix-ui";
import { Input } from "@/components/ui/input";
import { FieldError, Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

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

export function FormField({ id, label, error, description, className, children }: FormFieldProps) {
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

/** The common case: a text-like input. */
export function InputField({
  id,
  label,
  error,
  description,
  className,
  ...inputProps
}: Omit<FormFieldProps, "children"> & Omit<React.ComponentProps<typeof Input>, "id">) {
  return (
    <FormField id={id} label={label} error={error} description={description} className={className}>
      <Input {...inputProps} />
    </FormField>
  );
}
