// Create / edit trip dialog. Dates stay "YYYY-MM-DD" strings end to end; the
// shared tripInputSchema checks the form so its messages match the server's.
import { useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { CURRENCIES, currencySymbol } from "@shared/money";
import { tripCopyInputSchema, tripInputSchema, type Trip } from "@shared/trips";
import { DateRangeFields } from "@/components/form/date-range-fields";
import { DialogForm, FormDialog, type DialogOpenProps } from "@/components/form/form-dialog";
import { validationToast } from "@/components/form/form-errors";
import { InputField, TextareaField } from "@/components/form/form-field";
import { SelectField } from "@/components/form/select-field";
import { MoneyField } from "@/components/form/money-field";
import { notifySuccess } from "@/lib/notify";
import { useCreateTrip } from "../api/create-trip";
import { useUpdateTrip } from "../api/update-trip";
import { useCopyTrip } from "../api/copy-trip";
import { useT } from "@/lib/i18n";

type TripFormValues = {
  name: string;
  description: string;
  startDate: string;
  endDate: string;
  budget: string;
  currency: string;
};
type TripBody = (typeof tripInputSchema)["_zod"]["output"];

function toFormValues(trip?: Trip): TripFormValues {
  return {
    name: trip?.name ?? "",
    description: trip?.description ?? "",
    startDate: trip?.startDate ?? "",
    endDate: trip?.endDate ?? "",
    budget: trip?.budget ?? "",
    currency: trip?.currency ?? "USD",
  };
}

export interface TripFormDialogProps extends DialogOpenProps {
  /** The trip to edit; without it the dialog creates a new trip. */
  trip?: Trip;
  onCreated?: (trip: Trip) => void;
}

export function TripFormDialog({ open, onOpenChange, trip, onCreated }: TripFormDialogProps) {
  const t = useT();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(trip ? "trips.form.editTitle" : "trips.form.createTitle")}
      description={t(trip ? "trips.form.editDescription" : "trips.form.createDescription")}
    >
      <TripForm trip={trip} onDone={() => onOpenChange(false)} onCreated={onCreated} />
    </FormDialog>
  );
}

function TripForm({ trip, onDone, onCreated }: { trip?: Trip; onDone: () => void; onCreated?: (trip: Trip) => void }) {
  const createTrip = useCreateTrip();
  const updateTrip = useUpdateTrip();
  const t = useT();
  const form = useForm<TripFormValues, unknown, TripBody>({
    defaultValues: toFormValues(trip),
    // The form's strings are a valid input of the shared schema (its currency enum is just typed wider here).
    resolver: zodResolver(tripInputSchema) as unknown as Resolver<TripFormValues, unknown, TripBody>,
  });

  return (
    <DialogForm
      form={form}
      onInvalid={(e) => e.name?.message && validationToast(e.name.message)}
      onSubmit={async (body) => {
        if (trip) {
          await updateTrip.mutateAsync({ id: trip.id, body });
          notifySuccess(t("trips.form.updated"));
        } else {
          const created = await createTrip.mutateAsync(body);
          notifySuccess(t("trips.form.created"));
          onCreated?.(created);
        }
        onDone();
      }}
      onCancel={onDone}
      failure={t(trip ? "trips.form.updateFailed" : "trips.form.createFailed")}
      submitLabel={t(trip ? "trips.form.save" : "trips.form.create")}
      pendingLabel={t(trip ? "trips.form.saving" : "trips.form.creating")}
    >
      <InputField form={form} name="name" id="trip-name" label={t("trips.form.name")} placeholder={t("trips.form.namePlaceholder")} autoComplete="off" />
      <TextareaField form={form} name="description" id="trip-description" label={t("trips.form.description")} rows={3} placeholder={t("trips.form.descriptionPlaceholder")} />
      <div className="grid grid-cols-2 items-start gap-3 sm:gap-4">
        <DateRangeFields
          form={form}
          start={{ name: "startDate", id: "trip-start-date", label: t("trips.form.startDate") }}
          end={{ name: "endDate", id: "trip-end-date", label: t("trips.form.endDate") }}
        />
      </div>
      <div className="grid grid-cols-2 items-start gap-3 sm:gap-4">
        <MoneyField form={form} name="budget" id="trip-budget" label={t("trips.form.budget")} placeholder="0.00" />
        <SelectField
          form={form}
          name="currency"
          id="trip-currency"
          label={t("trips.form.currency")}
          options={CURRENCIES.map((code) => ({
            value: code,
            label: (
              <>
                {code} <span className="text-muted-foreground">({currencySymbol(code)})</span>
              </>
            ),
          }))}
        />
      </div>
    </DialogForm>
  );
}

type CopyFormValues = { name: string; startDate: string };
type CopyBody = (typeof tripCopyInputSchema)["_zod"]["output"];

export interface CopyTripDialogProps extends DialogOpenProps {
  /** The trip to copy. */
  trip?: Trip;
  onCreated?: (trip: Trip) => void;
}

/** Copy a trip as a template: a name and the copy's first day; every date of the plan moves with it. */
export function CopyTripDialog({ open, onOpenChange, trip, onCreated }: CopyTripDialogProps) {
  const t = useT();
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={t("trips.copy.title", { name: trip?.name })} description={t("trips.copy.description")}>
      {trip && <CopyTripForm trip={trip} onDone={() => onOpenChange(false)} onCreated={onCreated} />}
    </FormDialog>
  );
}

function CopyTripForm({ trip, onDone, onCreated }: { trip: Trip; onDone: () => void; onCreated?: (trip: Trip) => void }) {
  const copyTrip = useCopyTrip();
  const t = useT();
  const form = useForm<CopyFormValues, unknown, CopyBody>({
    defaultValues: { name: t("trips.copy.defaultName", { name: trip.name }), startDate: trip.startDate ?? "" },
    // The form's strings are a valid input of the shared schema (its date is just typed wider there).
    resolver: zodResolver(tripCopyInputSchema) as unknown as Resolver<CopyFormValues, unknown, CopyBody>,
  });
  return (
    <DialogForm
      form={form}
      onInvalid={(e) => e.name?.message && validationToast(e.name.message)}
      onSubmit={async (body) => {
        const created = await copyTrip.mutateAsync({ id: trip.id, body });
        notifySuccess(t("trips.copy.done", { name: created.name }));
        onCreated?.(created);
        onDone();
      }}
      onCancel={onDone}
      failure={t("trips.copy.failed")}
      submitLabel={t("trips.copy.submit")}
      pendingLabel={t("trips.copy.pending")}
    >
      <InputField form={form} name="name" id="copy-trip-name" label={t("trips.form.name")} autoComplete="off" />
      {trip.startDate ? (
        <InputField form={form} name="startDate" id="copy-trip-start-date" type="date" label={t("trips.copy.startDate")} />
      ) : (
        <p className="text-sm text-muted-foreground">{t("trips.copy.noDates")}</p>
      )}
      <p className="text-xs text-muted-foreground">{t("trips.copy.whatComes")}</p>
    </DialogForm>
  );
}
