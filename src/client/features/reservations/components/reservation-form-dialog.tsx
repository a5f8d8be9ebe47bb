// Add / edit reservation dialog. The shared reservationInputSchema checks the
// form, so its messages match the server's (docs/product/reservations-and-imports.md); the AI button fills
// address, reviews, opening hours and description for hotels and restaurants.
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Sparkles } from "lucide-react";
import { AI_MISSING_INFO, AI_TYPES_ONLY, REQUIRED_FIELDS, reservationInputSchema, type NewReservation, type Reservation } from "@shared/reservations";
import { JOURNEY_TYPES, PICK_UP_TYPES, RAIL_TYPES, RESERVATION_STATUSES, RESERVATION_TYPES, SEATED_TYPES, isOfKinds, type ReservationType } from "@shared/reservation-rules";
import { DialogForm, FormDialog, type DialogOpenProps } from "@/components/form/form-dialog";
import { errorMessages, validationToast } from "@/components/form/form-errors";
import { InputField, TextareaField } from "@/components/form/form-field";
import { SelectField } from "@/components/form/select-field";
import { MoneyField } from "@/components/form/money-field";
import { PeopleField } from "@/components/form/people-field";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { errorDescription } from "@/lib/api";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useCreateReservation } from "../api/create-reservation";
import { usePlaceDetails } from "../api/get-place-details";
import { useTrip } from "@/features/trips";
import { useFormat } from "@/lib/format";
import { dateOutsideTrip } from "@shared/reservation-rules";
import { useRef, useState } from "react";
import { useAiStatus } from "@/features/assistant";
import { useUpdateReservation } from "../api/update-reservation";
import { STATUS_MESSAGE, TYPE_META } from "../lib/display";
import { JourneyEndField, type JourneyEnd } from "./journey-end-field";
import { formMessage, useT } from "@/lib/i18n";

type FormValues = {
  name: string;
  type: string;
  status: string;
  reservationDate: string;
  reservationTime: string;
  endDate: string;
  endTime: string;
  seat: string;
  carriage: string;
  platform: string;
  /** Where a journey leaves and arrives (a car rental: pick-up and drop-off); its zone is found by the server. */
  from: JourneyEnd | null;
  to: JourneyEnd | null;
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
  /** Who is on it: members' and guests' ids. */
  travellers: string[];
};

function toFormValues(r?: Reservation): FormValues {
  return {
    name: r?.name ?? "",
    type: r?.type ?? "hotel",
    status: r?.status ?? "confirmed",
    reservationDate: r?.reservationDate ?? "",
    reservationTime: r?.reservationTime ?? "",
    endDate: r?.endDate ?? "",
    endTime: r?.endTime ?? "",
    seat: r?.seat ?? "",
    carriage: r?.carriage ?? "",
    platform: r?.platform ?? "",
    from: r?.from ?? null,
    to: r?.to ?? null,
    location: { city: r?.location?.city ?? "", country: r?.location?.country ?? "" },
    confirmationNumber: r?.confirmationNumber ?? "",
    cost: r?.cost ?? "",
    address: r?.address ?? "",
    reviewRating: r?.reviewRating?.toString() ?? "",
    reviewCount: r?.reviewCount?.toString() ?? "",
    openingHours: r?.openingHours ?? "",
    description: r?.description ?? "",
    notes: r?.notes ?? "",
    travellers: r?.travellers ?? [],
  };
}

export interface ReservationFormDialogProps extends DialogOpenProps {
  tripId: string;
  /** The reservation to edit; without it the dialog adds a new one. */
  reservation?: Reservation;
  /** The trip's members and guests, to pick who is on it. */
  people?: readonly { id: string; name: string }[];
}

export function ReservationFormDialog({ tripId, open, onOpenChange, reservation, people = [] }: ReservationFormDialogProps) {
  const t = useT();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl"
      title={t(reservation ? "reservations.form.editTitle" : "reservations.form.addTitle")}
      description={t(reservation ? "reservations.form.editDescription" : "reservations.form.addDescription")}
    >
      <ReservationForm tripId={tripId} reservation={reservation} people={people} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function ReservationForm({ tripId, reservation, people, onDone }: { tripId: string; reservation?: Reservation; people: readonly { id: string; name: string }[]; onDone: () => void }) {
  const [askOutside, setAskOutside] = useState(false);
  const create = useCreateReservation(tripId);
  const update = useUpdateReservation(tripId);
  const placeDetails = usePlaceDetails();
  const aiOffline = useAiStatus().data?.provider === "offline";
  const form = useForm<FormValues, unknown, NewReservation>({
    defaultValues: toFormValues(reservation),
    // The form's strings are a valid input of the shared schema (its enums are just typed wider here).
    resolver: zodResolver(reservationInputSchema) as unknown as Resolver<FormValues, unknown, NewReservation>,
  });
  const { getValues, setValue } = form;
  const trip = useTrip(tripId).data;
  const f = useFormat();
  // A date outside the trip is allowed (an airport hotel the night before), but never by accident: the member confirms it.
  const [reservationDate, endDate, kind, from, to] = useWatch({ control: form.control, name: ["reservationDate", "endDate", "type", "from", "to"] });
  // Each kind shows its own fields: a journey its arrival, a car rental its drop-off, seats where there are seats.
  const type = kind as ReservationType;
  const journey = isOfKinds(type, JOURNEY_TYPES);
  const pickUp = isOfKinds(type, PICK_UP_TYPES);
  const outside = dateOutsideTrip(trip, [reservationDate, endDate]);
  const confirmedOutside = useRef<string | null>(null);
  const t = useT();

  async function fetchAiDetails() {
    const {
      name,
      type,
      location: { city, country },
    } = getValues();
    if (!name.trim() || !city.trim()) {
      toast({ title: t("reservations.form.missingInfo"), description: formMessage(AI_MISSING_INFO), variant: "destructive" });
      return;
    }
    if (type !== "hotel" && type !== "restaurant") {
      toast({ title: t("reservations.form.aiDetails"), description: formMessage(AI_TYPES_ONLY), variant: "destructive" });
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
      notifySuccess(t("reservations.form.success"), t("reservations.form.aiFetched"));
    } catch (error) {
      notifyError(error, t("reservations.form.aiFailed"), errorDescription(error, t("reservations.form.aiFailed")));
    }
  }

  return (
    <DialogForm
      form={form}
      onInvalid={(e) => errorMessages(e).includes(REQUIRED_FIELDS) && validationToast(REQUIRED_FIELDS)}
      onSubmit={async (data) => {
        if (outside && confirmedOutside.current !== outside) {
          setAskOutside(true);
          return;
        }
        // Empty optionals go as null (docs/product/reservations-and-imports.md); the rating and count as numbers.
        // Only a journey or a car rental has ends: another kind clears them.
        const ends = journey || pickUp ? { from: data.from ?? null, to: data.to ?? null } : { from: null, to: null };
        const body = { ...data, ...ends, location: data.location ?? null };
        const sent = reservation ? await update(reservation, body) : await create(body);
        if (sent.queued) notifySuccess(t("layout.sync.queued"), body.name);
        else notifySuccess(t(reservation ? "reservations.form.updated" : "reservations.form.added"));
        onDone();
      }}
      onCancel={onDone}
      failure={t(reservation ? "reservations.form.updateFailed" : "reservations.form.addFailed")}
      submitLabel={t(reservation ? "reservations.form.save" : "reservations.form.add")}
      pendingLabel={t(reservation ? "reservations.form.saving" : "reservations.form.adding")}
    >
      <InputField form={form} name="name" id="res-name" label={t("reservations.form.name")} autoComplete="off" placeholder={t("reservations.form.namePlaceholder")} />
      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        <SelectField form={form} name="type" id="res-type" label={t("reservations.form.type")} options={RESERVATION_TYPES.map((type) => ({ value: type, label: <KindLabel type={type} label={t(TYPE_META[type].labelId)} /> }))} />
        <SelectField form={form} name="status" id="res-status" label={t("reservations.form.status")} options={RESERVATION_STATUSES.map((s) => ({ value: s, label: t(STATUS_MESSAGE[s]) }))} />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        <InputField form={form} name="reservationDate" id="res-reservationDate" label={t("reservations.form.date")} type="date" />
        <InputField form={form} name="reservationTime" id="res-reservationTime" label={t("reservations.form.time")} type="time" />
        <InputField form={form} name="endDate" id="res-endDate" label={t(journey ? "reservations.form.endDateJourney" : "reservations.form.endDate")} type="date" className="col-span-2 sm:col-span-1" />
      </div>
      {(journey || pickUp) && (
        <div className="grid gap-3 sm:grid-cols-2 sm:gap-4">
          <JourneyEndField
            tripId={tripId}
            label={t(pickUp ? "reservations.form.pickUpPlace" : "reservations.form.from")}
            value={from}
            onChange={(place) => setValue("from", place, { shouldDirty: true })}
          />
          <JourneyEndField
            tripId={tripId}
            label={t(pickUp ? "reservations.form.dropOffPlace" : "reservations.form.to")}
            value={to}
            onChange={(place) => setValue("to", place, { shouldDirty: true })}
          />
        </div>
      )}
      {(journey || pickUp) && (
        <InputField form={form} name="endTime" id="res-endTime" label={t(pickUp ? "reservations.form.endTimeRental" : "reservations.form.endTime")} type="time" />
      )}
      {(isOfKinds(type, SEATED_TYPES) || isOfKinds(type, RAIL_TYPES)) && (
        <div className="grid grid-cols-3 gap-3 sm:gap-4">
          <InputField form={form} name="seat" id="res-seat" label={t("reservations.form.seat")} autoComplete="off" />
          {isOfKinds(type, RAIL_TYPES) && (
            <>
              <InputField form={form} name="carriage" id="res-carriage" label={t("reservations.form.carriage")} autoComplete="off" />
              <InputField form={form} name="platform" id="res-platform" label={t("reservations.form.platform")} autoComplete="off" />
            </>
          )}
        </div>
      )}
      {outside && trip?.startDate && trip.endDate && (
        <div role={askOutside ? "alert" : "status"} className="rounded-lg border border-warning-border bg-warning p-3 text-sm text-warning-foreground" data-testid="outside-trip-warning">
          <p>{t("reservations.form.outsideTrip", { date: f.date(outside), trip: f.dateRange(trip.startDate, trip.endDate, "") })}</p>
          {askOutside && (
            <Button
              type="submit"
              size="sm"
              variant="outline"
              className="mt-2"
              // Asked after a submit at the foot of a long form: the question comes into view with the focus.
              ref={(el) => el?.focus()}
              onClick={() => (confirmedOutside.current = outside)}
            >
              {t("reservations.form.saveAnyway")}
            </Button>
          )}
        </div>
      )}
      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        <InputField form={form} name="location.city" id="res-city" label={t("reservations.form.city")} autoComplete="off" />
        <InputField form={form} name="location.country" id="res-country" label={t("reservations.form.country")} autoComplete="off" />
      </div>
      {/* Without a model the button could only fail: the dialog says what to do instead. */}
      {aiOffline ? (
        <p className="rounded-lg border border-dashed bg-muted/40 p-3 text-sm text-muted-foreground" data-testid="ai-details-offline">
          {t("reservations.form.aiOffline")}
        </p>
      ) : (
        <div className="flex flex-col gap-2 rounded-lg border border-dashed bg-muted/40 p-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">{t("reservations.form.aiHint")}</p>
          <Button type="button" variant="outline" size="sm" onClick={fetchAiDetails} disabled={placeDetails.isPending}>
            <Sparkles /> {placeDetails.isPending ? t("reservations.form.fetching") : t("reservations.form.getAi")}
          </Button>
        </div>
      )}
      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        <InputField form={form} name="confirmationNumber" id="res-confirmationNumber" label={t("reservations.form.confirmation")} autoComplete="off" />
        <MoneyField form={form} name="cost" id="res-cost" label={t("reservations.form.cost")} placeholder="0.00" />
      </div>
      <InputField form={form} name="address" id="res-address" label={t("reservations.form.address")} autoComplete="off" />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        <InputField form={form} name="reviewRating" id="res-reviewRating" label={t("reservations.form.reviewRating")} type="number" inputMode="decimal" step="0.1" min="0" max="5" />
        <InputField form={form} name="reviewCount" id="res-reviewCount" label={t("reservations.form.reviewCount")} type="number" inputMode="numeric" step="1" min="0" />
        <InputField form={form} name="openingHours" id="res-openingHours" label={t("reservations.form.openingHours")} autoComplete="off" className="col-span-2 sm:col-span-1" />
      </div>
      <TextareaField form={form} name="description" id="res-description" label={t("reservations.form.description")} rows={2} />
      <TextareaField form={form} name="notes" id="res-notes" label={t("reservations.form.notes")} rows={2} />
      {/* Who is on it: one checkbox per member or guest. */}
      {people.length > 0 && <PeopleField form={form} name="travellers" people={people} label={t("reservations.form.travellers")} />}
    </DialogForm>
  );
}

/** A kind in the picker: its icon (the card's) beside its name. */
function KindLabel({ type, label }: { type: ReservationType; label: string }) {
  const Icon = TYPE_META[type].icon;
  return (
    <span className="flex items-center gap-2">
      <Icon className="size-4 text-muted-foreground" aria-hidden />
      {label}
    </span>
  );
}
