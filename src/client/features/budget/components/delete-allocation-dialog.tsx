// Confirmation before an allocation is deleted for good.
import type { BudgetAllocation } from "@shared/budget";
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
import { useDeleteAllocation } from "../api/delete-allocation";

export function DeleteAllocationDialog({
  tripId,
  allocation,
  onOpenChange,
}: {
  tripId: string;
  allocation: BudgetAllocation | null;
  onOpenChange: (open: boolean) => void;
}) {
  const del = useDeleteAllocation(tripId);
  const confirm = () => {
    if (!allocation) return;
    del.mutate(allocation.id, {
      onSuccess: () => {
        notifySuccess("Budget allocation deleted", `${allocation.categoryName} was removed from the budget.`);
        onOpenChange(false);
      },
      onError: (error) => notifyError(error, "Error", "Failed to delete budget allocation"),
    });
  };
  return (
    <AlertDialog open={allocation !== null} onOpenChange={(open) => !del.isPending && onOpenChange(open)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete “{allocation?.categoryName}”?</AlertDialogTitle>
          <AlertDialogDescription>
            This removes the allocation and its planned and spent amounts from the budget. This action cannot be undone.
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
