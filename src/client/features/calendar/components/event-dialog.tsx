// Add Event dialog (spec §2, §5): title, description, start and end date and
// time, all day. Title and start date are required; a clicked day is prefilled.
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { EVENT_FIELDS_REQUIRED, eventIssue } from "@shared/itinerary";
import type { Trip } from "@shared/trips";
import { useCreateItem } from "@/features/itinerary";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { FieldError, Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { ApiError, isUnauthorized } from "@/lib/api";
import { notifyError, notifySuccess } from "@/lib/notify";

type Values = {
  title: string;
  description: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  allDay: boolean;
};
const FIELDS: readonly (keyof Values)[] = ["title", "description", "startDate", "startTime", "endDate", "endTime", "allDay"];

export function EventDialog({
  trip,
  date,
  open,
  onOpenChange,
}: {
  trip: Trip;
  date: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Event</DialogTitle>
          <DialogDescription>Put an activity on the trip calendar.</DialogDescription>
        </DialogHeader>
        {open && <EventForm trip={trip} date={date} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function EventForm({ trip, date, onDone }: { trip: Trip; date: string | null; onDone: () => void }) {
  const createItem = useCreateItem(trip.id);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({
    defaultValues: { title: "", description: "", startDate: date ?? "", startTime: "", endDate: "", endTime: "", allDay: false },
  });
  const allDay = useWatch({ control, name: "allDay" });
  const startDate = useWatch({ control, name: "startDate" });

  const onSubmit = handleSubmit(async (v) => {
    setFormError(null);
    const body = {
      title: v.title.trim(),
      description: v.description.trim() || null,
      startDate: v.startDate || null,
      startTime: v.allDay ? null : v.startTime || null,
      endDate: v.endDate || null,
      endTime: v.allDay ? null : v.endTime || null,
      // Without a start time the event can only be a whole day.
      allDay: v.allDay || !v.startTime,
    };
    const issue = eventIssue(body);
    if (issue) {
      setError(issue.field as keyof Values, { message: issue.message });
      if (issue.message === EVENT_FIELDS_REQUIRED) {
        toast({ title: "Validation Error", description: EVENT_FIELDS_REQUIRED, variant: "destructive" });
      }
      return;
    }
    try {
      await createItem.mutateAsync(body);
      notifySuccess("Event added to calendar");
      onDone();
    } catch (error) {
      if (!isUnauthorized(error) && error instanceof ApiError) {
        const entries = Object.entries(error.fields ?? {}).filter(([k]) => (FIELDS as readonly string[]).includes(k));
        for (const [key, message] of entries) setError(key as keyof Values, { message });
        if (!entries.length) setFormError(error.serverMessage ?? "Something went wrong. Please try again.");
      }
      notifyError(error, "Error", "Failed to add event");
    }
  });

  const invalid = (field: keyof Values) =>
    errors[field] ? { "aria-invalid": true as const, "aria-describedby": `event-${field}-error` } : {};

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor="event-title">Title</Label>
        <Input id="event-title" placeholder="e.g. Fado night" autoComplete="off" {...invalid("title")} {...register("title")} />
        <FieldError id="event-title-error" message={errors.title?.message} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="event-description">Description</Label>
        <Textarea id="event-description" rows={2} {...register("description")} />
      </div>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" className="size-4 accent-[var(--primary)]" {...register("allDay")} /> All day
      </label>
      <div className="grid grid-cols-2 items-start gap-3 sm:gap-4">
        <div className="grid gap-2">
          <Label htmlFor="event-start-date">Start date</Label>
          <Input id="event-start-date" type="date" {...invalid("startDate")} {...register("startDate")} />
          <FieldError id="event-startDate-error" message={errors.startDate?.message} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="event-start-time">Start time</Label>
          <Input id="event-start-time" type="time" disabled={allDay} {...invalid("startTime")} {...register("startTime")} />
          <FieldError id="event-startTime-error" message={errors.startTime?.message} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="event-end-date">End date</Label>
          <Input id="event-end-date" type="date" min={startDate || undefined} {...invalid("endDate")} {...register("endDate")} />
          <FieldError id="event-endDate-error" message={errors.endDate?.message} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="event-end-time">End time</Label>
          <Input id="event-end-time" type="time" disabled={allDay} {...invalid("endTime")} {...register("endTime")} />
          <FieldError id="event-endTime-error" message={errors.endTime?.message} />
        </div>
      </div>
      {formError && (
        <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {formError}
        </p>
      )}
      <DialogFooter className="pt-2">
        <Button variant="outline" onClick={onDone} disabled={createItem.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={createItem.isPending}>
          {createItem.isPending ? "Adding..." : "Add Event"}
        </Button>
      </DialogFooter>
    </form>
  );
}
