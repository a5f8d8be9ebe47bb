// Book at a typed rate (docs/product/budget-and-expenses.md): a quote in another currency than the
// trip's is logged at the day's reference rate; when none is known the server
// answers 503, and this dialog asks the member for the rate instead.
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { rateInput } from "@shared/expenses";
import type { BookQuote } from "@shared/quotes";
import { DialogForm, FormDialog } from "@/components/form/form-dialog";
import { FormField, fieldError } from "@/components/form/form-field";
import { Input } from "@/components/ui/input";
import { useT } from "@/lib/i18n";

const rateForm = z.object({ rate: rateInput });
type RateValues = z.input<typeof rateForm>;

/** The quote waiting for a rate, with the two currencies the rate converts between and what the member already said. */
export interface RateRequest {
  quoteId: string;
  from: string;
  to: string;
  details: BookQuote;
}

export function BookRateDialog({
  request,
  onClose,
  onBook,
}: {
  request: RateRequest | null;
  onClose: () => void;
  /** Books with the typed rate; a throw keeps the dialog open with the server's reason. */
  onBook: (quoteId: string, rate: string) => Promise<void>;
}) {
  const t = useT();
  return (
    <FormDialog
      open={request !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t("quotes.rate.title")}
      description={request ? t("quotes.rate.description", { from: request.from, to: request.to }) : ""}
    >
      {request && <RateForm request={request} onClose={onClose} onBook={onBook} />}
    </FormDialog>
  );
}

function RateForm({ request, onClose, onBook }: { request: RateRequest; onClose: () => void; onBook: (quoteId: string, rate: string) => Promise<void> }) {
  const t = useT();
  const form = useForm<RateValues, unknown, z.output<typeof rateForm>>({ defaultValues: { rate: "" }, resolver: zodResolver(rateForm) });
  return (
    <DialogForm
      form={form}
      onSubmit={async ({ rate }) => {
        await onBook(request.quoteId, rate);
        onClose();
      }}
      onCancel={onClose}
      failure={t("quotes.rate.failed")}
      submitLabel={t("quotes.book")}
      pendingLabel={t("quotes.rate.booking")}
    >
      <FormField id="book-rate" label={t("quotes.rate.label", { from: request.from, to: request.to })} error={fieldError({ form, name: "rate" })}>
        <Input inputMode="decimal" autoComplete="off" placeholder="0.92" autoFocus {...form.register("rate")} />
      </FormField>
    </DialogForm>
  );
}
