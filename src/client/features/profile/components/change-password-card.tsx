// Profile → Change password (docs/security.md): the current password, the new one
// twice. A wrong current password or a common new one comes back from the
// server as a field error and is shown under that field.
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound } from "lucide-react";
import { changePasswordFormSchema, type ChangePasswordFormInput } from "@shared/auth";
import { InputField } from "@/components/form/form-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { InlineForm } from "@/components/form/inline-form";
import { notifySuccess } from "@/lib/notify";
import { useChangePassword } from "../api/change-password";
import { useT } from "@/lib/i18n";

export function ChangePasswordCard() {
  const change = useChangePassword();
  const t = useT();
  const form = useForm<ChangePasswordFormInput>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });

  const onSubmit = async ({ currentPassword, newPassword }: ChangePasswordFormInput) => {
    await change.mutateAsync({ currentPassword, newPassword });
    form.reset();
    notifySuccess(t("profile.password.changed"), t("profile.password.changedHint"));
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="size-4 text-primary" aria-hidden /> {t("profile.password.title")}
        </CardTitle>
        <CardDescription>{t("profile.password.hint")}</CardDescription>
      </CardHeader>
      <CardContent>
        <InlineForm form={form} onSubmit={onSubmit} failure={t("profile.password.failed")} className="grid gap-4" label={t("profile.password.title")}>
          <InputField form={form} name="currentPassword" id="current-password" label={t("profile.password.current")} type="password" autoComplete="current-password" />
          <InputField form={form} name="newPassword" id="new-password" label={t("profile.password.new")} type="password" autoComplete="new-password" />
          <InputField form={form} name="confirmPassword" id="confirm-new-password" label={t("profile.password.confirm")} type="password" autoComplete="new-password" />
          <Button type="submit" disabled={change.isPending} className="justify-self-start">
            {change.isPending ? t("profile.password.changing") : t("profile.password.title")}
          </Button>
        </InlineForm>
      </CardContent>
    </Card>
  );
}
