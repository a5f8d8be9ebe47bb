// Create / edit trip dialog. Dates stay "YYYY-MM-DD" strings end to end; the
// shared tripInputSchema checks the form so its messages match the server's.
import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { CURRENCIES, currencySymbol } from "@shared/money";
import { tripInputSchema, type Trip } from "@shared/trips";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { FieldError, Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { ApiError, errorDescription, isUnauthorized } from "@/lib/api";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useCreateTrip } from "../api/create-trip";
import { useUpdateTrip } from "../api/update-trip";

type TripFormValues = {
  name: string;
  description: string;
  startDate: string;
  endDate: string;
  budget: string;
  currency: string;
};

const FIELD_NAMES: readonly (keyof TripFormValues)[] = ["name", "description", "startDate", "endDate", "budget", "currency"];

function isFieldName(key: string): key is keyof TripFormValues {
  return (FIELD_NAMES as readonly string[]).includes(key);
}

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

export interface TripFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trip to edit; without it the dialog creates a new trip. */
  trip?: Trip;
  onCreated?: (trip: Trip) => void;
}

export function TripFormDialog({ open, onOpenChange, trip, onCreated }: TripFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{trip ? "Edit Trip" : "Create New Trip"}</DialogTitle>
          <DialogDescription>
            {trip ? "Update your trip details." : "Give your trip a name; dates and budget can be added later."}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts from fresh values. */}
        <TripForm trip={trip} onDone={() => onOpenChange(false)} onCreated={onCreated} />
      </DialogContent>
    </Dialog>
  );
}

function TripForm({
  trip,
  onDone,
  onCreated,
}: {
  trip?: Trip;
  onDone: () => void;
  onCreated?: (trip: Trip) => void;
}) {
  const createTrip = useCreateTrip();
  const updateTrip = useUpdateTrip();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<TripFormValues>({ defaultValues: toFormValues(trip) });
  const pending = createTrip.isPending || updateTrip.isPending;
  const startDate = useWatch({ control, name: "startDate" });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const parsed = tripInputSchema.safeParse({
      ...values,
      description: values.description.trim() || null,
      startDate: values.startDate || null,
      endDate: values.endDate || null,
      budget: values.budget.trim() || null,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? "");
        if (key === "name") {
          toast({ title: "Validation Error", description: "Please fill in trip name", variant: "destructive" });
        }
        if (isFieldName(key)) setError(key, { message: issue.message });
      }
      const first = parsed.error.issues[0]?.path[0];
      if (typeof first === "string" && isFieldName(first) && first !== "currency") setFocus(first);
      return;
    }

    try {
      if (trip) {
        await updateTrip.mutateAsync({ id: trip.id, body: parsed.data });
        notifySuccess("Trip updated successfully");
      } else {
        const created = await createTrip.mutateAsync(parsed.data);
        notifySuccess("Trip created successfully");
        onCreated?.(created);
      }
      onDone();
    } catch (error) {
      // A 401 has its own toast and redirect; the form has nothing to add.
      if (!isUnauthorized(error)) showServerErrors(error);
      notifyError(error, "Error", trip ? "Failed to update trip" : "Failed to create trip");
    }
  });

  function showServerErrors(error: unknown) {
    let placed = false;
    if (error instanceof ApiError && error.fields) {
      for (const [key, message] of Object.entries(error.fields)) {
        if (isFieldName(key)) {
          setError(key, { message });
          placed = true;
        }
      }
    }
    if (!placed) setFormError(errorDescription(error, "Something went wrong. Please try again."));
  }

  const describedBy = (field: keyof TripFormValues) => (errors[field] ? `trip-${field}-error` : undefined);

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor="trip-name">Trip name</Label>
        <Input
          id="trip-name"
          placeholder="e.g. Summer in Lisbon"
          autoComplete="off"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy("name")}
          {...register("name")}
        />
        <FieldError id="trip-name-error" message={errors.name?.message} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="trip-description">Description</Label>
        <Textarea
          id="trip-description"
          rows={3}
          placeholder="What is this trip about?"
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={describedBy("description")}
          {...register("description")}
        />
        <FieldError id="trip-description-error" message={errors.description?.message} />
      </div>
      <div className="grid grid-cols-2 items-start gap-3 sm:gap-4">
        <div className="grid gap-2">
          <Label htmlFor="trip-start-date">Start date</Label>
          <Input
            id="trip-start-date"
            type="date"
            aria-invalid={errors.startDate ? true : undefined}
            aria-describedby={describedBy("startDate")}
            {...register("startDate")}
          />
          <FieldError id="trip-startDate-error" message={errors.startDate?.message} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="trip-end-date">End date</Label>
          <Input
            id="trip-end-date"
            type="date"
            min={startDate || undefined}
            aria-invalid={errors.endDate ? true : undefined}
            aria-describedby={describedBy("endDate")}
            {...register("endDate")}
          />
          <FieldError id="trip-endDate-error" message={errors.endDate?.message} />
        </div>
      </div>
      <div className="grid grid-cols-2 items-start gap-3 sm:gap-4">
        <div className="grid gap-2">
          <Label htmlFor="trip-budget">Budget</Label>
          <Input
            id="trip-budget"
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            placeholder="0.00"
            aria-invalid={errors.budget ? true : undefined}
            aria-describedby={describedBy("budget")}
            {...register("budget")}
          />
          <FieldError id="trip-budget-error" message={errors.budget?.message} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="trip-currency">Currency</Label>
          <Controller
            control={control}
            name="currency"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger
                  id="trip-currency"
                  aria-invalid={errors.currency ? true : undefined}
                  aria-describedby={describedBy("currency")}
                >
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {CURRENCIES.map((code) => (
                    <SelectItem key={code} value={code}>
                      {code} <span className="text-muted-foreground">({currencySymbol(code)})</span>
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
          <FieldError id="trip-currency-error" message={errors.currency?.message} />
        </div>
      </div>
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
          {trip ? (pending ? "Saving..." : "Save Changes") : pending ? "Creating..." : "Create Trip"}
        </Button>
      </DialogFooter>
    </form>
  );
}
