// "Choose a new password" (/reset-password?token=…, ADR 027): the link from the
// e-mail. Afterwards every session has ended, so the way on is signing in.
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation, useNavigate } from "react-router";
import { zodResolver } from "@hookform/resolvers/zod";
import { resetPasswordFormSchema } from "@shared/auth";
import { PAGES } from "@shared/pages";
import { InputField } from "@/components/form/form-field";
import { ApiError } from "@/lib/api";
import { useT } from "@/lib/i18n";
import { useResetPassword, useResetTokenCheck } from "../api/password-reset";
import { AuthForm } from "../components/auth-form";
import { AuthLayout } from "../components/auth-layout";

export function ResetPasswordPage() {
  const token = new URLSearchParams(useLocation().search).get("token") ?? "";
  const reset = useResetPassword();
  const navigate = useNavigate();
  const t = useT();
  const form = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { token, password: "", confirmPassword: "" },
  });
  // No token, or the server's word (in the visitor's language) that it is unknown, used or expired: a new link can help, the form cannot.
  const [deadLink, setDeadLink] = useState<string | null>(null);
  // Asked as the page opens: a used or expired link says so at once, not after a new password was typed in.
  const check = useResetTokenCheck(token);
  const checkedDead = check.error instanceof ApiError ? (check.error.fields?.token ?? null) : null;
  const problem = token === "" ? t("account.reset.missing") : (deadLink ?? checkedDead);

  const askAgain = (
    <Link to={PAGES.forgotPassword.path} className="font-medium text-primary underline-offset-4 hover:underline">
      {t("account.reset.requestNew")}
    </Link>
  );

  return (
    <AuthLayout
      title={t("auth.page.reset")}
      description={t("account.reset.description")}
      footer={{ prompt: t("account.forgot.remembered"), to: PAGES.login.path, link: t("auth.login.submit") }}
    >
      {problem ? (
        <div role="alert" className="grid gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm">
          <p>{problem}</p>
          <p>{askAgain}</p>
        </div>
      ) : (
        <AuthForm
          form={form}
          // The confirmation is not sent.
          send={async ({ token: sent, password }) => {
            try {
              await reset.mutateAsync({ token: sent, password });
            } catch (error) {
              if (error instanceof ApiError && error.fields?.token) setDeadLink(error.fields.token);
              throw error;
            }
          }}
          failure={{ title: t("account.reset.failed"), fallback: t("account.reset.error") }}
          success={{ title: "account.reset.success", description: "account.reset.successDescription" }}
          then={() => navigate(PAGES.login.path, { replace: true })}
          submitLabel={t("account.reset.submit")}
          pendingLabel={t("account.reset.pending")}
          pending={reset.isPending}
        >
          <InputField form={form} name="password" id="reset-password" label={t("account.field.newPassword")} type="password" autoComplete="new-password" />
          <InputField form={form} name="confirmPassword" id="reset-confirm-password" label={t("auth.field.confirmPassword")} type="password" autoComplete="new-password" />
        </AuthForm>
      )}
    </AuthLayout>
  );
}
