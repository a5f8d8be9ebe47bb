// Confirmation before a trip and everything in it is deleted for good.
import type { Trip } from "@shared/trips";
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
import { useDeleteTrip } from "../api/delete-trip";

export function DeleteTripDialog({
  trip,
  onOpenChange,
}: {
  trip: Trip | null;
  onOpenChange: (open: boolean) => void;
}) {
  const deleteTrip = useDeleteTrip();

  const confirm = () => {
    if (!trip) return;
    deleteTrip.mutate(trip.id, {
      onSuccess: () => {
        notifySuccess("Trip deleted successfully");
        onOpenChange(false);
      },
      onError: (error) => notifyError(error, "Error", "Failed to delete trip"),
    });
  };

  return (
    <AlertDialog open={trip !== null} onOpenChange={(open) => !deleteTrip.isPending && onOpenChange(open)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete “{trip?.name}”?</AlertDialogTitle>
          <AlertDialogDescription>
            This will permanently delete the trip and all associated data including reservations, itinerary items
            and chat messages. This action cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleteTrip.isPending}>Cancel</AlertDialogCancel>
          {/* A plain button, not AlertDialog.Action, so the dialog stays open until the delete lands. */}
          <Button variant="destructive" onClick={confirm} disabled={deleteTrip.isPending}>
            {deleteTrip.isPending ? "Deleting..." : "Delete"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
