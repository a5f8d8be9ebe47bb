// Profile → Access tokens (docs/product/tokens-and-mcp.md): create a token with a name, see its
// secret once (to copy into a script or an outside assistant), list the
// tokens with when each was last used, and revoke one. The secret is kept in
// this component's state only until the member dismisses it.
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Check, Copy, KeySquare } from "lucide-react";
import { accessTokenInputSchema, type AccessTokenInput, type CreatedAccessToken } from "@shared/profile";
import { InputField } from "@/components/form/form-field";
import { InlineForm } from "@/components/form/inline-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useT } from "@/lib/i18n";
import { useAccessTokens, useCreateAccessToken, useRevokeAccessToken } from "../api/access-tokens";
import { SignInKeysList, type SignInKeyTexts } from "./sign-in-keys-list";

const TEXTS: SignInKeyTexts = {
  title: "profile.tokens.title",
  none: "profile.tokens.none",
  loadFailed: "profile.tokens.loadFailed",
  created: "profile.tokens.created",
  lastUsed: "profile.tokens.lastUsed",
  neverUsed: "profile.tokens.neverUsed",
  remove: "profile.tokens.revoke",
  removeNamed: "profile.tokens.revokeNamed",
  removing: "profile.tokens.revoking",
  removeTitle: "profile.tokens.revokeTitle",
  removeHint: "profile.tokens.revokeHint",
  removed: "profile.tokens.revoked",
  removeFailed: "profile.tokens.revokeFailed",
};

export function AccessTokensCard() {
  const t = useT();
  const tokens = useAccessTokens();
  const [created, setCreated] = useState<CreatedAccessToken | null>(null);
  const revoke = useRevokeAccessToken();

  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeySquare className="size-4 text-primary" aria-hidden /> {t("profile.tokens.title")}
        </CardTitle>
        <CardDescription>{t("profile.tokens.hint")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {created ? <NewTokenSecret token={created} onDone={() => setCreated(null)} /> : <CreateTokenForm onCreated={setCreated} />}
        <SignInKeysList keys={tokens} remove={revoke} texts={TEXTS} />
      </CardContent>
    </Card>
  );
}

function CreateTokenForm({ onCreated }: { onCreated: (token: CreatedAccessToken) => void }) {
  const t = useT();
  const create = useCreateAccessToken();
  const form = useForm<AccessTokenInput>({ resolver: zodResolver(accessTokenInputSchema), defaultValues: { name: "" } });
  const onSubmit = async (body: AccessTokenInput) => {
    onCreated(await create.mutateAsync(body));
    form.reset();
  };
  return (
    <InlineForm
      form={form}
      onSubmit={onSubmit}
      failure={t("profile.tokens.createFailed")}
      className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end"
      label={t("profile.tokens.create")}
    >
      <InputField
        form={form}
        name="name"
        id="token-name"
        label={t("profile.tokens.name")}
        placeholder={t("profile.tokens.namePlaceholder")}
        autoComplete="off"
        className="flex-1"
      />
      <Button type="submit" disabled={create.isPending} className="sm:mb-[1px]">
        {create.isPending ? t("profile.tokens.creating") : t("profile.tokens.create")}
      </Button>
    </InlineForm>
  );
}

function NewTokenSecret({ token, onDone }: { token: CreatedAccessToken; onDone: () => void }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token.token);
      setCopied(true);
    } catch {
      // Clipboard access can be refused (http, permissions); the field stays selectable.
      document.getElementById("new-token")?.focus();
    }
  };
  return (
    <div role="status" className="grid gap-2 rounded-lg border border-primary/40 bg-primary/5 p-4">
      <Label htmlFor="new-token">{t("profile.tokens.copyNow", { name: token.name })}</Label>
      <div className="flex gap-2">
        <Input id="new-token" readOnly value={token.token} className="font-mono text-xs" onFocus={(e) => e.currentTarget.select()} />
        <Button variant="outline" size="icon" aria-label={t("profile.tokens.copy")} onClick={() => void copy()}>
          {copied ? <Check /> : <Copy />}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">{t("profile.tokens.usage")}</p>
      <Button variant="secondary" size="sm" className="justify-self-start" onClick={onDone}>
        {t("profile.tokens.done")}
      </Button>
    </div>
  );
}
