// Sign in (/login).
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link, useLocation, useNavigate } from "react-router";
import { loginSchema } from "@shared/auth";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { errorDescription } from "@/lib/api";
import { safeNextPath, withNext } from "@/lib/next-path";
import { useLogin } from "../api/login";
import { AuthLayout } from "../components/auth-layout";
import { FormField } from "../components/form-field";

const INVITED = "Sign in or create an account to join the trip you were invited to.";

export function LoginPage() {
  const navigate = useNavigate();
  // An invite link (or another page of the app) to return to afterwards.
  const next = safeNextPath(useLocation().search);
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: "", password: "" } });

  // mutateAsync, not mutate callbacks: the page unmounts as soon as the user
  // is cached, and mutate's callbacks would then never run.
  const onSubmit = handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values);
    } catch (error) {
      toast({
        title: "Login failed",
        description: errorDescription(error, "Invalid email or password"),
        variant: "destructive",
      });
      return;
    }
    toast({ title: "Login successful!", description: "Welcome back to Roamwise" });
    navigate(next ?? "/", { replace: true });
  });

  return (
    <AuthLayout
      title="Welcome back"
      description={next?.startsWith("/invite/") ? INVITED : "Log in to pick up where you left off."}
      footer={
        <>
          New to Roamwise?{" "}
          <Link to={withNext("/register", next)} className="font-medium text-primary underline-offset-4 hover:underline">
            Create account
          </Link>
        </>
      }
    >
      {/* POST: should the browser ever send it itself (no script), the password is not in the address. */}
      <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField
          id="login-email"
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          error={errors.email?.message}
          {...register("email")}
        />
        <FormField
          id="login-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register("password")}
        />
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={login.isPending}>
          {login.isPending ? "Signing in..." : "Sign in"}
        </Button>
      </form>
    </AuthLayout>
  );
}
