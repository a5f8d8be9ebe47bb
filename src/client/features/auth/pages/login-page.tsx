// Sign in (/login).
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { loginSchema } from "@shared/auth";
import { InputField } from "@/components/form/form-field";
import { useLogin } from "../api/login";
import { AuthForm } from "../components/auth-form";
import { AuthLayout } from "../components/auth-layout";

export function LoginPage() {
  const login = useLogin();
  const form = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: "", password: "" } });

  return (
    <AuthLayout
      title="Welcome back"
      description="Log in to pick up where you left off."
      footer={{ prompt: "New to Roamwise?", to: "/register", link: "Create account" }}
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
