// Admin → Backups (docs/product/backups.md): take a backup now, see each one's
// state, size and whether it was scheduled, download a finished one, delete one.
// Restoring is done with the app stopped (npm run restore), as the tab says.
import { useState } from "react";
import { DatabaseBackup, Download, Trash2 } from "lucide-react";
import type { Backup } from "@shared/backups";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { notifyError, notifySuccess } from "@/lib/notify";
import { fileSize, useFormat } from "@/lib/format";
import { useT } from "@/lib/i18n";
import { backupDownloadUrl, useBackups, useDeleteBackup, useStartBackup } from "../api/backups";

/** The viewer's own time zone: the list is fetched in the browser, never rendered on the server. */
const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const STATUS_VARIANT = { running: "secondary", done: "success", failed: "destructive" } as const;

export function BackupsList() {
  const t = useT();
  const backups = useBackups();
  const start = useStartBackup();
  const remove = useDeleteBackup();
  const [deleting, setDeleting] = useState<Backup | null>(null);
  const f = useFormat();
  const zone = viewerTimeZone();
  const when = (b: Backup) => t("backups.when", { date: f.instantDate(b.createdAt, zone), time: f.clock(b.createdAt, zone) });

  return (
    <section className="grid gap-4" aria-labelledby="backups-title">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="backups-title" className="flex items-center gap-2 text-lg font-semibold">
            <DatabaseBackup className="size-5 text-primary" aria-hidden /> {t("backups.title")}
          </h2>
          <p className="max-w-prose text-sm text-muted-foreground">{t("backups.hint")}</p>
        </div>
        <Button
          disabled={start.isPending}
          onClick={() =>
            start.mutate(undefined, {
              onSuccess: () => notifySuccess(t("backups.started")),
              onError: (error) => notifyError(error, t("common.error"), t("backups.startFailed")),
            })
          }
        >
          {start.isPending ? t("backups.starting") : t("backups.start")}
        </Button>
      </div>
      {backups.isPending ? (
        <Skeleton className="h-12 rounded-lg" />
      ) : backups.isError ? (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <p className="text-muted-foreground">{t("backups.loadFailed")}</p>
          <Button variant="outline" size="sm" onClick={() => void backups.refetch()}>
            {t("budget.page.retry")}
          </Button>
        </div>
      ) : backups.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("backups.none")}</p>
      ) : (
        <ul className="divide-y rounded-lg border" aria-label={t("backups.title")}>
          {backups.data.map((b) => (
            <li key={b.id} className="flex flex-wrap items-center justify-between gap-2 p-3" data-testid="backup-row">
              <div className="grid min-w-0 gap-1">
                <p className="text-sm font-medium">{when(b)}</p>
                <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                  <Badge variant={STATUS_VARIANT[b.status]}>{t(`backups.status.${b.status}`)}</Badge>
                  <span>{t(`backups.trigger.${b.trigger}`)}</span>
                  {b.sizeBytes !== null && <span className="tabular-nums">{fileSize(b.sizeBytes)}</span>}
                </p>
              </div>
              <div className="flex gap-1">
                {b.status === "done" && (
                  <Button asChild variant="ghost" size="sm">
                    <a href={backupDownloadUrl(b.id)} download aria-label={t("backups.downloadNamed", { when: when(b) })}>
                      <Download /> {t("backups.download")}
                    </a>
                  </Button>
                )}
                {b.status !== "running" && (
                  <Button variant="ghost" size="sm" onClick={() => setDeleting(b)} aria-label={t("backups.deleteNamed", { when: when(b) })}>
                    <Trash2 /> {t("backups.delete")}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className="text-xs text-muted-foreground">{t("backups.restoreHint")}</p>
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("backups.deleteTitle", { when: deleting ? when(deleting) : "" })}
        description={t("backups.deleteHint")}
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notifySuccess(t("backups.deleted"));
              setDeleting(null);
            },
            onError: (error) => notifyError(error, t("common.error"), t("backups.deleteFailed")),
          })
        }
      />
    </section>
  );
}
