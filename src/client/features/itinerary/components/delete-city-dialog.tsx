// Confirmation before a city leaves the itinerary (docs/product/itinerary-and-days.md).
import type { ItineraryItem } from "@shared/itinerary";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useDeleteItem } from "../api/delete-item";
import { useT } from "@/lib/i18n";

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
  const t = useT();
  const confirm = () => {
    if (!item) return;
    deleteItem.mutate(item.id, {
      onSuccess: () => {
        notifySuccess(t("itinerary.delete.done"));
        onOpenChange(false);
      },
      onError: (error) => notifyError(error, t("common.error"), t("itinerary.delete.failed")),
    });
  };
  return (
    <ConfirmDeleteDialog
      open={item !== null}
      onOpenChange={onOpenChange}
      title={t("itinerary.delete.title", { city: item?.location?.city ?? t("itinerary.delete.thisCity") })}
      description={t("itinerary.delete.description")}
      pending={deleteItem.isPending}
      onConfirm={confirm}
    />
  );
}
