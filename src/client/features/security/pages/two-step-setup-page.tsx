// Where an instance that requires two-step sign-in takes a member who has none
// yet (docs/security.md): every other page, and every API call but these, waits
// until it is set up. Outside the app frame, whose reads would all be refused.
import { Navigate, useNavigate } from "react-router";
import { HOME_PATH, SIGN_IN_PAGE } from "@shared/pages";
import { useLogout, useUser } from "@/features/auth";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useT } from "@/lib/i18n";
import { AddPasskeyForm } from "@/features/profile";
import { useWebAuthnSupported } from "@/lib/passkeys";
import { TotpSetup } from "../components/totp-setup";

export function TwoStepSetupPage() {
  const t = useT();
  const navigate = useNavigate();
  const { data: user } = useUser();
  const logout = useLogout();
  const passkeys = useWebAuthnSupported();
  if (!user) return <Navigate to={SIGN_IN_PAGE.path} replace />;
  // Either counts as the second step: a code from an authenticator app, or a passkey.
  const done = user.twoFactor.totp || user.twoFactor.passkeys > 0;
  const home = () => navigate(HOME_PATH, { replace: true });
  return (
    <main className="flex min-h-dvh items-center justify-center bg-background px-4 py-10">
      <Card className="grid w-full max-w-lg gap-4 p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">{t("profile.security.requiredTitle")}</h1>
        <p className="text-sm text-muted-foreground">{t(done ? "profile.security.requiredDone" : "profile.security.requiredHint")}</p>
        {done ? (
          <Button className="justify-self-start" onClick={home}>
            {t("profile.security.continue")}
          </Button>
        ) : (
          <>
            <TotpSetup onDone={home} />
            {passkeys && (
              <section aria-labelledby="required-passkey" className="grid gap-3 border-t pt-4">
                <h2 id="required-passkey" className="font-semibold">
                  {t("profile.security.requiredPasskey")}
                </h2>
                <p className="text-sm text-muted-foreground">{t("profile.security.requiredPasskeyHint")}</p>
                <AddPasskeyForm onAdded={home} />
              </section>
            )}
          </>
        )}
        <Button variant="link" className="justify-self-start px-0" onClick={() => logout.mutate()} disabled={logout.isPending}>
          {t("profile.account.signOutButton")}
        </Button>
      </Card>
    </main>
  );
}
