// The Admin screen's Backups tab (docs/product/backups.md).
import { BackupsList } from "./backups-list";

export function BackupsTab() {
  return <BackupsList />;
}
