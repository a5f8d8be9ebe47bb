// Add or rename a guest (docs/product/guests.md): a first name and, if they have one
// they go by, a last name. The shared guestInputSchema checks the form, so its
// messages match the server's.
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { guestInputSchema, type Guest } from "@shared/guests";
import { DialogForm, FormDialog, type DialogOpenProps } from "@/components/form/form-dialog";
import { InputField } from "@/components/form/form-field";
import { notifySuccess } from "@/lib/notify";
import { guestName, useAddGuest, useRenameGuest } from "../api/guests";
import { useT } from "@/lib/i18n";

type GuestFormValues = { firstName: string; lastName: string };

/** `guest`: rename this one; without it, add one. */
export function GuestDialog({ tripId, guest, open, onOpenChange }: { tripId: string; guest?: Guest } & DialogOpenProps) {
  const t = useT();
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={t(guest ? "members.guest.renameTitle" : "members.guest.addTitle")} description={t("members.guest.description")}>
      <GuestForm key={guest?.id ?? "new"} tripId={tripId} guest={guest} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function GuestForm({ tripId, guest, onDone }: { tripId: string; guest?: Guest; onDone: () => void }) {
  const t = useT();
  const add = useAddGuest(tripId);
  const rename = useRenameGuest(tripId);
  const form = useForm({
    resolver: zodResolver(guestInputSchema),
    defaultValues: { firstName: guest?.firstName ?? "", lastName: guest?.lastName ?? "" } as GuestFormValues,
  });
  return (
    <DialogForm
      form={form}
      onSubmit={async (values) => {
        const sent = guest ? await rename({ id: guest.id, ...values }) : await add(values);
        if (sent.queued) notifySuccess(t("layout.sync.queued"), guestName(values));
        else notifySuccess(t(guest ? "members.guest.renamed" : "members.guest.added"));
        onDone();
      }}
      onCancel={onDone}
      failure={t("members.guest.failed")}
      submitLabel={t(guest ? "members.guest.save" : "members.guest.add")}
      pendingLabel={t("members.guest.saving")}
    >
      <InputField form={form} name="firstName" id="guest-first-name" label={t("members.guest.firstName")} autoComplete="off" />
      <InputField form={form} name="lastName" id="guest-last-name" label={t("members.guest.lastName")} autoComplete="off" />
    </DialogForm>
  );
}
