// Fill the packing list: from a template (city, beach, winter, hiking; the
// items come in the member's language) or by copying the packing list of
// another trip the member is in.
import { useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { fillFormSchema, PACKING_TEMPLATE_NAMES, type FillFormValues, type FillInput } from "@shared/lists";
import type { Trip } from "@shared/trips";
import { DialogForm, FormDialog, type DialogOpenProps } from "@/components/form/form-dialog";
import { SelectField } from "@/components/form/select-field";
import { notifySuccess } from "@/lib/notify";
import { useT } from "@/lib/i18n";
import type { MessageId } from "@shared/i18n/catalogue";
import { useFillPackingList } from "../api/fill-packing";

export function FillDialog({ trip, otherTrips, open, onOpenChange }: { trip: Trip; otherTrips: readonly Trip[] } & DialogOpenProps) {
  const t = useT();
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={t("lists.fill.title")} description={t("lists.fill.description")}>
      <FillForm trip={trip} otherTrips={otherTrips} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function FillForm({ trip, otherTrips, onDone }: { trip: Trip; otherTrips: readonly Trip[]; onDone: () => void }) {
  const t = useT();
  const fill = useFillPackingList(trip.id);
  const form = useForm<FillFormValues, unknown, FillInput>({
    defaultValues: { source: "template:city" },
    resolver: zodResolver(fillFormSchema) as unknown as Resolver<FillFormValues, unknown, FillInput>,
  });
  const options = [
    ...PACKING_TEMPLATE_NAMES.map((name) => ({ value: `template:${name}`, label: t(`lists.fill.template.${name}` as MessageId) })),
    ...otherTrips.map((other) => ({ value: `trip:${other.id}`, label: t("lists.fill.copyFrom", { name: other.name }) })),
  ];
  return (
    <DialogForm
      form={form}
      // The server answers for a template as "template", for a trip as "fromTripId": both are this one choice.
      fieldOf={() => "source"}
      onSubmit={async (data) => {
        const count = (await fill.mutateAsync(data)).length;
        notifySuccess(t("lists.fill.done"), t("lists.fill.doneHint", { count }));
        onDone();
      }}
      onCancel={onDone}
      failure={t("lists.fill.failed")}
      submitLabel={t("lists.fill.submit")}
      pendingLabel={t("lists.fill.filling")}
    >
      <SelectField form={form} name="source" id="list-fill-source" label={t("lists.fill.source")} options={options} />
      <p className="text-sm text-muted-foreground">{t("lists.fill.hint")}</p>
    </DialogForm>
  );
}
