// Toasts and inline errors shared by the two search forms (spec §5, §8).
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { z } from "zod";
import { MISSING_FIELDS } from "@shared/quotes";
import { toast } from "@/components/ui/use-toast";
import { ApiError, errorDescription, isUnauthorized } from "@/lib/api";
import { notifyError } from "@/lib/notify";

/** Puts the schema's first message per field on the form; true if something required was missing. */
export function showSchemaErrors<T extends FieldValues>(error: z.ZodError, fields: readonly string[], setError: UseFormSetError<T>) {
  let missing = false;
  const placed = new Set<string>();
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    if (issue.message === MISSING_FIELDS) missing = true;
    if (fields.includes(field) && !placed.has(field)) {
      placed.add(field);
      setError(field as Path<T>, { message: issue.message });
    }
  }
  if (missing) toast({ title: "Missing information", description: MISSING_FIELDS, variant: "destructive" });
}

/** A failed search: the server's field messages inline, and the spec's toast (the server's reason for a 400). */
export function showSearchFailure<T extends FieldValues>(
  error: unknown,
  what: "flights" | "hotels",
  fields: readonly string[],
  setError: UseFormSetError<T>,
) {
  if (isUnauthorized(error)) return;
  if (error instanceof ApiError && error.fields) {
    for (const [key, message] of Object.entries(error.fields)) {
      if (fields.includes(key)) setError(key as Path<T>, { message });
    }
  }
  const fallback = `Unable to search for ${what}. Please try again.`;
  notifyError(error, "Search failed", error instanceof ApiError && error.status === 400 ? errorDescription(error, fallback) : fallback);
}
