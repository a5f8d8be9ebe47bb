// The second step of signing in: the six digits from the authenticator app
// (the phone offers the code it received, with the number pad), or one of the
// backup codes. An answer that the sign-in waited too long goes back to the password.
// Loaded (with its texts) only once the password was right: the sign-in page's first load stays small.
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { twoFactorCodeSchema } from "@shared/auth";
import { InputField } from "@/components/form/form-field";
import { ONE_TIME_CODE_INPUT } from "@/components/form/one-time-code";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api";
import { useT } from "@/lib/i18n";
import { useVerifyCode } from "../api/verify-code";
import { AuthForm } from "./auth-form";
import { AuthLayout } from "./auth-layout";

export function CodeStep({ onRestart }: { onRestart: () => void }) {
  const t = useT();
  const verify = useVerifyCode();
  const [backup, setBackup] = useState(false);
  const form = useForm({ resolver: zodResolver(twoFactorCodeSchema), defaultValues: { code: "" } });

  const send = async (values: { code: string }) => {
    try {
      return await verify.mutateAsync(values);
    } catch (error) {
      // Five minutes passed (or the pending sign-in is gone): the password is asked again.
      if (error instanceof ApiError && error.code === "two_factor_expired") onRestart();
      throw error;
    }
  };

  return (
    <AuthLayout title={t("account.twoStep.title")} description={t("account.twoStep.description")}>
    <AuthForm
      form={form}
      send={send}
      failure={{ title: t("auth.login.failed"), fallback: t("account.twoStep.invalid") }}
      success={{ title: "auth.login.success", description: "auth.login.welcomeBack" }}
      submitLabel={t("account.twoStep.submit")}
      pendingLabel={t("auth.login.pending")}
      pending={verify.isPending}
    >
      {backup ? (
        <InputField
          key="backup"
          form={form}
          name="code"
          id="login-backup-code"
          label={t("account.twoStep.backupCode")}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
        />
      ) : (
        <InputField
          key="app"
          form={form}
          name="code"
          id="login-code"
          label={t("account.twoStep.appCode")}
          {...ONE_TIME_CODE_INPUT}
          autoFocus
        />
      )}
      <Button
        type="button"
        variant="link"
        className="-mt-2 justify-self-end px-0"
        onClick={() => {
          form.reset({ code: "" });
          setBackup(!backup);
        }}
      >
        {backup ? t("account.twoStep.useApp") : t("account.twoStep.useBackup")}
      </Button>
      <Button type="button" variant="ghost" className="order-last" onClick={onRestart}>
        {t("account.twoStep.back")}
      </Button>
    </AuthForm>
    </AuthLayout>
  );
}
