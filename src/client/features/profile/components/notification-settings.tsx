// Notification switches (spec §2/§3), saved on the server per user.
// Push stays in the saved state but has no control, as the spec has it.
import { Bell } from "lucide-react";
import type { NotificationPreferences } from "@shared/profile";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { LoadingBars } from "@/components/loading-bars";
import { Switch } from "@/components/ui/switch";
import { usePreferences } from "../api/get-preferences";
import { useSavePreferences } from "../api/save-preferences";

const SWITCHES: { key: Exclude<keyof NotificationPreferences, "push">; label: string; hint: string }[] = [
  { key: "email", label: "Email notifications", hint: "Receive updates about your trips by email" },
  { key: "tripUpdates", label: "Trip updates", hint: "When members change the itinerary or budget" },
  { key: "reservationReminders", label: "Reservation reminders", hint: "Before check-ins, tables and tickets" },
];

export function NotificationSettings() {
  const { data, isPending, isError } = usePreferences();
  const save = useSavePreferences();

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Bell className="size-4 text-primary" aria-hidden /> Notifications
        </CardTitle>
        <CardDescription>Choose what you hear about. Saved to your account.</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <LoadingBars label="Loading notification settings" className="gap-4" bars="h-10" />
        ) : isError ? (
          <p className="text-sm text-muted-foreground">Notification settings could not be loaded. Reload the page to try again.</p>
        ) : (
          <ul className="divide-y">
            {SWITCHES.map(({ key, label, hint }) => {
              const id = `notify-${key}`;
              return (
                <li key={key} className="flex items-center justify-between gap-4 py-3 first:pt-0 last:pb-0">
                  <div className="min-w-0">
                    <Label htmlFor={id}>{label}</Label>
                    <p id={`${id}-hint`} className="mt-1 text-sm text-muted-foreground">
                      {hint}
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
