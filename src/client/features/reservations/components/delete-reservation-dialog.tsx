// Confirmation before a reservation is deleted for good.
import type { Reservation } from "@shared/reservations";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useDeleteReservation } from "../api/delete-reservation";
import { useT } from "@/lib/i18n";

export function DeleteReservationDialog({
  tripId,
  reservation,
  onOpenChange,
}: {
  tripId: string;
  reservation: Reservation | null;
  onOpenChange: (open: boolean) => void;
}) {
  const del = useDeleteReservation(tripId);
  const t = useT();
  const confirm = () => {
    if (!reservation) return;
    del.mutate(reservation.id, {
      onSuccess: () => {
        notifySuccess(t("reservations.delete.done"));
        onOpenChange(false);
      },
      onError: (error) => notifyError(error, t("common.error"), t("reservations.delete.failed")),
    });
  };
  return (
    <ConfirmDeleteDialog
      open={reservation !== null}
      onOpenChange={onOpenChange}
      title={t("reservations.delete.title", { name: reservation?.name })}
      description={t("reservations.delete.description")}
      pending={del.isPending}
      onConfirm={confirm}
    />
  );
}
