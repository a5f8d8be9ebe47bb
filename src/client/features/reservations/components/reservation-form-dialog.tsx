// Add / edit reservation dialog. The shared reservationInputSchema checks the
// form, so its messages match the server's (spec §5); the AI button fills
// address, reviews, opening hours and description for hotels and restaurants.
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Sparkles } from "lucide-react";
import { AI_MISSING_INFO, AI_TYPES_ONLY, REQUIRED_FIELDS, reservationInputSchema, type Reservation } from "@shared/reservations";
import { RESERVATION_STATUSES, RESERVATION_TYPES } from "@shared/reservation-rules";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { FieldError, Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { ApiError, errorDescription, isUnauthorized } from "@/lib/api";
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
  city: string;
  country: string;
  confirmationNumber: string;
  cost: string;
  address: string;
  reviewRating: string;
  reviewCount: string;
  openingHours: string;
  description: string;
  notes: string;
};
type Field = keyof FormValues;

const FIELDS: readonly Field[] = [
  "name",
  "type",
  "status",
  "reservationDate",
  "reservationTime",
  "endDate",
  "city",
  "country",
  "confirmationNumber",
  "cost",
  "address",
  "reviewRating",
  "reviewCount",
  "openingHours",
  "description",
  "notes",
];

/** Server and schema paths ("location.city") → form fields. */
function toField(path: string): Field | null {
  const key = path.replace(/^location\./, "");
  return (FIELDS as readonly string[]).includes(key) ? (key as Field) : null;
}

function toFormValues(r?: Reservation): FormValues {
  return {
    name: r?.name ?? "",
    type: r?.type ?? "hotel",
    status: r?.status ?? "confirmed",
    reservationDate: r?.reservationDate ?? "",
    reservationTime: r?.reservationTime ?? "",
    endDate: r?.endDate ?? "",
    city: r?.location?.city ?? "",
    country: r?.location?.country ?? "",
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

export interface ReservationFormDialogProps {
  tripId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The reservation to edit; without it the dialog adds a new one. */
  reservation?: Reservation;
}

export function ReservationFormDialog({ tripId, open, onOpenChange, reservation }: ReservationFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{reservation ? "Edit Reservation" : "Add Reservation"}</DialogTitle>
          <DialogDescription>
            {reservation ? "Update the details of this reservation." : "Record a hotel, restaurant, attraction, transport or other booking."}
          </DialogDescription>
        </DialogHeader>
        {open && <ReservationForm tripId={tripId} reservation={reservation} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function ReservationForm({ tripId, reservation, onDone }: { tripId: string; reservation?: Reservation; onDone: () => void }) {
  const create = useCreateReservation(tripId);
  const update = useUpdateReservation(tripId);
  const placeDetails = usePlaceDetails();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<FormValues>({ defaultValues: toFormValues(reservation) });
  const pending = create.isPending || update.isPending;

  const onSubmit = handleSubmit(async (v) => {
    setFormError(null);
    const parsed = reservationInputSchema.safeParse({
      name: v.name,
      type: v.type,
      status: v.status,
      reservationDate: v.reservationDate,
      reservationTime: v.reservationTime || null,
      endDate: v.endDate || null,
      location: { city: v.city || null, country: v.country || null },
      confirmationNumber: v.confirmationNumber || null,
      cost: v.cost.trim() || null,
      address: v.address || null,
      reviewRating: v.reviewRating.trim() || null,
      reviewCount: v.reviewCount.trim() || null,
      openingHours: v.openingHours || null,
      description: v.description || null,
      notes: v.notes || null,
    });
    if (!parsed.success) {
      let required = false;
      const placed = new Set<Field>();
      for (const issue of parsed.error.issues) {
        const field = toField(issue.path.join("."));
        if (issue.message === REQUIRED_FIELDS) required = true;
        // The first message per field, as the server reports it.
        if (field && !placed.has(field)) {
          placed.add(field);
          setError(field, { message: issue.message });
        }
      }
      if (required) toast({ title: "Validation Error", description: REQUIRED_FIELDS, variant: "destructive" });
      const first = toField(parsed.error.issues[0]?.path.join(".") ?? "");
      if (first && first !== "type" && first !== "status") setFocus(first);
      return;
    }
    // Empty optionals go as null (spec §5); the rating and count as numbers.
    const body = { ...parsed.data, location: parsed.data.location ?? null };
    try {
      if (reservation) {
        await update.mutateAsync({ id: reservation.id, body });
        notifySuccess("Reservation updated successfully");
      } else {
        await create.mutateAsync(body);
        notifySuccess("Reservation added successfully");
      }
      onDone();
    } catch (error) {
      if (!isUnauthorized(error)) showServerErrors(error);
      notifyError(error, "Error", reservation ? "Failed to update reservation" : "Failed to add reservation");
    }
  });

  function showServerErrors(error: unknown) {
    let placed = false;
    if (error instanceof ApiError && error.fields) {
      for (const [key, message] of Object.entries(error.fields)) {
        const field = toField(key);
        if (field) {
          setError(field, { message });
          placed = true;
        }
      }
    }
    if (!placed) setFormError(errorDescription(error, "Something went wrong. Please try again."));
  }

  async function fetchAiDetails() {
    const { name, city, country, type } = getValues();
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

  const field = (name: Field, label: string, input: React.ReactNode, className?: string) => (
    <div className={`grid content-start gap-2 ${className ?? ""}`}>
      <Label htmlFor={`res-${name}`}>{label}</Label>
      {input}
      <FieldError id={`res-${name}-error`} message={errors[name]?.message} />
    </div>
  );
  const aria = (name: Field) => ({
    id: `res-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `res-${name}-error` : undefined,
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {field("name", "Name *", <Input {...aria("name")} autoComplete="off" placeholder="e.g. Hotel Artemide" {...register("name")} />)}
      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        {field(
          "type",
          "Type",
          <Controller
            control={control}
            name="type"
            render={({ field: f }) => (
              <Select value={f.value} onValueChange={f.onChange}>
                <SelectTrigger {...aria("type")}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {RESERVATION_TYPES.map((t) => (
                    <SelectItem key={t} value={t}>
                      {TYPE_META[t].label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />,
        )}
        {field(
          "status",
          "Status",
          <Controller
            control={control}
            name="status"
            render={({ field: f }) => (
              <Select value={f.value} onValueChange={f.onChange}>
                <SelectTrigger {...aria("status")}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {RESERVATION_STATUSES.map((s) => (
                    <SelectItem key={s} value={s}>
                      {STATUS_LABEL[s]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />,
        )}
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        {field("reservationDate", "Date *", <Input type="date" {...aria("reservationDate")} {...register("reservationDate")} />)}
        {field("reservationTime", "Time", <Input type="time" {...aria("reservationTime")} {...register("reservationTime")} />)}
        {field("endDate", "End date", <Input type="date" {...aria("endDate")} {...register("endDate")} />, "col-span-2 sm:col-span-1")}
      </div>
      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        {field("city", "City", <Input {...aria("city")} autoComplete="off" {...register("city")} />)}
        {field("country", "Country", <Input {...aria("country")} autoComplete="off" {...register("country")} />)}
      </div>
      <div className="flex flex-col gap-2 rounded-lg border border-dashed bg-muted/40 p-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">Hotels and restaurants: fill address, reviews and hours from the AI.</p>
        <Button type="button" variant="outline" size="sm" onClick={fetchAiDetails} disabled={placeDetails.isPending}>
          <Sparkles /> {placeDetails.isPending ? "Fetching..." : "Get AI Details"}
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        {field(
          "confirmationNumber",
          "Confirmation number",
          <Input {...aria("confirmationNumber")} autoComplete="off" {...register("confirmationNumber")} />,
        )}
        {field(
          "cost",
          "Cost",
          <Input type="number" inputMode="decimal" step="0.01" min="0" placeholder="0.00" {...aria("cost")} {...register("cost")} />,
        )}
      </div>
      {field("address", "Address", <Input {...aria("address")} autoComplete="off" {...register("address")} />)}
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        {field(
          "reviewRating",
          "Review rating",
          <Input type="number" inputMode="decimal" step="0.1" min="0" max="5" {...aria("reviewRating")} {...register("reviewRating")} />,
        )}
        {field(
          "reviewCount",
          "Review count",
          <Input type="number" inputMode="numeric" step="1" min="0" {...aria("reviewCount")} {...register("reviewCount")} />,
        )}
        {field(
          "openingHours",
          "Opening hours",
          <Input {...aria("openingHours")} autoComplete="off" {...register("openingHours")} />,
          "col-span-2 sm:col-span-1",
        )}
      </div>
      {field("description", "Description", <Textarea rows={2} {...aria("description")} {...register("description")} />)}
      {field("notes", "Notes", <Textarea rows={2} {...aria("notes")} {...register("notes")} />)}
      {formError && (
        <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {formError}
        </p>
      )}
      <DialogFooter className="pt-2">
        <Button variant="outline" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {reservation ? (pending ? "Saving..." : "Save Changes") : pending ? "Adding..." : "Add Reservation"}
        </Button>
      </DialogFooter>
    </form>
  );
}
