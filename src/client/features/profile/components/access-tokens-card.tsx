// Profile → Access tokens (docs/product/tokens-and-mcp.md): create a token with a name, see its
// secret once (to copy into a script or an outside assistant), list the
// tokens with when each was last used, and revoke one. The secret is kept in
// this component's state only until the member dismisses it.
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Check, Copy, KeySquare, Trash2 } from "lucide-react";
import { accessTokenInputSchema, type AccessToken, type AccessTokenInput, type CreatedAccessToken } from "@shared/profile";
import { InputField } from "@/components/form/form-field";
import { InlineForm } from "@/components/form/inline-form";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useFormat } from "@/lib/format";
import { useT } from "@/lib/i18n";
import { useAccessTokens, useCreateAccessToken, useRevokeAccessToken } from "../api/access-tokens";

/** The viewer's own time zone: the list is fetched in the browser, never rendered on the server. */
const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function AccessTokensCard() {
  const t = useT();
  const tokens = useAccessTokens();
  const [created, setCreated] = useState<CreatedAccessToken | null>(null);
  const [revoking, setRevoking] = useState<AccessToken | null>(null);
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
        {tokens.isPending ? (
          <Skeleton className="h-12 rounded-lg" />
        ) : tokens.isError ? (
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <p className="text-muted-foreground">{t("profile.tokens.loadFailed")}</p>
            <Button variant="outline" size="sm" onClick={() => void tokens.refetch()}>
              {t("budget.page.retry")}
            </Button>
          </div>
        ) : tokens.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("profile.tokens.none")}</p>
        ) : (
          <ul className="divide-y rounded-lg border" aria-label={t("profile.tokens.title")}>
            {tokens.data.map((token) => (
              <TokenRow key={token.id} token={token} onRevoke={() => setRevoking(token)} />
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDeleteDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={t("profile.tokens.revokeTitle", { name: revoking?.name ?? "" })}
        description={t("profile.tokens.revokeHint")}
        pending={revoke.isPending}
        confirmLabel={t("profile.tokens.revoke")}
        pendingLabel={t("profile.tokens.revoking")}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              notifySuccess(t("profile.tokens.revoked"), revoking.name);
              setRevoking(null);
            },
            onError: (error) => notifyError(error, t("common.error"), t("profile.tokens.revokeFailed")),
          })
        }
      />
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

function TokenRow({ token, onRevoke }: { token: AccessToken; onRevoke: () => void }) {
  const t = useT();
  const f = useFormat();
  const zone = viewerTimeZone();
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 p-3">
      <div className="min-w-0">
        <p className="truncate text-sm font-medium">{token.name}</p>
        <p className="text-xs text-muted-foreground">
          {t("profile.tokens.created", { date: f.instantDate(token.createdAt, zone) })} ·{" "}
          {token.lastUsedAt
            ? t("profile.tokens.lastUsed", { date: f.instantDate(token.lastUsedAt, zone), time: f.clock(token.lastUsedAt, zone) })
            : t("profile.tokens.neverUsed")}
        </p>
      </div>
      <Button variant="ghost" size="sm" onClick={onRevoke} aria-label={t("profile.tokens.revokeNamed", { name: token.name })}>
        <Trash2 /> {t("profile.tokens.revoke")}
      </Button>
    </li>
  );
}
