// Label + input + error line, wired for screen readers.
import type * as React from "react";
import { Input } from "@/components/ui/input";
import { FieldError, Label } from "@/components/ui/label";

export function FormField({
  id,
  label,
  error,
  ...inputProps
}: { id: string; label: string; error?: string } & React.ComponentProps<typeof Input>) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...inputProps}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
