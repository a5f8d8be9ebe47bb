// Add City / Edit City dialog (docs/product/itinerary-and-days.md): city and country, arrival and
// departure limited to the trip dates, notes. The shared rules run before the
// request, and the server's field messages land on the same inputs.
import { useMemo } from "react";
import { useForm, type FieldErrors, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import {
  DATE_OUT_OF_RANGE_TITLE,
  arrivalOutOfRange,
  cityDateIssue,
  itineraryInputSchema,
  locationInputSchema,
  type ItineraryItem,
  type Location,
} from "@shared/itinerary";
import { onlineManager, useQueryClient } from "@tanstack/react-query";
import { connectionLost, isNoAnswer } from "@/lib/connection";
import type { Trip } from "@shared/trips";
import { DateRangeFields } from "@/components/form/date-range-fields";
import { DialogForm, FormDialog, type DialogOpenProps } from "@/components/form/form-dialog";
import { validationToast } from "@/components/form/form-errors";
import { InputField, TextareaField } from "@/components/form/form-field";
import { notifySuccess } from "@/lib/notify";
import { createLocation } from "../api/create-location";
import { useCreateItem } from "../api/create-item";
import { itineraryQueryKey } from "../api/get-itinerary";
import { locationsQueryKey } from "../api/get-locations";
import { useUpdateItem } from "../api/update-item";
import { useT } from "@/lib/i18n";

type Values = { city: string; country: string; startDate: string; endDate: string; notes: string };

/**
 * The location's own rules for city and country, then docs/product/itinerary-and-days.md's date rules
 * for this trip (the server applies both too). A departure left empty is the arrival.
 */
function cityFormSchema(trip: Trip) {
  return z
    .object({
      city: locationInputSchema.shape.city,
      country: locationInputSchema.shape.country,
      startDate: itineraryInputSchema.shape.startDate,
      endDate: itineraryInputSchema.shape.endDate,
      notes: z.string().transform((v) => v.trim()),
    })
    .transform((v) => ({ ...v, endDate: v.endDate ?? v.startDate }))
    .superRefine((v, ctx) => {
      const issue = cityDateIssue(trip, v);
      if (issue) ctx.addIssue({ code: "custom", path: [issue.field], message: issue.message });
    });
}
type CityBody = z.output<ReturnType<typeof cityFormSchema>>;

export interface CityFormDialogProps extends DialogOpenProps {
  trip: Trip;
  /** The stay to edit; without it the dialog adds a city. */
  item?: ItineraryItem | null;
}

export function CityFormDialog({ trip, item, open, onOpenChange }: CityFormDialogProps) {
  const t = useT();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(item ? "itinerary.form.editTitle" : "itinerary.form.addTitle")}
      description={t(trip.startDate && trip.endDate ? "itinerary.form.withinDates" : "itinerary.form.datesLater")}
    >
      <CityForm trip={trip} item={item ?? undefined} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function CityForm({ trip, item, onDone }: { trip: Trip; item?: ItineraryItem; onDone: () => void }) {
  const queryClient = useQueryClient();
  const createItem = useCreateItem(trip.id);
  const updateItem = useUpdateItem(trip.id);
  const schema = useMemo(() => cityFormSchema(trip), [trip]);
  const t = useT();
  const form = useForm<Values, unknown, CityBody>({
    defaultValues: {
      city: item?.location?.city ?? "",
      country: item?.location?.country ?? "",
      startDate: item?.startDate ?? "",
      endDate: item?.endDate ?? "",
      notes: item?.description ?? "",
    },
    resolver: zodResolver(schema) as unknown as Resolver<Values, unknown, CityBody>,
  });

  // docs/product/itinerary-and-days.md: every refusal is also a toast; the range rule has its own title.
  const onInvalid = (e: FieldErrors<Values>) => {
    const message = e.city?.message ?? e.country?.message ?? e.startDate?.message ?? e.endDate?.message;
    if (!message) return;
    const { startDate: from, endDate: to } = trip;
    validationToast(message, from && to && message === arrivalOutOfRange(from, to) ? DATE_OUT_OF_RANGE_TITLE : undefined);
  };

  /**
   * The trip's location for this city: online the server finds or makes it; offline (or with no answer) one the
   * device already knows — the trip's cities and the stays' cities in the kept copy — else null.
   */
  const locationFor = async (city: string, country: string): Promise<string | null> => {
    if (onlineManager.isOnline()) {
      try {
        return (await createLocation({ tripId: trip.id, name: `${city}, ${country}`, city, country })).id;
      } catch (error) {
        if (!isNoAnswer(error)) throw error;
        connectionLost();
      }
    }
    const same = (l: Pick<Location, "city" | "country"> | null | undefined) =>
      !!l && l.city.toLowerCase() === city.toLowerCase() && l.country.toLowerCase() === country.toLowerCase();
    const known = queryClient.getQueryData<Location[]>(locationsQueryKey(trip.id)) ?? [];
    const stays = queryClient.getQueryData<ItineraryItem[]>(itineraryQueryKey(trip.id)) ?? [];
    return known.find(same)?.id ?? stays.find((i) => same(i.location))?.locationId ?? null;
  };

  return (
    <DialogForm
      form={form}
      onInvalid={onInvalid}
      onSubmit={async ({ city, country, startDate, endDate, notes }) => {
        const sameCity =
          item?.location &&
          item.locationId &&
          item.location.city.toLowerCase() === city.toLowerCase() &&
          item.location.country.toLowerCase() === country.toLowerCase();
        // A new location only when the city or country changed (docs/product/itinerary-and-days.md).
        const locationId = sameCity ? item.locationId! : await locationFor(city, country);
        if (!locationId) {
          // Offline, and a city the device does not know: its location is made by the server (coordinates from the
          // bundled city data), so the stay cannot be queued without it.
          const message = t("itinerary.form.newCityOffline");
          form.setError("city", { message });
          validationToast(message);
          return;
        }
        const body = {
          title: t("itinerary.form.stayTitle", { city }),
          description: notes || t("itinerary.form.visiting", { city, country }),
          startDate,
          endDate,
          locationId,
        };
        const sent = item ? await updateItem(item, body) : await createItem({ ...body, allDay: true });
        if (sent.queued) notifySuccess(t("layout.sync.queued"), body.title);
        else notifySuccess(t(item ? "itinerary.form.updated" : "itinerary.form.added"));
        onDone();
      }}
      onCancel={onDone}
      failure={t(item ? "itinerary.form.updateFailed" : "itinerary.form.addFailed")}
      submitLabel={t(item ? "itinerary.form.save" : "itinerary.form.add")}
      pendingLabel={t(item ? "itinerary.form.saving" : "itinerary.form.adding")}
    >
      <div className="grid grid-cols-1 items-start gap-3 sm:grid-cols-2 sm:gap-4">
        <InputField form={form} name="city" id="city-city" label={t("itinerary.form.city")} placeholder={t("itinerary.form.cityPlaceholder")} autoComplete="off" />
        <InputField form={form} name="country" id="city-country" label={t("itinerary.form.country")} placeholder={t("itinerary.form.countryPlaceholder")} autoComplete="off" />
      </div>
      <div className="grid grid-cols-2 items-start gap-3 sm:gap-4">
        <DateRangeFields
          form={form}
          start={{ name: "startDate", id: "city-start", label: t("itinerary.form.arrival") }}
          end={{ name: "endDate", id: "city-end", label: t("itinerary.form.departure") }}
          min={trip.startDate ?? undefined}
          max={trip.endDate ?? undefined}
        />
      </div>
      <TextareaField form={form} name="notes" id="city-notes" label={t("itinerary.form.notes")} rows={3} placeholder={t("itinerary.form.notesPlaceholder")} />
    </DialogForm>
  );
}
