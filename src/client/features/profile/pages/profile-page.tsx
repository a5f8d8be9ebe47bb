// Profile and Settings (/profile, docs/product/accounts-and-security.md): read-only account details,
// notification switches saved per user, the language and theme (docs/product/appearance.md), the fixed preferences, and the
// passkeys, the personal access tokens (docs/product/tokens-and-mcp.md) and the account actions (Sign Out, Delete Account).
import { Globe, LogOut, Map as MapIcon, Settings2, ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import { initials } from "@shared/names";
import { useLogout, useUser } from "@/features/auth";
import { SessionsCard, TwoStepCard } from "@/features/security";
import { ForwardingCard } from "@/features/inbox";
import { PageShell } from "@/components/layout/page-header";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { DeleteAccountDialog } from "../components/delete-account-dialog";
import { NotificationSettings } from "../components/notification-settings";
import { ChangePasswordCard } from "../components/change-password-card";
import { AccessTokensCard } from "../components/access-tokens-card";
import { ConnectedAppsCard } from "../components/connected-apps-card";
import { PasskeysCard } from "../components/passkeys-card";
import { LanguageSetting } from "../components/language-setting";
import { ThemeSetting } from "../components/theme-setting";
import { useT } from "@/lib/i18n";

/** docs/product/accounts-and-security.md's display currency: a code and its symbol, the same in every language. */
const DISPLAY_CURRENCY = "USD ($)";

/** docs/product/accounts-and-security.md: fixed, not choosable (the language is, docs/product/languages.md: LanguageSetting). */
const PREFERENCES = [
  { label: "profile.prefs.timeZone", value: "profile.prefs.automatic" },
  { label: "profile.prefs.currency", value: null },
] as const;

export function ProfilePage() {
  const { data: user } = useUser();
  const logout = useLogout();
  const t = useT();
  const fields = [
    { id: "profile-first-name", label: t("profile.info.firstName"), value: user?.firstName ?? "" },
    { id: "profile-last-name", label: t("profile.info.lastName"), value: user?.lastName ?? "" },
    { id: "profile-email", label: t("profile.info.email"), value: user?.email ?? "" },
  ];

  return (
    <PageShell title={t("layout.page.profile")}>
      <div className="mx-auto grid w-full max-w-5xl gap-4 p-4 pb-8 sm:p-6 lg:grid-cols-2">
        <Card className="lg:col-span-2">
          <CardHeader className="flex-row items-center gap-4">
            <Avatar className="size-14">
              <AvatarFallback className="bg-primary text-lg text-primary-foreground">{initials(user)}</AvatarFallback>
            </Avatar>
            <div className="min-w-0">
              <CardTitle className="text-lg">{t("profile.info.title")}</CardTitle>
              <CardDescription>{t("profile.info.hint")}</CardDescription>
            </div>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {fields.map((f) => (
              <div key={f.id} className={f.id === "profile-email" ? "grid gap-2 sm:col-span-2 lg:col-span-1" : "grid gap-2"}>
                <Label htmlFor={f.id}>{f.label}</Label>
                <Input id={f.id} value={f.value} readOnly className="bg-muted/60" />
              </div>
            ))}
          </CardContent>
        </Card>

        <Card className="lg:col-span-2">
          <CardHeader className="flex-row flex-wrap items-center gap-4">
            <div className="min-w-0 flex-1">
              <CardTitle className="flex items-center gap-2">
                <MapIcon className="size-4 text-primary" aria-hidden /> {t("layout.page.atlas")}
              </CardTitle>
              <CardDescription>{t("profile.atlas.hint")}</CardDescription>
            </div>
            <Button asChild variant="outline">
              <Link to="/profile/atlas" data-testid="open-atlas">
                {t("profile.atlas.open")}
              </Link>
            </Button>
          </CardHeader>
        </Card>

        <NotificationSettings />

        <ForwardingCard />

        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Globe className="size-4 text-primary" aria-hidden /> {t("profile.prefs.title")}
            </CardTitle>
            <CardDescription>{t("profile.prefs.hint")}</CardDescription>
          </CardHeader>
          <CardContent>
            <div className="divide-y">
              <LanguageSetting />
              <ThemeSetting />
            </div>
            <dl className="divide-y border-t">
              {PREFERENCES.map((p) => (
                <div key={p.label} className="flex items-center justify-between gap-4 py-3 last:pb-0">
                  <dt className="text-sm font-medium">{t(p.label)}</dt>
                  <dd className="text-sm text-muted-foreground">{p.value ? t(p.value) : DISPLAY_CURRENCY}</dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>

        <ChangePasswordCard />

        <PasskeysCard />
        <TwoStepCard />

        <SessionsCard />

        <AccessTokensCard />

        <ConnectedAppsCard />

        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Settings2 className="size-4 text-primary" aria-hidden /> {t("profile.account.title")}
            </CardTitle>
            <CardDescription>{t("profile.account.hint")}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            <div className="flex flex-col items-start gap-2 rounded-lg border p-4">
              <p className="text-sm font-medium">{t("profile.account.signOut")}</p>
              <p className="text-sm text-muted-foreground">{t("profile.account.signOutHint")}</p>
              <Button variant="outline" onClick={() => logout.mutate()} disabled={logout.isPending} className="mt-auto">
                <LogOut /> {logout.isPending ? t("profile.account.signingOut") : t("profile.account.signOutButton")}
              </Button>
            </div>
            <div className="flex flex-col items-start gap-2 rounded-lg border border-destructive/30 bg-destructive/5 p-4">
              <p className="flex items-center gap-1.5 text-sm font-medium text-destructive">
                <ShieldAlert className="size-4" aria-hidden /> {t("profile.account.danger")}
              </p>
              <p className="text-sm text-muted-foreground">{t("profile.account.dangerHint")}</p>
              {user && (
                <div className="mt-auto">
                  <DeleteAccountDialog email={user.email} />
                </div>
              )}
            </div>
          </CardContent>
        </Card>
      </div>
    </PageShell>
  );
}
