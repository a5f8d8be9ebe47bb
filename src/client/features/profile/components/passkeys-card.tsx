// Profile → Security → Passkeys (docs/product/accounts-and-security.md): add one with a name (the
// browser asks the device), list them with when each was last used, and remove one.
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { KeyRound, Trash2 } from "lucide-react";
import { passkeyNameSchema, type Passkey } from "@shared/passkeys";
import { InputField } from "@/components/form/form-field";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { notifyError, notifySuccess } from "@/lib/notify";
import { toast } from "@/components/ui/use-toast";
import { useFormat } from "@/lib/format";
import { useT } from "@/lib/i18n";
import { passkeyFailureText, useWebAuthnSupported } from "@/lib/passkeys";
import { useAddPasskey, usePasskeys, useRemovePasskey } from "../api/passkeys";

const addPasskeySchema = z.object({ name: passkeyNameSchema });

/** The viewer's own time zone: the list is fetched in the browser, never rendered on the server. */
const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function PasskeysCard() {
  const t = useT();
  const passkeys = usePasskeys();
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const remove = useRemovePasskey();
  const supported = useWebAuthnSupported();

  return (
    <Card className="lg:col-span-2" role="region" aria-labelledby="passkeys-title">
      <CardHeader>
        <CardTitle id="passkeys-title" className="flex items-center gap-2">
          <KeyRound className="size-4 text-primary" aria-hidden /> {t("profile.passkeys.title")}
        </CardTitle>
        <CardDescription>{t("profile.passkeys.hint")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {supported ? (
          <AddPasskeyForm />
        ) : (
          <p role="status" className="rounded-lg border bg-muted/60 p-3 text-sm text-muted-foreground">
            {t("auth.passkey.unsupported")}
          </p>
        )}
        {passkeys.isPending ? (
          <Skeleton className="h-12 rounded-lg" />
        ) : passkeys.isError ? (
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <p className="text-muted-foreground">{t("profile.passkeys.loadFailed")}</p>
            <Button variant="outline" size="sm" onClick={() => void passkeys.refetch()}>
              {t("budget.page.retry")}
            </Button>
          </div>
        ) : passkeys.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("profile.passkeys.none")}</p>
        ) : (
          <ul className="divide-y rounded-lg border" aria-label={t("profile.passkeys.title")}>
            {passkeys.data.map((passkey) => (
              <PasskeyRow key={passkey.id} passkey={passkey} onRemove={() => setRemoving(passkey)} />
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDeleteDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t("profile.passkeys.removeTitle", { name: removing?.name ?? "" })}
        description={t("profile.passkeys.removeHint")}
        pending={remove.isPending}
        confirmLabel={t("profile.passkeys.remove")}
        pendingLabel={t("profile.passkeys.removing")}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => {
              notifySuccess(t("profile.passkeys.removed"), removing.name);
              setRemoving(null);
            },
            onError: (error) => notifyError(error, t("common.error"), t("profile.passkeys.removeFailed")),
          })
        }
      />
    </Card>
  );
}

function AddPasskeyForm() {
  const t = useT();
  const add = useAddPasskey();
  const form = useForm({ resolver: zodResolver(addPasskeySchema), defaultValues: { name: "" } });
  // Not InlineForm: a refusal may come from the browser (cancelled, already on this device), not only the server.
  const onSubmit = form.handleSubmit(async ({ name }) => {
    try {
      const added = await add.mutateAsync(name);
      notifySuccess(t("profile.passkeys.added"), added.name);
      form.reset();
    } catch (error) {
      toast({ title: t("profile.passkeys.addFailed"), description: passkeyFailureText(error, t("profile.passkeys.addFailed")), variant: "destructive" });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("profile.passkeys.add")} className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <InputField
        form={form}
        name="name"
        id="passkey-name"
        label={t("profile.passkeys.name")}
        placeholder={t("profile.passkeys.namePlaceholder")}
        autoComplete="off"
        className="flex-1"
      />
      <Button type="submit" disabled={add.isPending} className="sm:mb-[1px]">
        {add.isPending ? t("profile.passkeys.adding") : t("profile.passkeys.add")}
      </Button>
    </form>
  );
}

function PasskeyRow({ passkey, onRemove }: { passkey: Passkey; onRemove: () => void }) {
  const t = useT();
  const f = useFormat();
  const zone = viewerTimeZone();
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 p-3">
      <div className="min-w-0">
        <p className="truncate text-sm font-medium">{passkey.name}</p>
        <p className="text-xs text-muted-foreground">
          {t("profile.passkeys.created", { date: f.instantDate(passkey.createdAt, zone) })} ·{" "}
          {passkey.lastUsedAt
            ? t("profile.passkeys.lastUsed", { date: f.instantDate(passkey.lastUsedAt, zone), time: f.clock(passkey.lastUsedAt, zone) })
            : t("profile.passkeys.neverUsed")}
        </p>
      </div>
      <Button variant="ghost" size="sm" onClick={onRemove} aria-label={t("profile.passkeys.removeNamed", { name: passkey.name })}>
        <Trash2 /> {t("profile.passkeys.remove")}
      </Button>
    </li>
  );
}
