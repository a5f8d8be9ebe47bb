// Invite Member dialog (docs/product/trips-and-members.md): an email or user ID and a permission
// level (default viewer). The shared inviteInputSchema checks the form, so
// its messages match the server's.
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { USER_ID_REQUIRED, inviteInputSchema } from "@shared/members";
import type { Role } from "@shared/trips";
import { DialogForm, FormDialog, type DialogOpenProps } from "@/components/form/form-dialog";
import { validationToast } from "@/components/form/form-errors";
import { InputField } from "@/components/form/form-field";
import { SelectField } from "@/components/form/select-field";
import { ApiError, errorDescription } from "@/lib/api";
import { notifySuccess } from "@/lib/notify";
import { useInviteMember } from "../api/invite-member";
import { ROLE_OPTION_LABEL } from "../lib/roles";
import { useT } from "@/lib/i18n";

type InviteFormValues = { userId: string; role: Role };

export function InviteMemberDialog({ tripId, open, onOpenChange }: { tripId: string } & DialogOpenProps) {
  const t = useT();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("members.invite.title")}
      description={t("members.invite.description")}
    >
      <InviteForm tripId={tripId} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function InviteForm({ tripId, onDone }: { tripId: string; onDone: () => void }) {
  const invite = useInviteMember(tripId);
  const t = useT();
  const form = useForm({ resolver: zodResolver(inviteInputSchema), defaultValues: { userId: "", role: "viewer" } as InviteFormValues });

  return (
    <DialogForm
      form={form}
      onInvalid={(e) => e.userId?.message === USER_ID_REQUIRED && validationToast(USER_ID_REQUIRED)}
      onSubmit={async (values) => {
        try {
          const entry = await invite.mutateAsync(values);
          notifySuccess(
            t("members.invite.done"),
            entry.status === "invited" ? t("members.invite.emailed", { email: entry.user.email }) : undefined,
          );
          onDone();
        } catch (error) {
          // 404 (unknown id) and 409 (already a member / invited) are about the value entered.
          if (error instanceof ApiError && !error.fields?.userId && (error.status === 404 || error.status === 409)) {
            form.setError("userId", { message: errorDescription(error, "") });
          }
          throw error;
        }
      }}
      onCancel={onDone}
      failure={t("members.invite.failed")}
      submitLabel={t("members.invite.submit")}
      pendingLabel={t("members.invite.pending")}
    >
      <InputField form={form} name="userId" id="invite-user-id" label={t("members.invite.userId")} placeholder={t("members.invite.userIdPlaceholder")} autoComplete="off" />
      <SelectField
        form={form}
        name="role"
        id="invite-role"
        label={t("members.invite.role")}
        options={(["admin", "editor", "viewer"] as const).map((role) => ({ value: role, label: t(ROLE_OPTION_LABEL[role]) }))}
      />
    </DialogForm>
  );
}
