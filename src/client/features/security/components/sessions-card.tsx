// Profile → Security → Where you're signed in (docs/security.md): each session
// with its device in words (from the browser's User-Agent), address and last
// activity (moved at most once a minute), signing one out, or all but this one.
import Bowser from "bowser";
import { LogOut, MonitorSmartphone } from "lucide-react";
import type { SessionInfo } from "@shared/two-factor";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useFormat } from "@/lib/format";
import { useT, type Translate } from "@/lib/i18n";
import { useRevokeOtherSessions, useRevokeSession, useSessions } from "../api/sessions";

/** The viewer's own time zone: the list is fetched in the browser, never rendered on the server. */
const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** "Chrome on Android", "Safari on iOS"; what the User-Agent does not say is left out. */
export function deviceName(userAgent: string | null, t: Translate): string {
  if (!userAgent) return t("profile.sessions.unknownDevice");
  const { browser, os } = Bowser.parse(userAgent);
  if (browser.name && os.name) return t("profile.sessions.device", { browser: browser.name, os: os.name });
  return browser.name ?? os.name ?? t("profile.sessions.unknownDevice");
}

export function SessionsCard() {
  const t = useT();
  const sessions = useSessions();
  const others = useRevokeOtherSessions();
  const hasOthers = (sessions.data ?? []).some((s) => !s.current);

  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MonitorSmartphone className="size-4 text-primary" aria-hidden /> {t("profile.sessions.title")}
        </CardTitle>
        <CardDescription>{t("profile.sessions.hint")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {sessions.isPending ? (
          <Skeleton className="h-12 rounded-lg" />
        ) : sessions.isError ? (
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <p className="text-muted-foreground">{t("profile.sessions.loadFailed")}</p>
            <Button variant="outline" size="sm" onClick={() => void sessions.refetch()}>
              {t("budget.page.retry")}
            </Button>
          </div>
        ) : (
          <ul className="divide-y rounded-lg border" aria-label={t("profile.sessions.title")}>
            {sessions.data.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
        )}
        {hasOthers && (
          <Button
            variant="outline"
            className="justify-self-start"
            disabled={others.isPending}
            onClick={() =>
              others.mutate(undefined, {
                onSuccess: () => notifySuccess(t("profile.sessions.othersEnded"), t("profile.sessions.othersEndedHint")),
                onError: (error) => notifyError(error, t("common.error"), t("profile.sessions.revokeFailed")),
              })
            }
          >
            <LogOut /> {t("profile.sessions.signOutOthers")}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

function SessionRow({ session }: { session: SessionInfo }) {
  const t = useT();
  const f = useFormat();
  const zone = viewerTimeZone();
  const revoke = useRevokeSession();
  const device = deviceName(session.userAgent, t);
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 p-3" data-testid="session-row">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          {device}
          {session.current && <Badge variant="success">{t("profile.sessions.thisDevice")}</Badge>}
        </p>
        <p className="text-xs text-muted-foreground">
          {t("profile.sessions.lastActive", { date: f.instantDate(session.lastActiveAt, zone), time: f.clock(session.lastActiveAt, zone) })}
          {session.ip ? ` · ${session.ip}` : ""}
          {" · "}
          {t("profile.sessions.since", { date: f.instantDate(session.createdAt, zone) })}
        </p>
      </div>
      {!session.current && (
        <Button
          variant="ghost"
          size="sm"
          disabled={revoke.isPending}
          aria-label={t("profile.sessions.signOutNamed", { device })}
          onClick={() =>
            revoke.mutate(session.id, {
              onSuccess: () => notifySuccess(t("profile.sessions.ended"), device),
              onError: (error) => notifyError(error, t("common.error"), t("profile.sessions.revokeFailed")),
            })
          }
        >
          <LogOut /> {t("profile.sessions.signOut")}
        </Button>
      )}
    </li>
  );
}
