// Where an instance that requires two-step sign-in takes a member who has none
// yet (docs/security.md): every other page, and every API call but these, waits
// until it is set up. Outside the app frame, whose reads would all be refused.
import { Navigate, useNavigate } from "react-router";
import { HOME_PATH, SIGN_IN_PAGE } from "@shared/pages";
import { useLogout, useUser } from "@/features/auth";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useT } from "@/lib/i18n";
import { TotpSetup } from "../components/totp-setup";

export function TwoStepSetupPage() {
  const t = useT();
  const navigate = useNavigate();
  const { data: user } = useUser();
  const logout = useLogout();
  if (!user) return <Navigate to={SIGN_IN_PAGE.path} replace />;
  return (
    <main className="flex min-h-dvh items-center justify-center bg-background px-4 py-10">
      <Card className="grid w-full max-w-lg gap-4 p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">{t("profile.security.requiredTitle")}</h1>
        <p className="text-sm text-muted-foreground">{t(user.twoFactor.totp ? "profile.security.requiredDone" : "profile.security.requiredHint")}</p>
        {user.twoFactor.totp ? (
          <Button className="justify-self-start" onClick={() => navigate(HOME_PATH, { replace: true })}>
            {t("profile.security.continue")}
          </Button>
        ) : (
          <TotpSetup onDone={() => navigate(HOME_PATH, { replace: true })} />
        )}
        <Button variant="link" className="justify-self-start px-0" onClick={() => logout.mutate()} disabled={logout.isPending}>
          {t("profile.account.signOutButton")}
        </Button>
      </Card>
    </main>
  );
}
