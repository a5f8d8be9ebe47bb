// Write or edit a note: its title, the Markdown text with a preview, an optional day (the trip's
// days offered; the server checks it is one of them), whether it is pinned to the top, and the
// members it mentions (each newly named is told).
import { useMemo, useState } from "react";
import { Controller, useForm, useWatch, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { calendarDatesBetween } from "@shared/dates";
import { NO_DAY, NOTE_BODY_MAX, NOTE_TITLE_MAX, noteFormSchema, type Note, type NoteFormOutput, type NoteFormValues } from "@shared/notes";
import type { Trip } from "@shared/trips";
import { DialogForm, FormDialog, type DialogOpenProps } from "@/components/form/form-dialog";
import { InputField, TextareaField } from "@/components/form/form-field";
import { SelectField } from "@/components/form/select-field";
import { PeopleField } from "@/components/form/people-field";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { notifySuccess } from "@/lib/notify";
import { useT } from "@/lib/i18n";
import { useFormat } from "@/lib/format";
import { useUser } from "@/features/auth";
import { useAddNote, useUpdateNote } from "../api/notes";
import { MarkdownPreview } from "./markdown-preview";

export function NoteFormDialog({ trip, note, open, onOpenChange }: { trip: Trip; note?: Note } & DialogOpenProps) {
  const t = useT();
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={t(note ? "notes.form.editTitle" : "notes.form.addTitle")} description={t("notes.form.description")}>
      <NoteForm trip={trip} note={note} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function NoteForm({ trip, note, onDone }: { trip: Trip; note?: Note; onDone: () => void }) {
  const t = useT();
  const f = useFormat();
  const add = useAddNote(trip.id);
  const update = useUpdateNote(trip.id);
  const [previewing, setPreviewing] = useState(false);
  // A member named before who has left the trip is not sent again (the server would refuse the mention).
  const form = useForm<NoteFormValues, unknown, NoteFormOutput>({
    defaultValues: { title: note?.title ?? "", body: note?.body ?? "", date: note?.date ?? NO_DAY, pinned: note?.pinned ?? false, mentions: (note?.mentions ?? []).filter((id) => trip.members.some((m) => m.user.id === id)) },
    resolver: zodResolver(noteFormSchema) as unknown as Resolver<NoteFormValues, unknown, NoteFormOutput>,
  });
  const body = useWatch({ control: form.control, name: "body" });
  const { data: me } = useUser();
  // Members with an account (a guest has none to tell), not the writer.
  const others = useMemo(
    () => trip.members.filter((m) => m.user.id !== me?.id).map((m) => ({ id: m.user.id, name: `${m.user.firstName} ${m.user.lastName}`.trim() })),
    [trip.members, me?.id],
  );
  const days = useMemo(() => (trip.startDate && trip.endDate ? calendarDatesBetween(trip.startDate, trip.endDate) : []), [trip.startDate, trip.endDate]);
  return (
    <DialogForm
      form={form}
      onSubmit={async (data) => {
        const sent = note ? await update(note, data) : await add(data);
        // Without signal the change waits on the device; the frame lists it as waiting to sync.
        notifySuccess(t(sent.queued ? "layout.sync.queued" : note ? "notes.form.saved" : "notes.form.added"), data.title);
        onDone();
      }}
      onCancel={onDone}
      failure={t(note ? "notes.form.saveFailed" : "notes.form.addFailed")}
      submitLabel={t(note ? "notes.form.save" : "notes.form.add")}
      pendingLabel={t(note ? "notes.form.saving" : "notes.form.adding")}
    >
      <InputField form={form} name="title" id="note-title" label={t("notes.form.title")} autoComplete="off" maxLength={NOTE_TITLE_MAX} />
      <div className="grid gap-2">
        <div className="flex gap-1">
          <Button type="button" size="sm" variant={previewing ? "ghost" : "secondary"} aria-pressed={!previewing} onClick={() => setPreviewing(false)}>
            {t("notes.form.write")}
          </Button>
          <Button type="button" size="sm" variant={previewing ? "secondary" : "ghost"} aria-pressed={previewing} onClick={() => setPreviewing(true)}>
            {t("notes.form.preview")}
          </Button>
        </div>
        {previewing ? (
          <div className="min-h-32 rounded-md border px-3 py-2" data-testid="note-preview">
            <MarkdownPreview text={body} id="note-preview" />
          </div>
        ) : (
          <TextareaField form={form} name="body" id="note-body" label={t("notes.form.body")} description={t("notes.form.bodyHint")} rows={8} maxLength={NOTE_BODY_MAX} />
        )}
      </div>
      <SelectField
        form={form}
        name="date"
        id="note-day"
        label={t("notes.form.day")}
        options={[{ value: NO_DAY, label: t("notes.form.noDay") }, ...days.map((d) => ({ value: d, label: f.date(d) }))]}
      />
      <Controller
        control={form.control}
        name="pinned"
        render={({ field }) => (
          <div className="flex items-center gap-3">
            <Switch id="note-pinned" checked={field.value} onCheckedChange={field.onChange} />
            <Label htmlFor="note-pinned">{t("notes.form.pinned")}</Label>
          </div>
        )}
      />
      {others.length > 0 && <PeopleField form={form} name="mentions" people={others} label={t("notes.form.mentions")} />}
    </DialogForm>
  );
}
