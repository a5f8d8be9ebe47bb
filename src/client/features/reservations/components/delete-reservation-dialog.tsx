// Confirmation before a reservation is deleted for good.
import type { Reservation } from "@shared/reservations";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
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
    <AlertDialog open={reservation !== null} onOpenChange={(open) => !del.isPending && onOpenChange(open)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete “{reservation?.name}”?</AlertDialogTitle>
          <AlertDialogDescription>
            This permanently deletes the reservation and everyone's ratings of it. This action cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={del.isPending}>Cancel</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={del.isPending}>
            {del.isPending ? "Deleting..." : "Delete"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
