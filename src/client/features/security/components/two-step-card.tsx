// Profile → Security → Two-step sign-in (docs/security.md): set up an
// authenticator app, or switch it off with the password and a code.
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ShieldCheck } from "lucide-react";
import { disableTotpSchema, type DisableTotpInput } from "@shared/two-factor";
import { useUser } from "@/features/auth";
import { InputField } from "@/components/form/form-field";
import { InlineForm } from "@/components/form/inline-form";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { notifySuccess } from "@/lib/notify";
import { useT } from "@/lib/i18n";
import { useDisableTotp } from "../api/totp";
import { TotpSetup } from "./totp-setup";

export function TwoStepCard() {
  const t = useT();
  const on = useUser().data?.twoFactor.totp ?? false;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="size-4 text-primary" aria-hidden /> {t("profile.security.title")}
          <Badge variant={on ? "success" : "muted"} className="ms-auto">
            {on ? t("profile.security.on") : t("profile.security.off")}
          </Badge>
        </CardTitle>
        <CardDescription>{t("profile.security.hint")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">{on ? <TurnOff /> : <TotpSetup />}</CardContent>
    </Card>
  );
}

function TurnOff() {
  const t = useT();
  const disable = useDisableTotp();
  const form = useForm<DisableTotpInput>({ resolver: zodResolver(disableTotpSchema), defaultValues: { currentPassword: "", code: "" } });
  const onSubmit = async (body: DisableTotpInput) => {
    await disable.mutateAsync(body);
    notifySuccess(t("profile.security.disabled"), t("profile.security.disabledHint"));
  };
  return (
    <InlineForm form={form} onSubmit={onSubmit} failure={t("profile.security.disableFailed")} className="grid gap-3" label={t("profile.security.turnOff")}>
      <p className="text-sm text-muted-foreground">{t("profile.security.turnOffHint")}</p>
      <InputField form={form} name="currentPassword" id="totp-off-password" label={t("profile.password.current")} type="password" autoComplete="current-password" />
      <InputField form={form} name="code" id="totp-off-code" label={t("profile.security.codeOrBackup")} autoComplete="one-time-code" />
      <Button type="submit" variant="outline" disabled={disable.isPending} className="justify-self-start">
        {disable.isPending ? t("profile.security.turningOff") : t("profile.security.turnOff")}
      </Button>
    </InlineForm>
  );
}
