// Add City / Edit City dialog (spec §2, §5): city and country, arrival and
// departure limited to the trip dates, notes. The shared rules run before the
// request, and the server's field messages land on the same inputs.
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import {
  CITY_COUNTRY_REQUIRED,
  cityDateIssue,
  type ItineraryItem,
} from "@shared/itinerary";
import type { Trip } from "@shared/trips";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { FieldError, Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { ApiError, isUnauthorized } from "@/lib/api";
import { notifyError, notifySuccess } from "@/lib/notify";
import { createLocation } from "../api/create-location";
import { useCreateItem } from "../api/create-item";
import { useUpdateItem } from "../api/update-item";

type Values = { city: string; country: string; startDate: string; endDate: string; notes: string };
const FIELDS: readonly (keyof Values)[] = ["city", "country", "startDate", "endDate", "notes"];

export interface CityFormDialogProps {
  trip: Trip;
  /** The stay to edit; without it the dialog adds a city. */
  item?: ItineraryItem | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function CityFormDialog({ trip, item, open, onOpenChange }: CityFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{item ? "Edit City" : "Add City"}</DialogTitle>
          <DialogDescription>
            {trip.startDate && trip.endDate
              ? "Arrival and departure must fall within your trip dates."
              : "Add where you are going; dates can come later."}
          </DialogDescription>
        </DialogHeader>
        {open && <CityForm trip={trip} item={item ?? undefined} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function CityForm({ trip, item, onDone }: { trip: Trip; item?: ItineraryItem; onDone: () => void }) {
  const createItem = useCreateItem(trip.id);
  const updateItem = useUpdateItem(trip.id);
  const [saving, setSaving] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({
    defaultValues: {
      city: item?.location?.city ?? "",
      country: item?.location?.country ?? "",
      startDate: item?.startDate ?? "",
      endDate: item?.endDate ?? "",
      notes: item?.description ?? "",
    },
  });
  const arrival = useWatch({ control, name: "startDate" });
  const min = trip.startDate ?? undefined;
  const max = trip.endDate ?? undefined;

  const fail = (field: keyof Values, message: string, title = "Validation Error") => {
    setError(field, { message });
    toast({ title, description: message, variant: "destructive" });
  };

  const onSubmit = handleSubmit(async (values) => {
    const city = values.city.trim();
    const country = values.country.trim();
    if (!city || !country) {
      if (!city) setError("city", { message: CITY_COUNTRY_REQUIRED });
      return fail(country ? "city" : "country", CITY_COUNTRY_REQUIRED);
    }
    const startDate = values.startDate || null;
    const endDate = values.endDate || startDate;
    const issue = cityDateIssue(trip, { startDate, endDate });
    if (issue) return fail(issue.field, issue.message, issue.title ?? "Validation Error");

    setSaving(true);
    try {
      const sameCity =
        item?.location &&
        item.locationId &&
        item.location.city.toLowerCase() === city.toLowerCase() &&
        item.location.country.toLowerCase() === country.toLowerCase();
      // A new location only when the city or country changed (spec §7).
      const locationId = sameCity
        ? item.locationId!
        : (await createLocation({ tripId: trip.id, name: `${city}, ${country}`, city, country })).id;
      const body = {
        title: `Stay in ${city}`,
        description: values.notes.trim() || `Visiting ${city}, ${country}`,
        startDate,
        endDate,
        locationId,
      };
      if (item) {
        await updateItem.mutateAsync({ id: item.id, body });
        notifySuccess("City updated successfully");
      } else {
        await createItem.mutateAsync({ ...body, allDay: true });
        notifySuccess("City added to itinerary");
      }
      onDone();
    } catch (error) {
      if (!isUnauthorized(error) && error instanceof ApiError && error.fields) {
        for (const [key, message] of Object.entries(error.fields)) {
          if ((FIELDS as readonly string[]).includes(key)) setError(key as keyof Values, { message });
        }
      }
      notifyError(error, "Error", item ? "Failed to update city" : "Failed to add city to itinerary");
    } finally {
      setSaving(false);
    }
  });

  const invalid = (field: keyof Values) =>
    errors[field] ? { "aria-invalid": true as const, "aria-describedby": `city-${field}-error` } : {};

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid grid-cols-1 items-start gap-3 sm:grid-cols-2 sm:gap-4">
        <div className="grid gap-2">
          <Label htmlFor="city-city">City</Label>
          <Input id="city-city" placeholder="e.g. Lisbon" autoComplete="off" {...invalid("city")} {...register("city")} />
          <FieldError id="city-city-error" message={errors.city?.message} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="city-country">Country</Label>
          <Input id="city-country" placeholder="e.g. Portugal" autoComplete="off" {...invalid("country")} {...register("country")} />
          <FieldError id="city-country-error" message={errors.country?.message} />
        </div>
      </div>
      <div className="grid grid-cols-2 items-start gap-3 sm:gap-4">
        <div className="grid gap-2">
          <Label htmlFor="city-start">Arrival date</Label>
          <Input id="city-start" type="date" min={min} max={max} {...invalid("startDate")} {...register("startDate")} />
          <FieldError id="city-startDate-error" message={errors.startDate?.message} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="city-end">Departure date</Label>
          <Input id="city-end" type="date" min={arrival || min} max={max} {...invalid("endDate")} {...register("endDate")} />
          <FieldError id="city-endDate-error" message={errors.endDate?.message} />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="city-notes">Notes</Label>
        <Textarea id="city-notes" rows={3} placeholder="Where you stay, what to see..." {...register("notes")} />
      </div>
      <DialogFooter className="pt-2">
        <Button variant="outline" onClick={onDone} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {item ? (saving ? "Saving..." : "Save Changes") : saving ? "Adding..." : "Add City"}
        </Button>
      </DialogFooter>
    </form>
  );
}

