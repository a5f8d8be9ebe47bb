// Until the address is verified (docs/product/admin.md): the app works as ever, with this banner and a Resend button.
import { MailWarning } from "lucide-react";
import { Button } from "@/components/ui/button";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useT } from "@/lib/i18n";
import { useUser } from "../api/get-user";
import { useResendVerification } from "../api/verify-email";

export function VerifyEmailBanner() {
  const { data: user } = useUser();
  const resend = useResendVerification();
  const t = useT();
  if (!user || user.emailVerified) return null;
  return (
    <div role="status" className="flex flex-wrap items-center gap-3 border-b border-warning-border bg-warning px-4 py-2 text-sm text-warning-foreground">
      <MailWarning className="size-4 shrink-0" aria-hidden />
      <span className="min-w-0 flex-1">{t("layout.verify.banner", { email: user.email })}</span>
      <Button
        size="sm"
        variant="outline"
        disabled={resend.isPending}
        onClick={() =>
          resend.mutate(undefined, {
            onSuccess: () => notifySuccess(t("layout.verify.resent")),
            onError: (err) => notifyError(err, t("layout.verify.resendFailed")),
          })
        }
      >
        {t("layout.verify.resend")}
      </Button>
    </div>
  );
}
