// Confirmation before a city leaves the itinerary (spec §5).
import type { ItineraryItem } from "@shared/itinerary";
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
    <AlertDialog open={item !== null} onOpenChange={(open) => !deleteItem.isPending && onOpenChange(open)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {item?.location?.city ?? "city"}?</AlertDialogTitle>
          <AlertDialogDescription>Are you sure you want to delete this city from your itinerary?</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleteItem.isPending}>Cancel</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={deleteItem.isPending}>
            {deleteItem.isPending ? "Deleting..." : "Delete"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
