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

export function DeleteAccountDialog({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();
  return (
    <FormDialog
      open={open}
      // Not while the delete runs: its outcome must stay in front of the user.
      onOpenChange={(next) => !remove.isPending && setOpen(next)}
      trigger={
        <Button variant="destructive">
          <Trash2 /> Delete Account
        </Button>
      }
      title="Delete your account?"
      description="This permanently deletes your account and every trip where you are the only member. Trips you share stay with the other members; if you are their only admin, the longest-standing member becomes admin. This cannot be undone."
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

  return (
    <DialogForm
      form={form}
      onSubmit={async (body) => {
        await remove.mutateAsync(body);
        notifySuccess("Account deleted", "Your account and your own trips were removed.");
      }}
      onCancel={onCancel}
      failure={(error) => errorDescription(error, "Failed to delete account")}
      submitLabel="Delete my account"
      pendingLabel="Deleting..."
      submitVariant="destructive"
      submitDisabled={!confirmationMatches(typed, email)}
    >
      <InputField
        form={form}
        name="confirmation"
        id="delete-account-confirmation"
        label={
          <>
            Type <span className="font-semibold break-all">{email}</span> to confirm
          </>
        }
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
      />
    </DialogForm>
  );
}
