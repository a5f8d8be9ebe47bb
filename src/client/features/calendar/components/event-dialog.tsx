// Add Event dialog (docs/product/itinerary-and-days.md): title, description, start and end date and
// time, all day. Title and start date are required; a clicked day is prefilled.
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { EVENT_FIELDS_REQUIRED, eventIssue, itineraryInputSchema } from "@shared/itinerary";
import type { Trip } from "@shared/trips";
import { useCreateItem } from "@/features/itinerary";
import { DateRangeFields } from "@/components/form/date-range-fields";
import { DialogForm, FormDialog, type DialogOpenProps } from "@/components/form/form-dialog";
import { errorMessages, validationToast } from "@/components/form/form-errors";
import { InputField, TextareaField } from "@/components/form/form-field";
import { notifySuccess } from "@/lib/notify";
import { useT } from "@/lib/i18n";

type Values = {
  title: string;
  description: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  allDay: boolean;
};

/** The itinerary item's own fields, then the calendar's rules (title and start date required, end not before start). */
const eventFormSchema = itineraryInputSchema
  .pick({ title: true, description: true, startDate: true, startTime: true, endDate: true, endTime: true })
  .extend({ allDay: z.boolean() })
  .transform((v) => ({
    ...v,
    startTime: v.allDay ? null : v.startTime,
    endTime: v.allDay ? null : v.endTime,
    // Without a start time the event can only be a whole day.
    allDay: v.allDay || !v.startTime,
  }))
  .superRefine((v, ctx) => {
    const issue = eventIssue(v);
    if (issue) ctx.addIssue({ code: "custom", path: [issue.field], message: issue.message });
  });
type EventBody = z.output<typeof eventFormSchema>;

export function EventDialog({ trip, date, open, onOpenChange }: { trip: Trip; date: string | null } & DialogOpenProps) {
  const t = useT();
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={t("calendar.event.title")} description={t("calendar.event.description")}>
      <EventForm trip={trip} date={date} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function EventForm({ trip, date, onDone }: { trip: Trip; date: string | null; onDone: () => void }) {
  const createItem = useCreateItem(trip.id);
  const form = useForm<Values, unknown, EventBody>({
    defaultValues: { title: "", description: "", startDate: date ?? "", startTime: "", endDate: "", endTime: "", allDay: false },
    resolver: zodResolver(eventFormSchema) as unknown as Resolver<Values, unknown, EventBody>,
  });
  const allDay = useWatch({ control: form.control, name: "allDay" });
  const t = useT();

  return (
    <DialogForm
      form={form}
      onInvalid={(e) => errorMessages(e).includes(EVENT_FIELDS_REQUIRED) && validationToast(EVENT_FIELDS_REQUIRED)}
      onSubmit={async (body) => {
        const sent = await createItem(body);
        if (sent.queued) notifySuccess(t("layout.sync.queued"), body.title);
        else notifySuccess(t("calendar.event.added"));
        onDone();
      }}
      onCancel={onDone}
      failure={t("calendar.event.failed")}
      submitLabel={t("calendar.event.submit")}
      pendingLabel={t("calendar.event.adding")}
    >
      <InputField form={form} name="title" id="event-title" label={t("calendar.event.name")} placeholder={t("calendar.event.namePlaceholder")} autoComplete="off" />
      <TextareaField form={form} name="description" id="event-description" label={t("calendar.event.notes")} rows={2} />
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" className="size-4 accent-[var(--primary)]" {...form.register("allDay")} /> {t("calendar.event.allDay")}
      </label>
      {/* Dates in the first column, times in the second: start on the first row, end on the second. */}
      <div className="grid grid-flow-col grid-cols-2 grid-rows-2 items-start gap-3 sm:gap-4">
        <DateRangeFields
          form={form}
          start={{ name: "startDate", id: "event-start-date", label: t("calendar.event.startDate") }}
          end={{ name: "endDate", id: "event-end-date", label: t("calendar.event.endDate") }}
        />
        <InputField form={form} name="startTime" id="event-start-time" label={t("calendar.event.startTime")} type="time" disabled={allDay} />
        <InputField form={form} name="endTime" id="event-end-time" label={t("calendar.event.endTime")} type="time" disabled={allDay} />
      </div>
    </DialogForm>
  );
}
