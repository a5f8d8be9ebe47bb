// Confirmation before an allocation is deleted for good.
import type { BudgetAllocation } from "@shared/budget";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
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
    <ConfirmDeleteDialog
      open={allocation !== null}
      onOpenChange={onOpenChange}
      title={<>Delete “{allocation?.categoryName}”?</>}
      description="This removes the allocation and its planned and spent amounts from the budget. This action cannot be undone."
      pending={del.isPending}
      onConfirm={confirm}
    />
  );
}
