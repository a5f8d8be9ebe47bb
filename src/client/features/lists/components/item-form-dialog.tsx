// Add or edit a list item: its text, who it is for, and for a to-do when it
// is due (the trip's days offered; the server checks it is one of them).
import { useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { listItemFormSchema, NO_ASSIGNEE, type ListItem, type ListItemFormValues, type ListKind } from "@shared/lists";
import type { Trip } from "@shared/trips";
import { DialogForm, FormDialog, type DialogOpenProps } from "@/components/form/form-dialog";
import { InputField } from "@/components/form/form-field";
import { SelectField } from "@/components/form/select-field";
import { notifySuccess } from "@/lib/notify";
import { useT } from "@/lib/i18n";
import { useFormat } from "@/lib/format";
import { useAddListItem } from "../api/add-item";
import { useUpdateListItem } from "../api/update-item";
import type { People } from "../lib/people";

type Output = { text: string; assigneeId: string | null; due: string | null };

export function ItemFormDialog({
  trip,
  list,
  people,
  item,
  open,
  onOpenChange,
}: { trip: Trip; list: ListKind; people: People; item?: ListItem } & DialogOpenProps) {
  const t = useT();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(item ? "lists.form.editTitle" : list === "todo" ? "lists.form.addTodoTitle" : "lists.form.addPackingTitle")}
      description={t(list === "todo" ? "lists.form.todoDescription" : "lists.form.packingDescription")}
    >
      <ItemForm trip={trip} list={list} people={people} item={item} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function ItemForm({ trip, list, people, item, onDone }: { trip: Trip; list: ListKind; people: People; item?: ListItem; onDone: () => void }) {
  const t = useT();
  const f = useFormat();
  const add = useAddListItem(trip.id, list);
  const update = useUpdateListItem(trip.id, list);
  const form = useForm<ListItemFormValues, unknown, Output>({
    defaultValues: { text: item?.text ?? "", assigneeId: item?.assigneeId ?? NO_ASSIGNEE, due: item?.due ?? "" },
    resolver: zodResolver(listItemFormSchema) as unknown as Resolver<ListItemFormValues, unknown, Output>,
  });
  const prefix = `list-${list}`;
  return (
    <DialogForm
      form={form}
      onSubmit={async (data) => {
        const body = list === "todo" ? data : { text: data.text, assigneeId: data.assigneeId };
        const sent = item ? await update.mutateAsync({ item, body }) : await add(body);
        // Without signal the change waits on the device; the frame lists it as waiting to sync.
        notifySuccess(t(sent.queued ? "layout.sync.queued" : item ? "lists.form.saved" : "lists.form.added"), data.text);
        onDone();
      }}
      onCancel={onDone}
      failure={t(item ? "lists.form.saveFailed" : "lists.form.addFailed")}
      submitLabel={t(item ? "lists.form.save" : "lists.form.add")}
      pendingLabel={t(item ? "lists.form.saving" : "lists.form.adding")}
    >
      <InputField form={form} name="text" id={`${prefix}-text`} label={t("lists.form.text")} autoComplete="off" maxLength={200} placeholder={t(list === "todo" ? "lists.form.todoPlaceholder" : "lists.form.packingPlaceholder")} />
      <SelectField
        form={form}
        name="assigneeId"
        id={`${prefix}-assignee`}
        label={t("lists.form.assignee")}
        options={[{ value: NO_ASSIGNEE, label: t("lists.form.noOne") }, ...people.members.map((m) => ({ value: m.id, label: m.name }))]}
      />
      {list === "todo" && (
        <InputField
          form={form}
          name="due"
          id={`${prefix}-due`}
          label={t("lists.form.due")}
          type="date"
          max={trip.endDate ?? undefined}
          description={trip.endDate ? t("lists.form.dueHint", { end: f.date(trip.endDate) }) : undefined}
        />
      )}
    </DialogForm>
  );
}
