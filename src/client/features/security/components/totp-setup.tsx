// Setting up an authenticator app: a QR code (and the secret, for typing in
// by hand), a code from the app to switch it on, then the ten backup codes,
// shown this once. Used in Profile → Security and on the page an instance that
// requires two-step sign-in takes a member to.
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { Check, Copy } from "lucide-react";
import { twoFactorCodeSchema, type TwoFactorCodeInput } from "@shared/auth";
import type { TotpSetup as Setup } from "@shared/two-factor";
import { InputField } from "@/components/form/form-field";
import { ONE_TIME_CODE_INPUT } from "@/components/form/one-time-code";
import { InlineForm } from "@/components/form/inline-form";
import { Button } from "@/components/ui/button";
import { notifyError } from "@/lib/notify";
import { queryKeys } from "@/lib/query-keys";
import { useT } from "@/lib/i18n";
import { useEnableTotp, useSetupTotp } from "../api/totp";

export function TotpSetup({ onDone }: { onDone?: () => void }) {
  const t = useT();
  const setup = useSetupTotp();
  const [started, setStarted] = useState<Setup | null>(null);
  const [backupCodes, setBackupCodes] = useState<string[] | null>(null);

  if (backupCodes) return <BackupCodes codes={backupCodes} onDone={onDone} />;
  if (!started) {
    return (
      <Button
        className="justify-self-start"
        disabled={setup.isPending}
        onClick={() =>
          setup.mutate(undefined, {
            onSuccess: setStarted,
            onError: (error) => notifyError(error, t("common.error"), t("profile.security.setupFailed")),
          })
        }
      >
        {setup.isPending ? t("profile.security.starting") : t("profile.security.setUp")}
      </Button>
    );
  }
  return <ScanAndConfirm setup={started} onEnabled={setBackupCodes} />;
}

function ScanAndConfirm({ setup, onEnabled }: { setup: Setup; onEnabled: (codes: string[]) => void }) {
  const t = useT();
  const enable = useEnableTotp();
  const form = useForm<TwoFactorCodeInput>({ resolver: zodResolver(twoFactorCodeSchema), defaultValues: { code: "" } });
  const onSubmit = async (body: TwoFactorCodeInput) => onEnabled((await enable.mutateAsync(body)).backupCodes);
  return (
    <div className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-start">
      {/* The server's SVG as an image: shown, never run. White behind it in both themes, as scanners expect. */}
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
        alt={t("profile.security.qrAlt")}
        width={176}
        height={176}
        className="size-44 justify-self-center rounded-md border bg-white p-1"
      />
      <div className="grid min-w-0 gap-3">
        <p className="text-sm">{t("profile.security.scan")}</p>
        <div className="grid gap-1">
          <p className="text-xs text-muted-foreground">{t("profile.security.secretHint")}</p>
          <code data-testid="totp-secret" className="break-all rounded bg-muted px-2 py-1 font-mono text-sm select-all">
            {setup.secret}
          </code>
        </div>
        <InlineForm form={form} onSubmit={onSubmit} failure={t("profile.security.enableFailed")} className="grid gap-3" label={t("profile.security.confirm")}>
          <InputField
            form={form}
            name="code"
            id="totp-enable-code"
            label={t("profile.security.code")}
            {...ONE_TIME_CODE_INPUT}
          />
          <Button type="submit" disabled={enable.isPending} className="justify-self-start">
            {enable.isPending ? t("profile.security.enabling") : t("profile.security.enable")}
          </Button>
        </InlineForm>
      </div>
    </div>
  );
}

function BackupCodes({ codes, onDone }: { codes: string[]; onDone?: (() => void) | undefined }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      setCopied(true);
    } catch {
      // Clipboard access can be refused (http, permissions); the codes stay selectable.
    }
  };
  return (
    <div role="status" className="grid gap-3 rounded-lg border border-primary/40 bg-primary/5 p-4">
      <p className="text-sm font-medium">{t("profile.security.enabled")}</p>
      <p className="text-sm text-muted-foreground">{t("profile.security.backupHint")}</p>
      <ul aria-label={t("profile.security.backupCodes")} className="grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-sm select-all">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          {copied ? <Check /> : <Copy />} {t("profile.security.copyCodes")}
        </Button>
        <Button
          size="sm"
          onClick={async () => {
            // Read again only now: the codes stay on screen until the member says they kept them. Awaited, so
            // the app no longer holds the setup as required when it moves on.
            await queryClient.invalidateQueries({ queryKey: queryKeys.user });
            onDone?.();
          }}
        >
          {t("profile.security.savedCodes")}
        </Button>
      </div>
    </div>
  );
}
