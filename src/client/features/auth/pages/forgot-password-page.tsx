// "Forgot password" (/forgot-password, ADR 027): asks for the address and says
// the same thing afterwards whether or not it has an account.
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { forgotPasswordSchema } from "@shared/auth";
import { PAGES } from "@shared/pages";
import { InputField } from "@/components/form/form-field";
import { Button } from "@/components/ui/button";
import { useT } from "@/lib/i18n";
import { useForgotPassword } from "../api/password-reset";
import { AuthForm } from "../components/auth-form";
import { AuthLayout } from "../components/auth-layout";

export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const t = useT();
  const form = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: "" } });
  const [sentTo, setSentTo] = useState<string | null>(null);

  return (
    <AuthLayout
      title={t("auth.page.forgot")}
      description={t("account.forgot.description")}
      footer={{ prompt: t("account.forgot.remembered"), to: PAGES.login.path, link: t("auth.login.submit") }}
    >
      {sentTo ? (
        <div role="status" className="grid gap-4">
          <div className="flex items-start gap-3 rounded-lg border bg-muted/40 p-4">
            <MailCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
            <div className="grid gap-1">
              <p className="font-medium">{t("account.forgot.sentTitle")}</p>
              <p className="text-sm break-words text-muted-foreground">{t("account.forgot.sent", { email: sentTo })}</p>
            </div>
          </div>
          <Button type="button" variant="outline" className="w-full" onClick={() => setSentTo(null)}>
            {t("account.forgot.again")}
          </Button>
        </div>
      ) : (
        <AuthForm
          form={form}
          send={(values) => forgot.mutateAsync(values)}
          failure={{ title: t("account.forgot.failed"), fallback: t("account.forgot.error") }}
          then={(values) => setSentTo(values.email)}
          submitLabel={t("account.forgot.submit")}
          pendingLabel={t("account.forgot.pending")}
          pending={forgot.isPending}
        >
          <InputField form={form} name="email" id="forgot-email" label={t("auth.field.email")} type="email" autoComplete="email" placeholder={t("auth.field.emailPlaceholder")} />
        </AuthForm>
      )}
    </AuthLayout>
  );
}
