// Record payment (docs/product/budget-and-expenses.md): one of the suggested transfers, paid. From, to
// and the amount come from the suggestion; the amount and the day can be
// changed (a part payment), and the shared paymentInputSchema checks them.
import { useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowRight } from "lucide-react";
import { paymentInputSchema, type NewPayment } from "@shared/expenses";
import { DialogForm, FormDialog } from "@/components/form/form-dialog";
import { InputField } from "@/components/form/form-field";
import { MoneyField } from "@/components/form/money-field";
import { useT } from "@/lib/i18n";
import { notifySuccess } from "@/lib/notify";
import { useToday } from "@/lib/render-context";
import { useRecordPayment } from "../api/record-payment";
import type { People } from "../lib/people";

export interface Transfer {
  from: string;
  to: string;
  amount: string;
}

type FormValues = { from: string; to: string; amount: string; date: string };

export function RecordPaymentDialog({
  tripId,
  currency,
  people,
  transfer,
  onClose,
}: {
  tripId: string;
  currency: string;
  people: People;
  /** The settlement to record; null: closed. */
  transfer: Transfer | null;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <FormDialog
      open={transfer !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t("expenses.payment.title")}
      description={t("expenses.payment.description", { currency })}
    >
      {transfer && <PaymentForm tripId={tripId} currency={currency} people={people} transfer={transfer} onDone={onClose} />}
    </FormDialog>
  );
}

function PaymentForm({ tripId, currency, people, transfer, onDone }: { tripId: string; currency: string; people: People; transfer: Transfer; onDone: () => void }) {
  const t = useT();
  const today = useToday();
  const record = useRecordPayment(tripId);
  const form = useForm<FormValues, unknown, NewPayment>({
    defaultValues: { ...transfer, date: today },
    resolver: zodResolver(paymentInputSchema) as unknown as Resolver<FormValues, unknown, NewPayment>,
  });
  const from = people.name(transfer.from);
  const to = people.name(transfer.to);
  return (
    <DialogForm
      form={form}
      onSubmit={async (data) => {
        await record.mutateAsync(data);
        notifySuccess(t("expenses.payment.recorded"), t("expenses.row.payment", { from, to }));
        onDone();
      }}
      onCancel={onDone}
      failure={t("expenses.payment.failed")}
      submitLabel={t("expenses.payment.submit")}
      pendingLabel={t("expenses.payment.recording")}
    >
      <p className="flex flex-wrap items-center gap-2 rounded-lg bg-muted/60 px-3 py-2 text-sm font-medium" data-testid="payment-parties">
        <span>{from}</span>
        <ArrowRight className="size-4 text-muted-foreground" aria-label={t("expenses.payment.pays")} />
        <span>{to}</span>
      </p>
      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        <MoneyField form={form} name="amount" id="payment-amount" label={t("expenses.form.amount")} currency={currency} required />
        <InputField form={form} name="date" id="payment-date" label={t("expenses.form.date")} type="date" />
      </div>
    </DialogForm>
  );
}
