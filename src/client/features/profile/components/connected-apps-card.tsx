// Profile → Connected apps (docs/tools-and-mcp.md): the outside assistants the member allowed on the
// consent screen, what each may do and when it last called, and a way to disconnect one (its
// tokens stop working at once). Beside the personal access tokens, which work on as before.
import { PlugZap } from "lucide-react";
import type { OAuthScope } from "@shared/oauth";
import type { MessageId } from "@shared/i18n/catalogue";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useT } from "@/lib/i18n";
import { useConnectedApps, useDisconnectApp } from "../api/connected-apps";
import { SignInKeysList, type SignInKeyTexts } from "./sign-in-keys-list";

const TEXTS: SignInKeyTexts = {
  title: "profile.apps.title",
  none: "profile.apps.none",
  loadFailed: "profile.apps.loadFailed",
  created: "profile.apps.created",
  lastUsed: "profile.tokens.lastUsed",
  neverUsed: "profile.tokens.neverUsed",
  remove: "profile.apps.disconnect",
  removeNamed: "profile.apps.disconnectNamed",
  removing: "profile.apps.disconnecting",
  removeTitle: "profile.apps.disconnectTitle",
  removeHint: "profile.apps.disconnectHint",
  removed: "profile.apps.disconnected",
  removeFailed: "profile.apps.disconnectFailed",
};

/** What a grant allows, in one phrase: changing implies reading. */
export const grantPhrase = (scopes: readonly OAuthScope[]): MessageId => (scopes.includes("trips:write") ? "profile.apps.readWrite" : "profile.apps.readOnly");

export function ConnectedAppsCard() {
  const t = useT();
  const apps = useConnectedApps((scopes) => t(grantPhrase(scopes)));
  const disconnect = useDisconnectApp();
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <PlugZap className="size-4 text-primary" aria-hidden /> {t("profile.apps.title")}
        </CardTitle>
        <CardDescription>{t("profile.apps.hint")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <SignInKeysList keys={apps} remove={disconnect} texts={TEXTS} />
      </CardContent>
    </Card>
  );
}
