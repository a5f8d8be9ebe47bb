// Delete Account behind a typed confirmation: the button only arms once the
// user's own email is typed, and the server checks the same thing again.
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Trash2 } from "lucide-react";
import { CONFIRMATION_MISMATCH, confirmationMatches, deleteAccountSchema } from "@shared/profile";
import { DialogForm, FormDialog } from "@/components/form/form-dialog";
import { InputField } from "@/components/form/form-field";
import { Button } from "@/components/ui/button";
import { errorDescription } from "@/lib/api";
import { notifySuccess } from "@/lib/notify";
import { useDeleteAccount } from "../api/delete-account";
import { Trans, useT } from "@/lib/i18n";

export function DeleteAccountDialog({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();
  const t = useT();
  return (
    <FormDialog
      open={open}
      // Not while the delete runs: its outcome must stay in front of the user.
      onOpenChange={(next) => !remove.isPending && setOpen(next)}
      trigger={
        <Button variant="destructive">
          <Trash2 /> {t("profile.delete.button")}
        </Button>
      }
      title={t("profile.delete.title")}
      description={t("profile.delete.description")}
    >
      <DeleteAccountForm email={email} remove={remove} onCancel={() => setOpen(false)} />
    </FormDialog>
  );
}

function DeleteAccountForm({
  email,
  remove,
  onCancel,
}: {
  email: string;
  remove: ReturnType<typeof useDeleteAccount>;
  onCancel: () => void;
}) {
  // The shared body schema, and the match the server checks (it knows the email too).
  const form = useForm({
    resolver: zodResolver(
      deleteAccountSchema.refine((v) => confirmationMatches(v.confirmation, email), {
        message: CONFIRMATION_MISMATCH,
        path: ["confirmation"],
      }),
    ),
    defaultValues: { confirmation: "" },
  });
  const typed = useWatch({ control: form.control, name: "confirmation" });
  const t = useT();

  return (
    <DialogForm
      form={form}
      onSubmit={async (body) => {
        await remove.mutateAsync(body);
        notifySuccess(t("profile.delete.done"), t("profile.delete.doneHint"));
      }}
      onCancel={onCancel}
      failure={(error) => errorDescription(error, t("profile.delete.failed"))}
      submitLabel={t("profile.delete.submit")}
      pendingLabel={t("actions.deletePending")}
      submitVariant="destructive"
      submitDisabled={!confirmationMatches(typed, email)}
    >
      <InputField
        form={form}
        name="confirmation"
        id="delete-account-confirmation"
        label={<Trans id="profile.delete.confirm" values={{ email: () => <span className="font-semibold break-all">{email}</span> }} />}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
      />
    </DialogForm>
  );
}
