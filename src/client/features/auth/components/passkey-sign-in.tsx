// "Sign in with a passkey" under the password form: with the address typed there, that account's
// passkeys; without, any this device holds for Roamwise. Shown when the server offers passkeys;
// a browser that cannot use them is told so instead of a button that would fail.
import { useLocation, useNavigate } from "react-router";
import { KeyRound } from "lucide-react";
import { HOME_PATH } from "@shared/pages";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { safeNextPath } from "@/lib/next-path";
import { translate, useT } from "@/lib/i18n";
import { passkeyFailureText, useWebAuthnSupported } from "@/lib/passkeys";
import type { AuthMethods } from "@shared/admin";
import { usePasskeyLogin } from "../api/login";
import { OrDivider } from "./or-divider";

/** `email`: what the address field holds right now (used only when it looks like an address). */
export function PasskeySignIn({ methods, email }: { methods: AuthMethods | undefined; email: () => string }) {
  const t = useT();
  const signIn = usePasskeyLogin();
  const navigate = useNavigate();
  const next = safeNextPath(useLocation().search);
  const supported = useWebAuthnSupported();
  if (!methods?.passkeys) return null;

  const onClick = async () => {
    const typed = email().trim();
    try {
      await signIn.mutateAsync(/^[^\s@]+@[^\s@]+$/.test(typed) ? typed : undefined);
    } catch (error) {
      toast({ title: t("auth.passkey.failed"), description: passkeyFailureText(error, t("auth.passkey.fallback")), variant: "destructive" });
      return;
    }
    toast({ title: translate("auth.login.success"), description: translate("auth.login.welcomeBack") });
    navigate(next ?? HOME_PATH, { replace: true });
  };

  return (
    <div className="mt-6 grid gap-3">
      <OrDivider />
      {supported ? (
        <>
          <Button type="button" variant="outline" size="lg" className="w-full" disabled={signIn.isPending} onClick={() => void onClick()}>
            <KeyRound aria-hidden /> {signIn.isPending ? t("auth.passkey.pending") : t("auth.passkey.signIn")}
          </Button>
          <p className="text-xs text-muted-foreground">{t("auth.passkey.hint")}</p>
        </>
      ) : (
        <p role="status" className="rounded-lg border bg-muted/60 p-3 text-sm text-muted-foreground">
          {t("auth.passkey.unsupported")}
        </p>
      )}
    </div>
  );
}
