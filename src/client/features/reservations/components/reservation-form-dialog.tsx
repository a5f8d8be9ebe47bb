// Add / edit reservation dialog. The shared reservationInputSchema checks the
// form, so its messages match the server's (spec §5); the AI button fills
// address, reviews, opening hours and description for hotels and restaurants.
import { useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Sparkles } from "lucide-react";
import { AI_MISSING_INFO, AI_TYPES_ONLY, REQUIRED_FIELDS, reservationInputSchema, type NewReservation, type Reservation } from "@shared/reservations";
import { RESERVATION_STATUSES, RESERVATION_TYPES } from "@shared/reservation-rules";
import { DialogForm, FormDialog, type DialogOpenProps } from "@/components/form/form-dialog";
import { errorMessages, validationToast } from "@/components/form/form-errors";
import { InputField, TextareaField } from "@/components/form/form-field";
import { SelectField } from "@/components/form/select-field";
import { MoneyField } from "@/components/form/money-field";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { errorDescription } from "@/lib/api";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useCreateReservation } from "../api/create-reservation";
import { usePlaceDetails } from "../api/get-place-details";
import { useUpdateReservation } from "../api/update-reservation";
import { STATUS_LABEL, TYPE_META } from "../lib/display";

type FormValues = {
  name: string;
  type: string;
  status: string;
  reservationDate: string;
  reservationTime: string;
  endDate: string;
  /** Nested as in the schema and the server's field keys ("location.city"). */
  location: { city: string; country: string };
  confirmationNumber: string;
  cost: string;
  address: string;
  reviewRating: string;
  reviewCount: string;
  openingHours: string;
  description: string;
  notes: string;
};

function toFormValues(r?: Reservation): FormValues {
  return {
    name: r?.name ?? "",
    type: r?.type ?? "hotel",
    status: r?.status ?? "confirmed",
    reservationDate: r?.reservationDate ?? "",
    reservationTime: r?.reservationTime ?? "",
    endDate: r?.endDate ?? "",
    location: { city: r?.location?.city ?? "", country: r?.location?.country ?? "" },
    confirmationNumber: r?.confirmationNumber ?? "",
    cost: r?.cost ?? "",
    address: r?.address ?? "",
    reviewRating: r?.reviewRating?.toString() ?? "",
    reviewCount: r?.reviewCount?.toString() ?? "",
    openingHours: r?.openingHours ?? "",
    description: r?.description ?? "",
    notes: r?.notes ?? "",
  };
}

export interface ReservationFormDialogProps extends DialogOpenProps {
  tripId: string;
  /** The reservation to edit; without it the dialog adds a new one. */
  reservation?: Reservation;
}

export function ReservationFormDialog({ tripId, open, onOpenChange, reservation }: ReservationFormDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl"
      title={reservation ? "Edit Reservation" : "Add Reservation"}
      description={reservation ? "Update the details of this reservation." : "Record a hotel, restaurant, attraction, transport or other booking."}
    >
      <ReservationForm tripId={tripId} reservation={reservation} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function ReservationForm({ tripId, reservation, onDone }: { tripId: string; reservation?: Reservation; onDone: () => void }) {
  const create = useCreateReservation(tripId);
  const update = useUpdateReservation(tripId);
  const placeDetails = usePlaceDetails();
  const form = useForm<FormValues, unknown, NewReservation>({
    defaultValues: toFormValues(reservation),
    // The form's strings are a valid input of the shared schema (its enums are just typed wider here).
    resolver: zodResolver(reservationInputSchema) as unknown as Resolver<FormValues, unknown, NewReservation>,
  });
  const { getValues, setValue } = form;

  async function fetchAiDetails() {
    const {
      name,
      type,
      location: { city, country },
    } = getValues();
    if (!name.trim() || !city.trim()) {
      toast({ title: "Missing Information", description: AI_MISSING_INFO, variant: "destructive" });
      return;
    }
    if (type !== "hotel" && type !== "restaurant") {
      toast({ title: "AI Details", description: AI_TYPES_ONLY, variant: "destructive" });
      return;
    }
    try {
      const d = await placeDetails.mutateAsync({ name: name.trim(), city: city.trim(), country: country.trim() || null, type });
      // Only what the model knows; unknown facts leave the field as the user had it.
      const opts = { shouldDirty: true } as const;
      if (d.address) setValue("address", d.address, opts);
      if (d.reviewRating !== null) setValue("reviewRating", String(d.reviewRating), opts);
      if (d.reviewCount !== null) setValue("reviewCount", String(d.reviewCount), opts);
      if (d.openingHours) setValue("openingHours", d.openingHours, opts);
      if (d.description && !getValues("description").trim()) setValue("description", d.description, opts);
      notifySuccess("Success", "AI details fetched successfully");
    } catch (error) {
      notifyError(error, "Failed to fetch AI details", errorDescription(error, "Failed to fetch AI details"));
    }
  }

  return (
    <DialogForm
      form={form}
      onInvalid={(e) => errorMessages(e).includes(REQUIRED_FIELDS) && validationToast(REQUIRED_FIELDS)}
      onSubmit={async (data) => {
        // Empty optionals go as null (spec §5); the rating and count as numbers.
        const body = { ...data, location: data.location ?? null };
        if (reservation) {
          await update.mutateAsync({ id: reservation.id, body });
          notifySuccess("Reservation updated successfully");
        } else {
          await create.mutateAsync(body);
          notifySuccess("Reservation added successfully");
        }
        onDone();
      }}
      onCancel={onDone}
      failure={reservation ? "Failed to update reservation" : "Failed to add reservation"}
      submitLabel={reservation ? "Save Changes" : "Add Reservation"}
      pendingLabel={reservation ? "Saving..." : "Adding..."}
    >
      <InputField form={form} name="name" id="res-name" label="Name *" autoComplete="off" placeholder="e.g. Hotel Artemide" />
      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        <SelectField form={form} name="type" id="res-type" label="Type" options={RESERVATION_TYPES.map((t) => ({ value: t, label: TYPE_META[t].label }))} />
        <SelectField form={form} name="status" id="res-status" label="Status" options={RESERVATION_STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] }))} />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        <InputField form={form} name="reservationDate" id="res-reservationDate" label="Date *" type="date" />
        <InputField form={form} name="reservationTime" id="res-reservationTime" label="Time" type="time" />
        <InputField form={form} name="endDate" id="res-endDate" label="End date" type="date" className="col-span-2 sm:col-span-1" />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        <InputField form={form} name="location.city" id="res-city" label="City" autoComplete="off" />
        <InputField form={form} name="location.country" id="res-country" label="Country" autoComplete="off" />
      </div>
      <div className="flex flex-col gap-2 rounded-lg border border-dashed bg-muted/40 p-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">Hotels and restaurants: fill address, reviews and hours from the AI.</p>
        <Button type="button" variant="outline" size="sm" onClick={fetchAiDetails} disabled={placeDetails.isPending}>
          <Sparkles /> {placeDetails.isPending ? "Fetching..." : "Get AI Details"}
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        <InputField form={form} name="confirmationNumber" id="res-confirmationNumber" label="Confirmation number" autoComplete="off" />
        <MoneyField form={form} name="cost" id="res-cost" label="Cost" placeholder="0.00" />
      </div>
      <InputField form={form} name="address" id="res-address" label="Address" autoComplete="off" />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        <InputField form={form} name="reviewRating" id="res-reviewRating" label="Review rating" type="number" inputMode="decimal" step="0.1" min="0" max="5" />
        <InputField form={form} name="reviewCount" id="res-reviewCount" label="Review count" type="number" inputMode="numeric" step="1" min="0" />
        <InputField form={form} name="openingHours" id="res-openingHours" label="Opening hours" autoComplete="off" className="col-span-2 sm:col-span-1" />
      </div>
      <TextareaField form={form} name="description" id="res-description" label="Description" rows={2} />
      <TextareaField form={form} name="notes" id="res-notes" label="Notes" rows={2} />
    </DialogForm>
  );
}
