// Sign in (/login): the password, then — with two-step sign-in on — a code from
// the authenticator app or a backup code (docs/security.md).
import { Suspense, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation } from "react-router";
import { zodResolver } from "@hookform/resolvers/zod";
import { loginSchema } from "@shared/auth";
import { InputField } from "@/components/form/form-field";
import { PAGES } from "@shared/pages";
import { safeNextPath, withNext } from "@/lib/next-path";
import { ensureMessageParts, useT } from "@/lib/i18n";
import { needsCode, useLogin } from "../api/login";
import { useAuthMethods } from "@/lib/auth-methods";
import { SsoButton, SsoRefusal } from "../components/sso-sign-in";
import { AuthForm } from "../components/auth-form";
import { AuthLayout } from "../components/auth-layout";
import { PasskeySignIn } from "../components/passkey-sign-in";
import { lazyComponent } from "@/lib/lazy-component";
import { PageLoading } from "@/components/loading-screen";

// The code step loads once a password was right (or single sign-on sent the person here for it): the
// sign-in page's first load stays within its JavaScript budget.
// Its texts come with it, in the account pages' messages (ADR 026).
const CodeStep = lazyComponent(() =>
  Promise.all([import("../components/code-step"), ensureMessageParts(["account"])]).then(([m]) => m.CodeStep),
);

export function LoginPage() {
  // An invite link (or another page of the app) to return to afterwards.
  const { search } = useLocation();
  const next = safeNextPath(search);
  const login = useLogin();
  const methods = useAuthMethods();
  const t = useT();
  // Single sign-on only: the admins turned password sign-in off.
  const passwordOff = methods.data?.password === false;
  const form = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: "", password: "" } });
  // The password was right and the account asks for a code next.
  // Also on arrival from single sign-on for such an account (?step=code).
  const [codeStep, setCodeStep] = useState(() => new URLSearchParams(search).get("step") === "code");

  if (codeStep) {
    return (
      <Suspense fallback={<PageLoading />}>
        <CodeStep onRestart={() => setCodeStep(false)} />
      </Suspense>
    );
  }

  return (
    <AuthLayout
      title={t("auth.page.login")}
      description={t(next?.startsWith("/invite/") ? "auth.login.invited" : "auth.login.description")}
      footer={{ prompt: t("auth.login.newHere"), to: withNext(PAGES.register.path, next), link: t("auth.register.submit") }}
    >
      <SsoRefusal />
      <SsoButton methods={methods.data} />
      {!passwordOff && (
      <AuthForm
        form={form}
        send={(values) => login.mutateAsync(values)}
        finished={(answer) => {
          if (!needsCode(answer)) return true;
          setCodeStep(true);
          return false;
        }}
        failure={{ title: t("auth.login.failed"), fallback: t("auth.login.invalid") }}
        success={{ title: "auth.login.success", description: "auth.login.welcomeBack" }}
        submitLabel={t("auth.login.submit")}
        pendingLabel={t("auth.login.pending")}
        pending={login.isPending}
      >
        <InputField form={form} name="email" id="login-email" label={t("auth.field.email")} type="email" autoComplete="email" placeholder={t("auth.field.emailPlaceholder")} />
        <InputField form={form} name="password" id="login-password" label={t("auth.field.password")} type="password" autoComplete="current-password" />
        <Link to={PAGES.forgotPassword.path} className="-mt-2 justify-self-end text-sm font-medium text-primary underline-offset-4 hover:underline">
          {t("auth.login.forgot")}
        </Link>
      </AuthForm>
      )}
      {/* With password sign-in off there is no address field: the device offers its passkeys. */}
      <PasskeySignIn methods={methods.data} email={() => (passwordOff ? "" : form.getValues("email"))} />
    </AuthLayout>
  );
}
