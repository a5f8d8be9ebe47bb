// Confirmation before a trip and everything in it is deleted for good.
import type { Trip } from "@shared/trips";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useDeleteTrip } from "../api/delete-trip";
import { useT } from "@/lib/i18n";

export function DeleteTripDialog({
  trip,
  onOpenChange,
}: {
  trip: Trip | null;
  onOpenChange: (open: boolean) => void;
}) {
  const deleteTrip = useDeleteTrip();
  const t = useT();
  const confirm = () => {
    if (!trip) return;
    deleteTrip.mutate(trip.id, {
      onSuccess: () => {
        notifySuccess(t("trips.deleted"));
        onOpenChange(false);
      },
      onError: (error) => notifyError(error, t("common.error"), t("trips.deleteFailed")),
    });
  };
  return (
    <ConfirmDeleteDialog
      open={trip !== null}
      onOpenChange={onOpenChange}
      title={t("trips.deleteTitle", { name: trip?.name })}
      description={t("trips.deleteDescription")}
      pending={deleteTrip.isPending}
      onConfirm={confirm}
    />
  );
}
