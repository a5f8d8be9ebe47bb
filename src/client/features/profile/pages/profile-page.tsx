// Profile and Settings (/profile, spec §2): read-only account details,
// notification switches saved per user, the fixed preferences, and the
// account actions (Sign Out, Delete Account).
import { Globe, LogOut, Settings2, ShieldAlert } from "lucide-react";
import { initials } from "@shared/names";
import { PAGES } from "@shared/pages";
import { useLogout, useUser } from "@/features/auth";
import { PageShell } from "@/components/layout/page-header";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { DeleteAccountDialog } from "../components/delete-account-dialog";
import { NotificationSettings } from "../components/notification-settings";
import { ChangePasswordCard } from "../components/change-password-card";

/** Spec §9: fixed, not choosable. */
const PREFERENCES = [
  { label: "Language", value: "English (US)" },
  { label: "Time Zone", value: "Automatic" },
  { label: "Currency", value: "USD ($)" },
];

export function ProfilePage() {
  const { data: user } = useUser();
  const logout = useLogout();
  const fields = [
    { id: "profile-first-name", label: "First name", value: user?.firstName ?? "" },
    { id: "profile-last-name", label: "Last name", value: user?.lastName ?? "" },
    { id: "profile-email", label: "Email", value: user?.email ?? "" },
  ];

  return (
    <PageShell title={PAGES.profile.title}>
      <div className="mx-auto grid w-full max-w-5xl gap-4 p-4 pb-8 sm:p-6 lg:grid-cols-2">
        <Card className="lg:col-span-2">
          <CardHeader className="flex-row items-center gap-4">
            <Avatar className="size-14">
              <AvatarFallback className="bg-primary text-lg text-primary-foreground">{initials(user)}</AvatarFallback>
            </Avatar>
            <div className="min-w-0">
              <CardTitle className="text-lg">Profile Information</CardTitle>
              <CardDescription>Your account details</CardDescription>
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

        <NotificationSettings />

        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Globe className="size-4 text-primary" aria-hidden /> Preferences
            </CardTitle>
            <CardDescription>Regional settings for your account</CardDescription>
          </CardHeader>
          <CardContent>
            <dl className="divide-y">
              {PREFERENCES.map((p) => (
                <div key={p.label} className="flex items-center justify-between gap-4 py-3 first:pt-0 last:pb-0">
                  <dt className="text-sm font-medium">{p.label}</dt>
                  <dd className="text-sm text-muted-foreground">{p.value}</dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>

        <ChangePasswordCard />

        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Settings2 className="size-4 text-primary" aria-hidden /> Account
            </CardTitle>
            <CardDescription>Sign out on this device, or delete your account for good.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            <div className="flex flex-col items-start gap-2 rounded-lg border p-4">
              <p className="text-sm font-medium">Sign out</p>
              <p className="text-sm text-muted-foreground">You can sign in again at any time.</p>
              <Button variant="outline" onClick={() => logout.mutate()} disabled={logout.isPending} className="mt-auto">
                <LogOut /> {logout.isPending ? "Signing out..." : "Sign Out"}
              </Button>
            </div>
            <div className="flex flex-col items-start gap-2 rounded-lg border border-destructive/30 bg-destructive/5 p-4">
              <p className="flex items-center gap-1.5 text-sm font-medium text-destructive">
                <ShieldAlert className="size-4" aria-hidden /> Danger zone
              </p>
              <p className="text-sm text-muted-foreground">Deletes your account and the trips only you are on.</p>
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
