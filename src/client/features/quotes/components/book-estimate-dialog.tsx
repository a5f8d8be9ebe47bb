// Nothing costly in one click: booking an estimate first asks what was
// actually paid (prefilled with the estimate), who paid and the status.
// Cancel writes nothing; Book sends them with the book call.
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { displayName } from "@shared/names";
import { BOOKING_STATUSES, bookQuoteFieldsSchema, type BookQuote } from "@shared/quotes";
import type { Member } from "@shared/trips";
import { DialogForm, FormDialog } from "@/components/form/form-dialog";
import { MoneyField } from "@/components/form/money-field";
import { SelectField } from "@/components/form/select-field";
import { useT } from "@/lib/i18n";

// In the dialog each is required; on the wire each stays optional.
const estimateForm = bookQuoteFieldsSchema.pick({ price: true, paidBy: true, status: true }).required();
type EstimateValues = z.input<typeof estimateForm>;

/** The estimate being booked: its id, price and currency. */
export interface EstimateRequest {
  quoteId: string;
  price: string;
  currency: string;
}

export function BookEstimateDialog({
  request,
  members,
  userId,
  onClose,
  onBook,
}: {
  request: EstimateRequest | null;
  members: readonly Member[];
  userId: string;
  onClose: () => void;
  /** Books with what the member said; a throw keeps the dialog open with the server's reason. */
  onBook: (quoteId: string, details: BookQuote) => Promise<void>;
}) {
  const t = useT();
  return (
    <FormDialog open={request !== null} onOpenChange={(open) => !open && onClose()} title={t("quotes.confirm.title")} description={t("quotes.confirm.description")}>
      {request && <EstimateForm request={request} members={members} userId={userId} onClose={onClose} onBook={onBook} />}
    </FormDialog>
  );
}

function EstimateForm({
  request,
  members,
  userId,
  onClose,
  onBook,
}: {
  request: EstimateRequest;
  members: readonly Member[];
  userId: string;
  onClose: () => void;
  onBook: (quoteId: string, details: BookQuote) => Promise<void>;
}) {
  const t = useT();
  const form = useForm<EstimateValues, unknown, z.output<typeof estimateForm>>({
    defaultValues: { price: request.price, paidBy: userId, status: "confirmed" },
    resolver: zodResolver(estimateForm),
  });
  return (
    <DialogForm
      form={form}
      onSubmit={async (details) => {
        await onBook(request.quoteId, details);
        onClose();
      }}
      onCancel={onClose}
      failure={t("quotes.confirm.failed")}
      submitLabel={t("quotes.book")}
      pendingLabel={t("quotes.rate.booking")}
    >
      <MoneyField form={form} name="price" id="book-price" label={t("quotes.confirm.price", { currency: request.currency })} autoFocus />
      <SelectField
        form={form}
        name="paidBy"
        id="book-paid-by"
        label={t("quotes.confirm.paidBy")}
        options={members.map((m) => ({ value: m.user.id, label: displayName(m.user) }))}
      />
      <SelectField
        form={form}
        name="status"
        id="book-status"
        label={t("quotes.confirm.status")}
        options={BOOKING_STATUSES.map((s) => ({ value: s, label: t(`reservations.status.${s}`) }))}
      />
    </DialogForm>
  );
}
