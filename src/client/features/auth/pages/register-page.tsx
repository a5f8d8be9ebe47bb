// Registration (/register). The confirmation is checked here and never sent.
import { useForm } from "react-hook-form";
import { useLocation } from "react-router";
import { zodResolver } from "@hookform/resolvers/zod";
import { registerFormSchema } from "@shared/auth";
import { InputField } from "@/components/form/form-field";
import { PAGES } from "@shared/pages";
import { safeNextPath, withNext } from "@/lib/next-path";
import { useRegister } from "../api/register";
import { AuthForm } from "../components/auth-form";
import { AuthLayout } from "../components/auth-layout";

const INVITED = "Create your account to join the trip you were invited to.";

export function RegisterPage() {
  const next = safeNextPath(useLocation().search);
  const registerUser = useRegister();
  const form = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { firstName: "", lastName: "", email: "", password: "", confirmPassword: "" },
  });

  return (
    <AuthLayout
      title={PAGES.register.title}
      description={next?.startsWith("/invite/") ? INVITED : "Plan trips with the people you travel with."}
      footer={{ prompt: "Already have an account?", to: withNext(PAGES.login.path, next), link: "Sign in" }}
    >
      <AuthForm
        form={form}
        // The confirmation is not sent.
        send={({ email, password, firstName, lastName }) => registerUser.mutateAsync({ email, password, firstName, lastName })}
        failure={{ title: "Registration failed", fallback: "An error occurred during registration" }}
        success={{ title: "Registration successful!", description: "Welcome to Roamwise" }}
        submitLabel="Create account"
        pendingLabel="Creating account..."
        pending={registerUser.isPending}
      >
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <InputField form={form} name="firstName" id="register-first-name" label="First name" autoComplete="given-name" />
          <InputField form={form} name="lastName" id="register-last-name" label="Last name" autoComplete="family-name" />
        </div>
        <InputField form={form} name="email" id="register-email" label="Email" type="email" autoComplete="email" placeholder="you@example.com" />
        <InputField form={form} name="password" id="register-password" label="Password" type="password" autoComplete="new-password" />
        <InputField form={form} name="confirmPassword" id="register-confirm-password" label="Confirm password" type="password" autoComplete="new-password" />
      </AuthForm>
    </AuthLayout>
  );
}
