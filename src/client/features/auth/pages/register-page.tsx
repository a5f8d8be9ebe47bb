// Registration (/register). The confirmation is checked here and never sent.
// What applies comes from the instance's registration mode (docs/product/admin.md):
// closed shows why instead of the form; by invitation, only someone who came
// from an invite link (next=/invite/<token>) gets the form, and its token is sent.
import { useForm } from "react-hook-form";
import { useLocation } from "react-router";
import { zodResolver } from "@hookform/resolvers/zod";
import { registerFormSchema } from "@shared/auth";
import { InputField } from "@/components/form/form-field";
import { PAGES } from "@shared/pages";
import { safeNextPath, withNext } from "@/lib/next-path";
import { inviteTokenOf } from "@shared/next-path";
import { useT } from "@/lib/i18n";
import { useRegister } from "../api/register";
import { useAuthMethods } from "@/lib/auth-methods";
import { AuthForm } from "../components/auth-form";
import { SsoButton } from "../components/sso-sign-in";
import { AuthLayout } from "../components/auth-layout";

export function RegisterPage() {
  const next = safeNextPath(useLocation().search);
  const registerUser = useRegister();
  const methods = useAuthMethods();
  const t = useT();
  const inviteToken = inviteTokenOf(next);
  const mode = methods.data?.registration;
  const refusal = mode === "closed" ? t("auth.register.closed") : mode === "invite" && !inviteToken ? t("auth.register.inviteOnly") : null;
  const form = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { firstName: "", lastName: "", email: "", password: "", confirmPassword: "" },
  });

  return (
    <AuthLayout
      title={t("auth.page.register")}
      description={t(next?.startsWith("/invite/") ? "auth.register.invited" : "auth.register.description")}
      footer={{ prompt: t("auth.register.haveAccount"), to: withNext(PAGES.login.path, next), link: t("auth.login.submit") }}
    >
      {/* Single sign-on makes the account too, under the same registration mode (the invite's token travels in next). */}
      {!refusal && <SsoButton methods={methods.data} />}
      {refusal ? (
        <p role="status" className="rounded-md border bg-muted p-4 text-sm">
          {refusal}
        </p>
      ) : methods.data?.password === false ? null : (
      <AuthForm
        form={form}
        // The confirmation is not sent.
        send={({ email, password, firstName, lastName }) =>
          registerUser.mutateAsync({ email, password, firstName, lastName, ...(inviteToken ? { inviteToken } : {}) })
        }
        failure={{ title: t("auth.register.failed"), fallback: t("auth.register.error") }}
        success={{ title: "auth.register.success", description: "auth.register.welcome" }}
        submitLabel={t("auth.register.submit")}
        pendingLabel={t("auth.register.pending")}
        pending={registerUser.isPending}
      >
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <InputField form={form} name="firstName" id="register-first-name" label={t("auth.field.firstName")} autoComplete="given-name" />
          <InputField form={form} name="lastName" id="register-last-name" label={t("auth.field.lastName")} autoComplete="family-name" />
        </div>
        <InputField form={form} name="email" id="register-email" label={t("auth.field.email")} type="email" autoComplete="email" placeholder={t("auth.field.emailPlaceholder")} />
        <InputField form={form} name="password" id="register-password" label={t("auth.field.password")} type="password" autoComplete="new-password" />
        <InputField form={form} name="confirmPassword" id="register-confirm-password" label={t("auth.field.confirmPassword")} type="password" autoComplete="new-password" />
      </AuthForm>
      )}
    </AuthLayout>
  );
}
