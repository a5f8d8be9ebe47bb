// Profile → Forwarding (docs/product/forwarding.md): the member's private
// address (or, when the server receives no mail, a sentence saying so),
// autoAdd, and the other addresses they forward from.
import { useState } from "react";
import { Link } from "react-router";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Check, Copy, MailPlus } from "lucide-react";
import { forwardingSenderInputSchema } from "@shared/inbox";
import { PAGES } from "@shared/pages";
import { InputField } from "@/components/form/form-field";
import { InlineForm } from "@/components/form/inline-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LoadingBars } from "@/components/loading-bars";
import { Switch } from "@/components/ui/switch";
import { useT } from "@/lib/i18n";
import { useAddSender, useForwarding, useResetForwarding, useSaveForwarding } from "../api/forwarding";

export function ForwardingCard() {
  const t = useT();
  const forwarding = useForwarding();
  const save = useSaveForwarding();
  const reset = useResetForwarding();
  const [copied, setCopied] = useState(false);
  const data = forwarding.data;
  const copy = async (address: string) => {
    try {
      await navigator.clipboard.writeText(address);
      setCopied(true);
    } catch {
      // Clipboard access can be refused (http, permissions); the field stays selectable.
      document.getElementById("forwarding-address")?.focus();
    }
  };

  return (
    <Card className="lg:col-span-2" id="forwarding">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MailPlus className="size-4 text-primary" aria-hidden /> {t("profile.forwarding.title")}
        </CardTitle>
        <CardDescription>{data?.address === null ? t("profile.forwarding.off") : t("profile.forwarding.intro")}</CardDescription>
      </CardHeader>
      {!data ? (
        <CardContent>
          <LoadingBars label={t("profile.forwarding.title")} bars="h-10" className="gap-2" />
        </CardContent>
      ) : (
        data.address !== null && (
          <CardContent className="grid gap-4">
            <div className="grid gap-2">
              <Label htmlFor="forwarding-address">{t("profile.forwarding.title")}</Label>
              <div className="flex gap-2">
                <Input id="forwarding-address" readOnly value={data.address} className="font-mono text-xs" onFocus={(e) => e.currentTarget.select()} />
                <Button variant="outline" size="icon" aria-label={copied ? t("profile.forwarding.copied") : t("profile.forwarding.copy")} onClick={() => void copy(data.address!)}>
                  {copied ? <Check /> : <Copy />}
                </Button>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <Button variant="outline" size="sm" disabled={reset.isPending} onClick={() => reset.mutate(undefined, { onSuccess: () => setCopied(false) })}>
                  {t("profile.forwarding.reset")}
                </Button>
                <span className="text-xs text-muted-foreground">{t("profile.forwarding.resetHint")}</span>
                <Button asChild variant="link" size="sm" className="ms-auto">
                  <Link to={PAGES.inbox.path}>{t("profile.forwarding.openInbox")}</Link>
                </Button>
              </div>
            </div>
            <div className="flex items-center justify-between gap-4 border-t pt-4">
              <Label htmlFor="forwarding-auto-add" className="text-sm">
                {t("profile.forwarding.autoAdd")}
              </Label>
              <Switch id="forwarding-auto-add" checked={data.autoAdd} onCheckedChange={(autoAdd) => save.mutate({ autoAdd })} />
            </div>
            <div className="grid gap-3 border-t pt-4">
              <p className="text-sm text-muted-foreground">{t("profile.forwarding.senders")}</p>
              {data.senders.length > 0 && (
                <ul className="grid gap-1" aria-label={t("profile.forwarding.senderLabel")}>
                  {data.senders.map((s) => (
                    <li key={s.email} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border px-3 py-2 text-sm" data-testid="forwarding-sender">
                      <span className="min-w-0 break-all">{s.email}</span>
                      <span className="text-xs text-muted-foreground">{s.confirmed ? t("profile.forwarding.confirmed") : t("profile.forwarding.waiting")}</span>
                    </li>
                  ))}
                </ul>
              )}
              <AddSenderForm />
            </div>
          </CardContent>
        )
      )}
    </Card>
  );
}

function AddSenderForm() {
  const t = useT();
  const add = useAddSender();
  const form = useForm<{ email: string }>({ resolver: zodResolver(forwardingSenderInputSchema), defaultValues: { email: "" } });
  const onSubmit = async ({ email }: { email: string }) => {
    await add.mutateAsync(email);
    form.reset();
  };
  return (
    <InlineForm form={form} onSubmit={onSubmit} failure={t("common.error")} className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end" label={t("profile.forwarding.senderLabel")}>
      <InputField form={form} name="email" id="forwarding-sender" type="email" label={t("profile.forwarding.senderLabel")} autoComplete="email" className="flex-1" />
      <Button type="submit" disabled={add.isPending} className="sm:mb-[1px]">
        {t("profile.forwarding.addSender")}
      </Button>
    </InlineForm>
  );
}
