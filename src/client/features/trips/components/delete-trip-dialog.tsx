// Confirmation before a trip and everything in it is deleted for good.
import type { Trip } from "@shared/trips";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
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
    <ConfirmDeleteDialog
      open={trip !== null}
      onOpenChange={onOpenChange}
      title={<>Delete “{trip?.name}”?</>}
      description="This will permanently delete the trip and all associated data including reservations, itinerary items and chat messages. This action cannot be undone."
      pending={deleteTrip.isPending}
      onConfirm={confirm}
    />
  );
}
