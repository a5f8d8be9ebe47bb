// What a form shows when it is refused: the resolver's messages (toasts the
// product description asks for) and a failed request's field messages on the form's own fields.
import type { FieldErrors, FieldValues, Path, UseFormReturn } from "react-hook-form";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api";
import { translate, formMessage } from "@/lib/i18n";

/** Places every message whose field the form has; true if any was placed. */
export function placeServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, "setError" | "getValues">,
  error: unknown,
  fieldOf: (key: string) => Path<T> | null = (key) => (hasPath(form.getValues(), key) ? (key as Path<T>) : null),
): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  let placed = false;
  for (const [key, message] of Object.entries(error.fields)) {
    const field = fieldOf(key);
    if (field) {
      form.setError(field, { message });
      placed = true;
    }
  }
  return placed;
}

function hasPath(values: unknown, path: string): boolean {
  let node: unknown = values;
  for (const part of path.split(".")) {
    if (typeof node !== "object" || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return true;
}

/** Every message the resolver put on the form, nested fields included, in field order. */
export function errorMessages(errors: FieldErrors): string[] {
  const out: string[] = [];
  for (const value of Object.values(errors)) {
    if (!value) continue;
    if (typeof value.message === "string") out.push(value.message);
    else out.push(...errorMessages(value as FieldErrors));
  }
  return out;
}

/** The product description's toast for a form the rules refused ("Validation Error" unless told). */
export function validationToast(description: string, title = translate("common.validationError")) {
  toast({ title: formMessage(title), description: formMessage(description), variant: "destructive" });
}
