// A form in the page rather than in a dialog (a card's form, a row being
// edited, a search): the same submit and failure handling as DialogForm
// (useFormSubmit), with its own layout and buttons inside it.
import type { ReactNode } from "react";
import type { FieldValues } from "react-hook-form";
import { FormErrorLine, useFormSubmit, type FormSubmitProps } from "./form-dialog";

export function InlineForm<TValues extends FieldValues, TOutput>({
  className,
  label,
  children,
  ...submitProps
}: FormSubmitProps<TValues, TOutput> & {
  className?: string;
  /** The form's accessible name. */
  label?: string;
  children: ReactNode;
}) {
  const { submit, formError } = useFormSubmit(submitProps);
  return (
    <form onSubmit={submit} noValidate className={className} aria-label={label}>
      {children}
      {/* Spans the whole row in a grid or flex layout. */}
      <FormErrorLine message={formError} className="col-span-full basis-full" />
    </form>
  );
}
