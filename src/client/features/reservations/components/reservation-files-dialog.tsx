// The files kept on a reservation (docs/product/reservations-and-imports.md): every member lists and
// downloads them; editors and admins add (PDF, picture, wallet pass, up to
// 10 MB; the server checks the content) and remove them.
import { Download, Trash2 } from "lucide-react";
import { FilePickerButton } from "@/components/file-picker-button";
import type { Reservation } from "@shared/reservations";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";
import { errorDescription } from "@/lib/api";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useT } from "@/lib/i18n";
import { fileSize } from "@/lib/format";
import { fileUrl, useAddReservationFile, useDeleteReservationFile, useReservationFiles } from "../api/reservation-files";

const ACCEPT = ".pdf,.pkpass,image/*,application/pdf,application/vnd.apple.pkpass";

export function ReservationFilesDialog({
  tripId,
  reservation,
  canEdit,
  onOpenChange,
}: {
  tripId: string;
  reservation: Reservation | null;
  canEdit: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const id = reservation?.id ?? "";
  const files = useReservationFiles(tripId, id, reservation !== null);
  const add = useAddReservationFile(tripId, id);
  const remove = useDeleteReservationFile(tripId);

  const onAdd = (list: FileList | null) => {
    for (const file of Array.from(list ?? [])) {
      add.mutate(file, {
        onSuccess: () => notifySuccess(t("reservations.files.added", { name: file.name })),
        onError: (error) => notifyError(error, t("common.error"), errorDescription(error, t("reservations.files.addFailed"))),
      });
    }
  };

  return (
    <Dialog open={reservation !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t("reservations.files.title", { name: reservation?.name ?? "" })}</DialogTitle>
          <DialogDescription>{t("reservations.files.description")}</DialogDescription>
        </DialogHeader>
        {files.isPending ? (
          <p className="text-sm text-muted-foreground">{t("common.loading")}</p>
        ) : files.isError ? (
          <p className="text-sm text-destructive">{errorDescription(files.error, t("reservations.files.loadFailed"))}</p>
        ) : files.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("reservations.files.none")}</p>
        ) : (
          <ul className="flex flex-col gap-2" data-testid="reservation-files">
            {files.data.map((file) => (
              <li key={file.id} className="flex items-center gap-2 rounded-md bg-muted px-3 py-2 text-sm">
                <span className="min-w-0 flex-1 truncate">{file.name}</span>
                <span className="text-xs text-muted-foreground tabular-nums">{fileSize(file.size)}</span>
                <Button asChild variant="ghost" size="icon" aria-label={t("reservations.files.download", { name: file.name })}>
                  <a href={fileUrl(file.id)} download={file.name}>
                    <Download />
                  </a>
                </Button>
                {canEdit && (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t("reservations.files.remove", { name: file.name })}
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(file.id, {
                        onError: (error) => notifyError(error, t("common.error"), errorDescription(error, t("reservations.files.removeFailed"))),
                      })
                    }
                  >
                    <Trash2 />
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        {canEdit && (
          <div>
            <FilePickerButton label={t("reservations.files.add")} accept={ACCEPT} onFiles={onAdd} disabled={add.isPending}>
              {add.isPending ? t("reservations.files.uploading") : t("reservations.files.add")}
            </FilePickerButton>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
