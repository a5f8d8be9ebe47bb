// Confirmation before a reservation is deleted for good.
import type { Reservation } from "@shared/reservations";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useDeleteReservation } from "../api/delete-reservation";

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
  const confirm = () => {
    if (!reservation) return;
    del.mutate(reservation.id, {
      onSuccess: () => {
        notifySuccess("Reservation deleted successfully");
        onOpenChange(false);
      },
      onError: (error) => notifyError(error, "Error", "Failed to delete reservation"),
    });
  };
  return (
    <ConfirmDeleteDialog
      open={reservation !== null}
      onOpenChange={onOpenChange}
      title={<>Delete “{reservation?.name}”?</>}
      description="This permanently deletes the reservation and everyone's ratings of it. This action cannot be undone."
      pending={del.isPending}
      onConfirm={confirm}
    />
  );
}
