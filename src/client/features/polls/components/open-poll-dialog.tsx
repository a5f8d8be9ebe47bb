// Open a poll: the question, 2 to 20 options (each may name one of the trip's places and one of
// its days), single or multiple choice, and an optional closing time. The server's refusals land
// on their fields (`options.2.placeId` is the form's own path).
import { useState } from "react";
import { Controller, useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Plus, X } from "lucide-react";
import { calendarDatesBetween } from "@shared/dates";
import { MAX_POLL_OPTIONS, MIN_POLL_OPTIONS, NO_CHOICE, pollFormSchema, type PollFormOutput, type PollFormValues } from "@shared/polls";
import type { Trip } from "@shared/trips";
import { DialogForm, FormDialog, type DialogOpenProps } from "@/components/form/form-dialog";
import { InputField } from "@/components/form/form-field";
import { SelectField } from "@/components/form/select-field";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { notifySuccess } from "@/lib/notify";
import { useFormat } from "@/lib/format";
import { useT } from "@/lib/i18n";
import { useOpenPoll } from "../api/polls";

export interface PlaceChoice {
  id: string;
  name: string;
}

const emptyOption = { text: "", placeId: NO_CHOICE, date: NO_CHOICE };
/** A key per option row that stays with the row when an earlier one is taken out (its inputs keep what was typed). */
let lastRowKey = 0;
const rowKey = () => ++lastRowKey;

export function OpenPollDialog({ trip, places, open, onOpenChange }: { trip: Trip; places: readonly PlaceChoice[] } & DialogOpenProps) {
  const t = useT();
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={t("polls.form.title")} description={t("polls.form.description")} className="max-h-[90dvh] overflow-y-auto">
      <PollForm trip={trip} places={places} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function PollForm({ trip, places, onDone }: { trip: Trip; places: readonly PlaceChoice[]; onDone: () => void }) {
  const t = useT();
  const f = useFormat();
  const openPoll = useOpenPoll(trip.id);
  const form = useForm<PollFormValues, unknown, PollFormOutput>({
    defaultValues: { question: "", options: [emptyOption, emptyOption], multiple: false, closesAt: "" },
    resolver: zodResolver(pollFormSchema) as unknown as Resolver<PollFormValues, unknown, PollFormOutput>,
  });
  // The rows are kept here and their values in the form; not react-hook-form's useFieldArray, whose code would
  // join the form library's chunk that the sign-in page loads first (bench/README.md).
  const [rows, setRows] = useState(() => [rowKey(), rowKey()]);
  const addOption = () => {
    form.setValue("options", [...form.getValues("options"), emptyOption]);
    setRows((keys) => [...keys, rowKey()]);
  };
  const removeOption = (index: number) => {
    form.setValue("options", form.getValues("options").filter((_, i) => i !== index));
    setRows((keys) => keys.filter((_, i) => i !== index));
  };
  const days = trip.startDate && trip.endDate ? calendarDatesBetween(trip.startDate, trip.endDate) : [];
  const placeOptions = [{ value: NO_CHOICE, label: t("polls.form.noPlace") }, ...places.map((p) => ({ value: p.id, label: p.name }))];
  const dayOptions = [{ value: NO_CHOICE, label: t("polls.form.noDay") }, ...days.map((d) => ({ value: d, label: f.date(d) }))];
  const optionsError = form.formState.errors.options?.root?.message ?? form.formState.errors.options?.message;
  return (
    <DialogForm
      form={form}
      onSubmit={async (data) => {
        const sent = await openPoll(data);
        notifySuccess(t(sent.queued ? "layout.sync.queued" : "polls.form.opened"), data.question);
        onDone();
      }}
      onCancel={onDone}
      failure={t("polls.form.failed")}
      submitLabel={t("polls.form.submit")}
      pendingLabel={t("polls.form.submitting")}
    >
      <InputField form={form} name="question" id="poll-question" label={t("polls.form.question")} autoComplete="off" maxLength={300} placeholder={t("polls.form.questionPlaceholder")} />
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-sm font-medium">{t("polls.form.options")}</legend>
        {rows.map((key, i) => (
          <div key={key} className="grid gap-2 rounded-lg border p-3" data-testid="poll-option-fields">
            <div className="flex items-end gap-2">
              <InputField form={form} name={`options.${i}.text`} id={`poll-option-${i}`} label={t("polls.form.option", { n: i + 1 })} autoComplete="off" maxLength={200} className="flex-1" />
              {rows.length > MIN_POLL_OPTIONS && (
                <Button type="button" variant="ghost" size="icon" aria-label={t("polls.form.removeOption", { n: i + 1 })} onClick={() => removeOption(i)}>
                  <X aria-hidden />
                </Button>
              )}
            </div>
            <div className="grid gap-2 sm:grid-cols-2">
              <SelectField form={form} name={`options.${i}.placeId`} id={`poll-option-${i}-place`} label={t("polls.form.place", { n: i + 1 })} options={placeOptions} />
              <SelectField form={form} name={`options.${i}.date`} id={`poll-option-${i}-date`} label={t("polls.form.day", { n: i + 1 })} options={dayOptions} />
            </div>
          </div>
        ))}
        {optionsError && (
          <p role="alert" className="text-sm text-destructive">
            {optionsError}
          </p>
        )}
        {rows.length < MAX_POLL_OPTIONS && (
          <Button type="button" variant="outline" size="sm" className="w-fit" onClick={addOption}>
            <Plus aria-hidden /> {t("polls.form.addOption")}
          </Button>
        )}
      </fieldset>
      <div className="flex items-center justify-between gap-4">
        <Label htmlFor="poll-multiple">{t("polls.form.multiple")}</Label>
        <Controller control={form.control} name="multiple" render={({ field }) => <Switch id="poll-multiple" checked={field.value} onCheckedChange={field.onChange} />} />
      </div>
      <InputField form={form} name="closesAt" id="poll-closes-at" label={t("polls.form.closesAt")} type="datetime-local" description={t("polls.form.closesAtHint")} />
    </DialogForm>
  );
}
