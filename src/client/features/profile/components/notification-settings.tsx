// Notifications in Profile (docs/product/notifications.md): the e-mail master
// switch, push on this device, and per kind of notice e-mail (at once, daily
// digest, off) and push.
// Every notice shows in the app whatever is chosen here.
import { Bell } from "lucide-react";
import { NOTIFICATION_KINDS, type EmailChoice, type NotificationKind } from "@shared/notifications";
import type { MessageId } from "@shared/i18n/catalogue";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { LoadingBars } from "@/components/loading-bars";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { usePreferences } from "../api/get-preferences";
import { useSavePreferences } from "../api/save-preferences";
import { useNotificationSettings, useSaveNotificationSettings } from "../api/notification-settings";
import { usePushDevice, useSetPushDevice, type PushDeviceState } from "../api/push-device";
import { useT } from "@/lib/i18n";

const EMAIL_LABEL: Record<EmailChoice, MessageId> = {
  off: "profile.notifications.emailOff",
  now: "profile.notifications.emailNow",
  digest: "profile.notifications.emailDigest",
};

/** Why the device switch cannot be turned on, when it cannot. */
const PUSH_BLOCKED: Partial<Record<PushDeviceState, MessageId>> = {
  unsupported: "profile.notifications.pushUnsupported",
  denied: "profile.notifications.pushDenied",
};

const KIND_LABEL = Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, `profile.notifications.kind.${k}`])) as Record<NotificationKind, MessageId>;

export function NotificationSettings() {
  const prefs = usePreferences();
  const save = useSavePreferences();
  const kinds = useNotificationSettings();
  const saveKind = useSaveNotificationSettings();
  const device = usePushDevice();
  const setDevice = useSetPushDevice();
  const t = useT();
  const blocked = device.data ? PUSH_BLOCKED[device.data] : undefined;

  return (
    <Card data-testid="notification-settings">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Bell className="size-4 text-primary" aria-hidden /> {t("profile.notifications.title")}
        </CardTitle>
        <CardDescription>{t("profile.notifications.hint")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {prefs.isPending || kinds.isPending ? (
          <LoadingBars label={t("profile.notifications.loading")} className="gap-4" bars="h-10" />
        ) : prefs.isError || kinds.isError ? (
          <p className="text-sm text-muted-foreground">{t("profile.notifications.loadFailed")}</p>
        ) : (
          <>
            <div className="flex items-center justify-between gap-4">
              <div className="min-w-0">
                <Label htmlFor="notify-email">{t("profile.notifications.email")}</Label>
                <p id="notify-email-hint" className="mt-1 text-sm text-muted-foreground">
                  {t("profile.notifications.emailHint")}
                </p>
              </div>
              <Switch
                id="notify-email"
                aria-describedby="notify-email-hint"
                checked={prefs.data.email}
                onCheckedChange={(checked) => save.mutate({ ...prefs.data, email: checked })}
              />
            </div>
            <div className="flex items-center justify-between gap-4">
              <div className="min-w-0">
                <Label htmlFor="notify-push-device">{t("profile.notifications.pushDevice")}</Label>
                <p id="notify-push-device-hint" className="mt-1 text-sm text-muted-foreground">
                  {t(blocked ?? "profile.notifications.pushDeviceHint")}
                </p>
              </div>
              <Switch
                id="notify-push-device"
                aria-describedby="notify-push-device-hint"
                checked={device.data === "on"}
                disabled={!device.data || blocked !== undefined || setDevice.isPending}
                onCheckedChange={(checked) => setDevice.mutate(checked)}
              />
            </div>
            <div className="min-w-0">
              <h3 className="text-sm font-semibold">{t("profile.notifications.kindsTitle")}</h3>
              <p className="mt-1 text-sm text-muted-foreground">
                {t("profile.notifications.kindsHint")} {t("profile.notifications.timeZone", { zone: prefs.data.timeZone ?? "UTC" })}
              </p>
            </div>
            <ul className="divide-y" aria-label={t("profile.notifications.kindsTitle")} data-testid="notification-kinds">
              {NOTIFICATION_KINDS.map((kind) => {
                const label = t(KIND_LABEL[kind]);
                const channels = kinds.data[kind];
                return (
                  <li key={kind} className="grid grid-cols-[minmax(0,1fr)_auto_auto] items-center gap-3 py-2">
                    <span className="min-w-0 text-sm break-words">{label}</span>
                    <Select
                      value={channels.email}
                      disabled={!prefs.data.email}
                      onValueChange={(email) => saveKind.mutate({ [kind]: { ...channels, email: email as EmailChoice } })}
                    >
                      <SelectTrigger className="w-36" aria-label={t("profile.notifications.emailFor", { kind: label })}>
                        <SelectValue />
                      </SelectTrigger>
                      <SelectContent>
                        {(Object.keys(EMAIL_LABEL) as EmailChoice[]).map((choice) => (
                          <SelectItem key={choice} value={choice}>
                            {t(EMAIL_LABEL[choice])}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                    <Switch
                      aria-label={t("profile.notifications.pushFor", { kind: label })}
                      checked={channels.push}
                      onCheckedChange={(push) => saveKind.mutate({ [kind]: { ...channels, push } })}
                    />
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}
