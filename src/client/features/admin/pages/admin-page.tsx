// The Admin screen (/admin, docs/product/admin.md): instance admins only —
// anyone else gets the not-found page, and the server refuses their calls too.
// Tabs: Users, Sign-up and sign-in, Backups, Audit log, About this instance.
import { useState } from "react";
import type { AdminUser, InstanceSettings } from "@shared/admin";
import { REGISTRATION_MODES } from "@shared/admin";
import { displayName } from "@shared/names";
import { useUser } from "@/features/auth";
import { NotFoundPage } from "@/components/not-found-page";
import { PageShell } from "@/components/layout/page-header";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useT } from "@/lib/i18n";
import { Switch } from "@/components/ui/switch";
import { useFormat } from "@/lib/format";
import { useAuthMethods } from "@/lib/auth-methods";
import { useAdminUsers, useAuditLog, useDeleteUser, useInstanceInfo, useInstanceSettings, useSaveSettings, useUpdateUser } from "../api/admin";
import { BackupsTab } from "../components/backups-tab";

export function AdminPage() {
  const { data: user } = useUser();
  const t = useT();
  if (!user?.isAdmin) return <NotFoundPage />;
  return (
    <PageShell title={t("layout.page.admin")}>
      <div className="mx-auto max-w-5xl p-4 sm:p-6">
        <Tabs defaultValue="users">
          {/* Five tabs wrap on a phone: the list grows with them instead of spilling out of its fixed height. */}
          <TabsList className="mb-4 h-auto flex-wrap justify-start">
            <TabsTrigger value="users">{t("admin.tab.users")}</TabsTrigger>
            <TabsTrigger value="signup">{t("admin.tab.signup")}</TabsTrigger>
            <TabsTrigger value="backups">{t("admin.tab.backups")}</TabsTrigger>
            <TabsTrigger value="audit">{t("admin.tab.audit")}</TabsTrigger>
            <TabsTrigger value="about">{t("admin.tab.about")}</TabsTrigger>
          </TabsList>
          <TabsContent value="users">
            <UsersTab />
          </TabsContent>
          <TabsContent value="signup">
            <SignUpTab />
          </TabsContent>
          <TabsContent value="backups">
            <BackupsTab />
          </TabsContent>
          <TabsContent value="audit">
            <AuditTab />
          </TabsContent>
          <TabsContent value="about">
            <AboutTab />
          </TabsContent>
        </Tabs>
      </div>
    </PageShell>
  );
}

function UsersTab() {
  const t = useT();
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const users = useAdminUsers(q.trim(), page);
  const total = users.data?.total ?? 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("admin.tab.users")}</CardTitle>
        <CardDescription>{t("admin.users.count", { count: total })}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="space-y-1">
          <Label htmlFor="admin-user-search">{t("admin.users.search")}</Label>
          <Input
            id="admin-user-search"
            type="search"
            value={q}
            onChange={(e) => {
              setQ(e.target.value);
              setPage(1);
            }}
          />
        </div>
        <ul className="divide-y" aria-label={t("admin.tab.users")}>
          {users.data?.items.map((u) => <UserRow key={u.id} user={u} />)}
        </ul>
        {total > 50 && (
          <div className="flex items-center gap-2">
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t("admin.users.previous")}
            </Button>
            <Button variant="outline" size="sm" disabled={page * 50 >= total} onClick={() => setPage(page + 1)}>
              {t("admin.users.next")}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function UserRow({ user }: { user: AdminUser }) {
  const t = useT();
  const format = useFormat();
  const { data: me } = useUser();
  const update = useUpdateUser();
  const remove = useDeleteUser();
  const [confirming, setConfirming] = useState(false);
  const name = displayName(user);
  const change = (patch: { isAdmin?: boolean; disabled?: boolean }, done: string) =>
    update.mutate({ userId: user.id, patch }, { onSuccess: () => notifySuccess(done), onError: (err) => notifyError(err, t("admin.users.failed")) });
  return (
    <li className="flex flex-wrap items-center gap-3 py-3" aria-label={name}>
      {/* A row of its own on a phone: the name and address are not cut to make room for the badges. */}
      <div className="min-w-0 basis-full sm:flex-1 sm:basis-0">
        <p className="truncate font-medium">
          {name} {user.id === me?.id && <span className="text-muted-foreground">{t("admin.users.you")}</span>}
        </p>
        <p className="truncate text-sm text-muted-foreground">{user.email}</p>
        <p className="text-xs text-muted-foreground">
          {t("admin.users.details", {
            trips: user.tripCount,
            joined: format.date(user.createdAt.slice(0, 10)),
          })}
        </p>
      </div>
      <div className="flex flex-wrap gap-1">
        {user.isAdmin && <Badge>{t("admin.users.admin")}</Badge>}
        {user.disabled && <Badge variant="destructive">{t("admin.users.disabled")}</Badge>}
        {!user.emailVerified && <Badge variant="outline">{t("admin.users.unverified")}</Badge>}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" disabled={update.isPending} onClick={() => change({ isAdmin: !user.isAdmin }, t(user.isAdmin ? "admin.users.demoted" : "admin.users.promoted", { name }))}>
          {t(user.isAdmin ? "admin.users.demote" : "admin.users.promote")}
        </Button>
        <Button variant="outline" size="sm" disabled={update.isPending} onClick={() => change({ disabled: !user.disabled }, t(user.disabled ? "admin.users.enabledDone" : "admin.users.disabledDone", { name }))}>
          {t(user.disabled ? "admin.users.enable" : "admin.users.disable")}
        </Button>
        <Button variant="destructive" size="sm" onClick={() => setConfirming(true)}>
          {t("admin.users.delete")}
        </Button>
      </div>
      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("admin.users.deleteTitle", { name })}
        description={t("admin.users.deleteDescription")}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(user.id, {
            onSuccess: () => {
              setConfirming(false);
              notifySuccess(t("admin.users.deleted", { name }));
            },
            onError: (err) => notifyError(err, t("admin.users.failed")),
          })
        }
      />
    </li>
  );
}

const MODE_LABEL = { open: "admin.signup.open", invite: "admin.signup.invite", closed: "admin.signup.closed" } as const;

function SignUpTab() {
  const t = useT();
  const settings = useInstanceSettings();
  const methods = useAuthMethods();
  const save = useSaveSettings();
  if (!settings.data) return null;
  const current = settings.data;
  // The choice shows at once, while it is saved.
  const shown = (save.isPending ? save.variables : undefined) ?? current;
  const change = (patch: Partial<InstanceSettings>) =>
    save.mutate({ ...current, ...patch }, { onSuccess: () => notifySuccess(t("admin.signup.saved")), onError: (err) => notifyError(err, t("admin.signup.failed")) });
  const sso = methods.data?.oidc;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("admin.signup.registration")}</CardTitle>
        <CardDescription>{t("admin.signup.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <fieldset className="space-y-2" disabled={save.isPending}>
          <legend className="sr-only">{t("admin.signup.registration")}</legend>
          {REGISTRATION_MODES.map((mode) => (
            <label key={mode} className="flex items-center gap-2 text-sm">
              <input type="radio" name="registration" value={mode} checked={shown.registration === mode} onChange={() => change({ registration: mode })} />
              {t(MODE_LABEL[mode])}
            </label>
          ))}
        </fieldset>
        {sso ? (
          // Password sign-in can be turned off only while single sign-on is set up (the server refuses otherwise).
          <label className="mt-4 flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-0.5"
              checked={shown.passwordSignIn}
              disabled={save.isPending}
              onChange={(e) => change({ passwordSignIn: e.target.checked })}
            />
            <span>
              {t("admin.signup.passwordSignIn")}
              <span className="block text-muted-foreground">{t("admin.signup.passwordSignInHelp", { name: sso.name })}</span>
            </span>
          </label>
        ) : (
          <p className="mt-4 text-sm text-muted-foreground">{t("admin.signup.passwordOnly")}</p>
        )}
        <div className="mt-4 flex items-center justify-between gap-4 border-t pt-4">
          <div className="grid gap-1">
            <Label htmlFor="admin-require-two-factor">{t("admin.signup.requireTwoFactor")}</Label>
            <p id="admin-require-two-factor-hint" className="text-sm text-muted-foreground">
              {t("admin.signup.requireTwoFactorHint")}
            </p>
          </div>
          <Switch
            id="admin-require-two-factor"
            aria-describedby="admin-require-two-factor-hint"
            disabled={save.isPending}
            checked={shown.requireTwoFactor}
            onCheckedChange={(requireTwoFactor) => change({ requireTwoFactor })}
          />
        </div>
      </CardContent>
    </Card>
  );
}

function AuditTab() {
  const t = useT();
  const format = useFormat();
  const [action, setAction] = useState("");
  const audit = useAuditLog(action.trim());
  // The reader's own zone: an entry is an instant, shown as their clock read it.
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const entries = audit.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("admin.tab.audit")}</CardTitle>
        <CardDescription>{t("admin.audit.description")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="space-y-1">
          <Label htmlFor="admin-audit-action">{t("admin.audit.action")}</Label>
          <Input id="admin-audit-action" value={action} onChange={(e) => setAction(e.target.value)} />
        </div>
        <ul className="divide-y text-sm">
          {entries.map((e) => (
            <li key={e.id} className="grid gap-1 py-2 sm:grid-cols-[12rem_12rem_1fr]">
              <span className="text-muted-foreground">
                {format.instantDate(e.at, zone)} {format.clock(e.at, zone)}
              </span>
              <span className="font-mono">{e.action}</span>
              <span className="truncate">{e.actorEmail ?? t("admin.audit.system")}</span>
            </li>
          ))}
        </ul>
        {audit.hasNextPage && (
          <Button variant="outline" size="sm" disabled={audit.isFetchingNextPage} onClick={() => void audit.fetchNextPage()}>
            {t("admin.audit.more")}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

function AboutTab() {
  const t = useT();
  const info = useInstanceInfo();
  if (!info.data) return null;
  const rows = [
    [t("admin.about.version"), info.data.version],
    [t("admin.about.database"), info.data.database === "pglite" ? "PGlite" : "PostgreSQL"],
    [t("admin.about.users"), String(info.data.users)],
    [t("admin.about.trips"), String(info.data.trips)],
    [t("admin.about.files"), String(info.data.files)],
    [t("admin.about.storage"), t("admin.about.megabytes", { size: (info.data.storageBytes / 1_000_000).toFixed(1) })],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("admin.tab.about")}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
