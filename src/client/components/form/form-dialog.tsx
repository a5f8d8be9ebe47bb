// The frame of every form: the <form> submitted through react-hook-form (so
// the zod resolver has run) and what a failed request shows — field messages
// on their fields, otherwise a line, and the failure toast (useFormSubmit).
// A dialog form adds the dialog, its title and one footer; an inline form
// (inline-form.tsx) keeps its own layout and buttons.
import { useState, type ReactNode } from "react";
import type { FieldErrors, FieldValues, Path, UseFormReturn } from "react-hook-form";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger, STICKY_FOOTER } from "@/components/ui/dialog";
import { errorDescription, isUnauthorized } from "@/lib/api";
import { notifyError } from "@/lib/notify";
import { FormFooter } from "./form-footer";
import { placeServerErrors } from "./form-errors";
import { useT } from "@/lib/i18n";

/** A dialog whose open state its parent holds. */
export interface DialogOpenProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  trigger,
  className,
  children,
}: DialogOpenProps & {
  title: ReactNode;
  description: ReactNode;
  /** The button that opens it, when the dialog owns its open state's trigger. */
  trigger?: ReactNode;
  className?: string;
  /** The form; mounted only while open, so every opening starts from fresh values. */
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {open && children}
      </DialogContent>
    </Dialog>
  );
}

/** How a form submits and what a failed request shows: the same for dialog and inline forms. */
export interface FormSubmitProps<TValues extends FieldValues, TOutput> {
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** Runs with the schema's output; a throw is a failed request. */
  onSubmit: (data: TOutput) => Promise<void>;
  /** After the resolver refused the values: the documented "Validation Error"-style toasts. */
  onInvalid?: (errors: FieldErrors<TValues>) => void;
  /** The failure toast's description (the server's reason is added to it). */
  failure: string | ((error: unknown) => string);
  /** The failure toast's title; "Error" unless told. */
  failureTitle?: string;
  /** Server field keys → form fields, when they are not the same paths. */
  fieldOf?: (key: string) => Path<TValues> | null;
}

/**
 * The submit handler (the resolver runs first) and the line a failed request
 * leaves when none of its messages belongs to a field. A failed request's
 * field messages go on their fields, and the failure toast is always shown.
 */
export function useFormSubmit<TValues extends FieldValues, TOutput>({
  form,
  onSubmit,
  onInvalid,
  failure,
  failureTitle,
  fieldOf,
}: FormSubmitProps<TValues, TOutput>) {
  const [formError, setFormError] = useState<string | null>(null);
  const t = useT();
  const submit = form.handleSubmit(async (data) => {
    setFormError(null);
    try {
      await onSubmit(data);
    } catch (error) {
      // A 401 has its own toast and redirect; the form has nothing to add.
      if (!isUnauthorized(error)) {
        const placed = placeServerErrors(form, error, fieldOf) || Object.keys(form.formState.errors).length > 0;
        if (!placed) setFormError(errorDescription(error, t("common.tryAgain")));
      }
      notifyError(error, failureTitle ?? t("common.error"), typeof failure === "function" ? failure(error) : failure);
    }
  }, onInvalid);
  return { submit, formError };
}

/** A failed request's message that belongs to no field. */
export function FormErrorLine({ message, className }: { message: string | null; className?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className={`rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive ${className ?? ""}`}>
      {message}
    </p>
  );
}

export interface DialogFormProps<TValues extends FieldValues, TOutput> extends FormSubmitProps<TValues, TOutput> {
  onCancel: () => void;
  submitLabel: string;
  pendingLabel: string;
  submitVariant?: "default" | "destructive";
  submitDisabled?: boolean;
  className?: string;
  children: ReactNode;
}

export function DialogForm<TValues extends FieldValues, TOutput>({
  onCancel,
  submitLabel,
  pendingLabel,
  submitVariant,
  submitDisabled,
  className,
  children,
  ...submitProps
}: DialogFormProps<TValues, TOutput>) {
  const { submit, formError } = useFormSubmit(submitProps);
  const pending = submitProps.form.formState.isSubmitting;

  return (
    <form onSubmit={submit} noValidate className={className ?? "grid gap-4"}>
      {children}
      <FormErrorLine message={formError} />
      {/* Sticky at the dialog's bottom edge (over its padding): however long the form, Cancel and submit stay in view. */}
      <FormFooter
        className={STICKY_FOOTER}
        onCancel={onCancel}
        pending={pending}
        submitLabel={submitLabel}
        pendingLabel={pendingLabel}
        variant={submitVariant}
        disabled={submitDisabled}
      />
    </form>
  );
}
