// Confirmation before a city leaves the itinerary (spec §5).
import type { ItineraryItem } from "@shared/itinerary";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useDeleteItem } from "../api/delete-item";

export function DeleteCityDialog({
  tripId,
  item,
  onOpenChange,
}: {
  tripId: string;
  item: ItineraryItem | null;
  onOpenChange: (open: boolean) => void;
}) {
  const deleteItem = useDeleteItem(tripId);
  const confirm = () => {
    if (!item) return;
    deleteItem.mutate(item.id, {
      onSuccess: () => {
        notifySuccess("City removed from itinerary");
        onOpenChange(false);
      },
      onError: (error) => notifyError(error, "Error", "Failed to delete city"),
    });
  };
  return (
    <ConfirmDeleteDialog
      open={item !== null}
      onOpenChange={onOpenChange}
      title={`Delete ${item?.location?.city ?? "city"}?`}
      description="Are you sure you want to delete this city from your itinerary?"
      pending={deleteItem.isPending}
      onConfirm={confirm}
    />
  );
}
