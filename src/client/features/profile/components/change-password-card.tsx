// Profile → Change password (SPEC-2 §8): the current password, the new one
// twice. A wrong current password or a common new one comes back from the
// server as a field error and is shown under that field.
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound } from "lucide-react";
import { changePasswordFormSchema, type ChangePasswordFormInput } from "@shared/auth";
import { InputField } from "@/components/form/form-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { placeServerErrors } from "@/components/form/form-errors";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useChangePassword } from "../api/change-password";

export function ChangePasswordCard() {
  const change = useChangePassword();
  const form = useForm<ChangePasswordFormInput>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const { handleSubmit, reset } = form;

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
    } catch (error) {
      if (!placeServerErrors(form, error)) notifyError(error, "Error", "Failed to change password");
      return;
    }
    reset();
    notifySuccess("Password changed", "You stay signed in here; other devices were signed out.");
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="size-4 text-primary" aria-hidden /> Change password
        </CardTitle>
        <CardDescription>At least 8 characters. Other devices are signed out.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Change password">
          <InputField form={form} name="currentPassword" id="current-password" label="Current password" type="password" autoComplete="current-password" />
          <InputField form={form} name="newPassword" id="new-password" label="New password" type="password" autoComplete="new-password" />
          <InputField form={form} name="confirmPassword" id="confirm-new-password" label="Confirm new password" type="password" autoComplete="new-password" />
          <Button type="submit" disabled={change.isPending} className="justify-self-start">
            {change.isPending ? "Changing..." : "Change password"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
