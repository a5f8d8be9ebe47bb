// The consent screen (/connect, docs/tools-and-mcp.md): an outside app (an assistant over MCP) asked
// to act for the member. The page names the app, the address it sends the member back to and what
// it may do; Allow sends the browser back with a single-use code, Deny with access_denied. The
// request arrives in the query string from /oauth/authorize and is checked again by the server.
import { useMemo } from "react";
import { useLocation } from "react-router";
import { BookOpen, Link2Off, Loader2, PencilLine, PlugZap } from "lucide-react";
import { consentRequestSchema, type ConsentRequest, type OAuthScope } from "@shared/oauth";
import { PageShell } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { errorDescription } from "@/lib/api";
import { notifyError } from "@/lib/notify";
import { useT } from "@/lib/i18n";
import { useConsentDecision, useConsentInfo } from "../api/consent";

const SCOPE_TEXT = {
  "trips:read": { icon: BookOpen, text: "profile.connect.scopeRead" },
  "trips:write": { icon: PencilLine, text: "profile.connect.scopeWrite" },
} as const satisfies Record<OAuthScope, unknown>;

/** The request's parameters as the app sent them; anything else in the address is left out. */
function requestOf(search: string): ConsentRequest {
  const parsed = consentRequestSchema.safeParse(Object.fromEntries(new URLSearchParams(search)));
  return parsed.success ? parsed.data : {};
}

export function ConnectPage() {
  const t = useT();
  const { search } = useLocation();
  const request = useMemo(() => requestOf(search), [search]);
  const info = useConsentInfo(request);
  const decide = useConsentDecision();
  const answer = (allow: boolean) =>
    decide.mutate(
      { ...request, allow },
      {
        // Back to the app: an address of its own, outside this app.
        onSuccess: ({ redirectTo }) => window.location.assign(redirectTo),
        onError: (error) => notifyError(error, t("common.error"), t("profile.connect.failed")),
      },
    );
  // After an answer the browser is leaving: the buttons stay disabled until it has.
  const leaving = decide.isPending || decide.isSuccess;

  return (
    <PageShell title={t("profile.connect.title")}>
      <div className="mx-auto flex w-full max-w-lg p-4 pt-10 sm:p-6 sm:pt-16">
        <Card className="flex w-full flex-col gap-5 p-6 sm:p-8">
          {info.isPending ? (
            <div className="flex flex-col items-center gap-3 text-center">
              <Loader2 className="size-10 animate-spin text-primary" aria-hidden />
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {t("profile.connect.loading")}
              </p>
            </div>
          ) : info.isError ? (
            <div className="flex flex-col items-center gap-3 text-center">
              <Link2Off className="size-10 text-muted-foreground" aria-hidden />
              <h2 className="text-xl font-semibold">{t("profile.connect.cantUse")}</h2>
              <p role="alert" className="text-sm text-muted-foreground">
                {errorDescription(info.error, t("common.tryAgain"))}
              </p>
            </div>
          ) : (
            <>
              <div className="flex flex-col items-center gap-3 text-center">
                <PlugZap className="size-10 text-primary" aria-hidden />
                <h2 className="text-xl font-semibold">{t("profile.connect.heading", { app: info.data.clientName })}</h2>
                <p className="text-sm text-muted-foreground">{t("profile.connect.returnsTo", { host: info.data.redirectHost })}</p>
              </div>
              <div className="grid gap-2">
                <p className="text-sm font-medium">{t("profile.connect.mayDo")}</p>
                <ul className="grid gap-2 rounded-lg border p-3" aria-label={t("profile.connect.mayDo")}>
                  {info.data.scopes.map((scope) => {
                    const { icon: Icon, text } = SCOPE_TEXT[scope];
                    return (
                      <li key={scope} className="flex items-start gap-2 text-sm">
                        <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden /> {t(text)}
                      </li>
                    );
                  })}
                </ul>
                <p className="text-xs text-muted-foreground">{t("profile.connect.roleLimit")}</p>
                <p className="text-xs text-muted-foreground">{t("profile.connect.revokeLater")}</p>
              </div>
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Button variant="outline" disabled={leaving} onClick={() => answer(false)}>
                  {t("profile.connect.deny")}
                </Button>
                <Button disabled={leaving} onClick={() => answer(true)}>
                  {t("profile.connect.allow")}
                </Button>
              </div>
            </>
          )}
        </Card>
      </div>
    </PageShell>
  );
}
