// Notification switches (docs/product/accounts-and-security.md), saved on the server per user.
// Push stays in the saved state but has no control, as the product description has it.
import { Bell } from "lucide-react";
import type { NotificationPreferences } from "@shared/profile";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { LoadingBars } from "@/components/loading-bars";
import { Switch } from "@/components/ui/switch";
import { usePreferences } from "../api/get-preferences";
import { useSavePreferences } from "../api/save-preferences";
import { useT } from "@/lib/i18n";
import type { MessageId } from "@shared/i18n/catalogue";

const SWITCHES: { key: Exclude<keyof NotificationPreferences, "push">; label: MessageId; hint: MessageId }[] = [
  { key: "email", label: "profile.notifications.email", hint: "profile.notifications.emailHint" },
  { key: "tripUpdates", label: "profile.notifications.tripUpdates", hint: "profile.notifications.tripUpdatesHint" },
  { key: "reservationReminders", label: "profile.notifications.reminders", hint: "profile.notifications.remindersHint" },
];

export function NotificationSettings() {
  const { data, isPending, isError } = usePreferences();
  const save = useSavePreferences();
  const t = useT();

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Bell className="size-4 text-primary" aria-hidden /> {t("profile.notifications.title")}
        </CardTitle>
        <CardDescription>{t("profile.notifications.hint")}</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <LoadingBars label={t("profile.notifications.loading")} className="gap-4" bars="h-10" />
        ) : isError ? (
          <p className="text-sm text-muted-foreground">{t("profile.notifications.loadFailed")}</p>
        ) : (
          <ul className="divide-y">
            {SWITCHES.map(({ key, label, hint }) => {
              const id = `notify-${key}`;
              return (
                <li key={key} className="flex items-center justify-between gap-4 py-3 first:pt-0 last:pb-0">
                  <div className="min-w-0">
                    <Label htmlFor={id}>{t(label)}</Label>
                    <p id={`${id}-hint`} className="mt-1 text-sm text-muted-foreground">
                      {t(hint)}
                    </p>
                  </div>
                  <Switch
                    id={id}
                    aria-describedby={`${id}-hint`}
                    checked={data[key]}
                    onCheckedChange={(checked) => save.mutate({ ...data, [key]: checked })}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
