// Profile (/profile): the read-only account details; settings come later.
import { initials } from "@shared/user";
import { LogOut } from "lucide-react";
import { useLogout, useUser } from "@/features/auth";
import { PageShell } from "@/components/layout/page-header";
import { NotBuiltCard } from "@/components/not-built-card";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

export function ProfilePage() {
  const { data: user } = useUser();
  const logout = useLogout();
  const fields = [
    { id: "profile-first-name", label: "First name", value: user?.firstName ?? "" },
    { id: "profile-last-name", label: "Last name", value: user?.lastName ?? "" },
    { id: "profile-email", label: "Email", value: user?.email ?? "" },
  ];

  return (
    <PageShell title="Profile & Settings">
      <div className="mx-auto grid w-full max-w-3xl gap-4 p-4 sm:p-6">
        <Card>
          <CardHeader className="flex-row items-center gap-4">
            <Avatar className="size-14">
              <AvatarFallback className="bg-primary text-lg text-primary-foreground">{initials(user)}</AvatarFallback>
            </Avatar>
            <div className="min-w-0">
              <CardTitle className="text-lg">Profile Information</CardTitle>
              <CardDescription>Your account details</CardDescription>
            </div>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            {fields.map((f) => (
              <div key={f.id} className={f.id === "profile-email" ? "grid gap-2 sm:col-span-2" : "grid gap-2"}>
                <Label htmlFor={f.id}>{f.label}</Label>
                <Input id={f.id} value={f.value} readOnly className="bg-muted/60" />
              </div>
            ))}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Account</CardTitle>
            <CardDescription>Sign out of Roamwise on this device.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button variant="outline" onClick={() => logout.mutate()} disabled={logout.isPending}>
              <LogOut /> Sign Out
            </Button>
          </CardContent>
        </Card>
        <NotBuiltCard />
      </div>
    </PageShell>
  );
}
