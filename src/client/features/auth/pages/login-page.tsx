// Sign in (/login).
import { useForm } from "react-hook-form";
import { useLocation } from "react-router";
import { zodResolver } from "@hookform/resolvers/zod";
import { loginSchema } from "@shared/auth";
import { InputField } from "@/components/form/form-field";
import { PAGES } from "@shared/pages";
import { safeNextPath, withNext } from "@/lib/next-path";
import { useLogin } from "../api/login";
import { AuthForm } from "../components/auth-form";
import { AuthLayout } from "../components/auth-layout";

const INVITED = "Sign in or create an account to join the trip you were invited to.";

export function LoginPage() {
  // An invite link (or another page of the app) to return to afterwards.
  const next = safeNextPath(useLocation().search);
  const login = useLogin();
  const form = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: "", password: "" } });

  return (
    <AuthLayout
      title={PAGES.login.title}
      description={next?.startsWith("/invite/") ? INVITED : "Log in to pick up where you left off."}
      footer={{ prompt: "New to Roamwise?", to: withNext(PAGES.register.path, next), link: "Create account" }}
    >
      <AuthForm
        form={form}
        send={(values) => login.mutateAsync(values)}
        failure={{ title: "Login failed", fallback: "Invalid email or password" }}
        success={{ title: "Login successful!", description: "Welcome back to Roamwise" }}
        submitLabel="Sign in"
        pendingLabel="Signing in..."
        pending={login.isPending}
      >
        <InputField form={form} name="email" id="login-email" label="Email" type="email" autoComplete="email" placeholder="you@example.com" />
        <InputField form={form} name="password" id="login-password" label="Password" type="password" autoComplete="current-password" />
      </AuthForm>
    </AuthLayout>
  );
}
