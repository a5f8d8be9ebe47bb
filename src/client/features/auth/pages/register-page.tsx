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
          <InputField
            id="register-first-name"
            label="First name"
            autoComplete="given-name"
            error={form.formState.errors.firstName?.message}
            {...form.register("firstName")}
          />
          <InputField
            id="register-last-name"
            label="Last name"
            autoComplete="family-name"
            error={form.formState.errors.lastName?.message}
            {...form.register("lastName")}
          />
        </div>
        <InputField
          id="register-email"
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          error={form.formState.errors.email?.message}
          {...form.register("email")}
        />
        <InputField
          id="register-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          error={form.formState.errors.password?.message}
          {...form.register("password")}
        />
        <InputField
          id="register-confirm-password"
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          error={form.formState.errors.confirmPassword?.message}
          {...form.register("confirmPassword")}
        />
      </AuthForm>
    </AuthLayout>
  );
}
