// Registration (/register). The confirmation is checked here and never sent.
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link, useLocation, useNavigate } from "react-router";
import { registerFormSchema } from "@shared/auth";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { errorDescription } from "@/lib/api";
import { safeNextPath, withNext } from "@/lib/next-path";
import { useRegister } from "../api/register";
import { AuthLayout } from "../components/auth-layout";
import { FormField } from "../components/form-field";

const INVITED = "Create your account to join the trip you were invited to.";

export function RegisterPage() {
  const navigate = useNavigate();
  // An invite link (or another page of the app) to return to afterwards.
  const next = safeNextPath(useLocation().search);
  const registerUser = useRegister();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { firstName: "", lastName: "", email: "", password: "", confirmPassword: "" },
  });

  // mutateAsync: the page unmounts once the new user is cached (see login-page).
  const onSubmit = handleSubmit(async ({ email, password, firstName, lastName }) => {
    try {
      await registerUser.mutateAsync({ email, password, firstName, lastName });
    } catch (error) {
      toast({
        title: "Registration failed",
        description: errorDescription(error, "An error occurred during registration"),
        variant: "destructive",
      });
      return;
    }
    toast({ title: "Registration successful!", description: "Welcome to Roamwise" });
    navigate(next ?? "/", { replace: true });
  });

  return (
    <AuthLayout
      title="Join Roamwise"
      description={next?.startsWith("/invite/") ? INVITED : "Plan trips with the people you travel with."}
      footer={
        <>
          Already have an account?{" "}
          <Link to={withNext("/login", next)} className="font-medium text-primary underline-offset-4 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      {/* POST: should the browser ever send it itself (no script), the password is not in the address. */}
      <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField
            id="register-first-name"
            label="First name"
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register("firstName")}
          />
          <FormField
            id="register-last-name"
            label="Last name"
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register("lastName")}
          />
        </div>
        <FormField
          id="register-email"
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          error={errors.email?.message}
          {...register("email")}
        />
        <FormField
          id="register-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register("password")}
        />
        <FormField
          id="register-confirm-password"
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register("confirmPassword")}
        />
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={registerUser.isPending}>
          {registerUser.isPending ? "Creating account..." : "Create account"}
        </Button>
      </form>
    </AuthLayout>
  );
}
