// Profile → Security → Passkeys (docs/product/accounts-and-security.md): add one with a name (the
// browser asks the device), list them with when each was last used, and remove one.
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { KeyRound } from "lucide-react";
import { passkeyNameSchema } from "@shared/passkeys";
import { InputField } from "@/components/form/form-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { notifySuccess } from "@/lib/notify";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/lib/i18n";
import { passkeyFailureText, useWebAuthnSupported } from "@/lib/passkeys";
import { useAddPasskey, usePasskeys, useRemovePasskey } from "../api/passkeys";
import { SignInKeysList, type SignInKeyTexts } from "./sign-in-keys-list";

const addPasskeySchema = z.object({ name: passkeyNameSchema });

const TEXTS: SignInKeyTexts = {
  title: "profile.passkeys.title",
  none: "profile.passkeys.none",
  loadFailed: "profile.passkeys.loadFailed",
  created: "profile.passkeys.created",
  lastUsed: "profile.passkeys.lastUsed",
  neverUsed: "profile.passkeys.neverUsed",
  remove: "profile.passkeys.remove",
  removeNamed: "profile.passkeys.removeNamed",
  removing: "profile.passkeys.removing",
  removeTitle: "profile.passkeys.removeTitle",
  removeHint: "profile.passkeys.removeHint",
  removed: "profile.passkeys.removed",
  removeFailed: "profile.passkeys.removeFailed",
};

export function PasskeysCard() {
  const t = useT();
  const passkeys = usePasskeys();
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
        <SignInKeysList keys={passkeys} remove={remove} texts={TEXTS} />
      </CardContent>
    </Card>
  );
}

/** Names and adds a passkey of this device; `onAdded` after it is saved (two-step setup moves on). */
export function AddPasskeyForm({ onAdded }: { onAdded?: () => void }) {
  const t = useT();
  const add = useAddPasskey();
  const form = useForm({ resolver: zodResolver(addPasskeySchema), defaultValues: { name: "" } });
  // Not InlineForm: a refusal may come from the browser (cancelled, already on this device), not only the server.
  const onSubmit = form.handleSubmit(async ({ name }) => {
    try {
      const added = await add.mutateAsync(name);
      notifySuccess(t("profile.passkeys.added"), added.name);
      form.reset();
      onAdded?.();
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
