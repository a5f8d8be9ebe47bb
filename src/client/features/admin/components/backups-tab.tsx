// The Admin screen's Backups tab: a placeholder until backups are built.
import { useT } from "@/lib/i18n";

export function BackupsTab() {
  const t = useT();
  return <p className="text-sm text-muted-foreground">{t("admin.backups.soon")}</p>;
}
