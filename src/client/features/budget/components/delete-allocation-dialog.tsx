// Confirmation before an allocation is deleted for good.
import type { BudgetAllocation } from "@shared/budget";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useDeleteAllocation } from "../api/delete-allocation";
import { useT } from "@/lib/i18n";
import { CATEGORY_MESSAGE } from "@shared/budget-rules";

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
  const t = useT();
  const category = allocation ? t(CATEGORY_MESSAGE[allocation.category]) : "";
  const confirm = () => {
    if (!allocation?.id) return;
    del.mutate(allocation.id, {
      onSuccess: () => {
        notifySuccess(t("budget.delete.done"), t("budget.delete.doneHint", { category }));
        onOpenChange(false);
      },
      onError: (error) => notifyError(error, t("common.error"), t("budget.delete.failed")),
    });
  };
  return (
    <ConfirmDeleteDialog
      open={allocation !== null}
      onOpenChange={onOpenChange}
      title={t("budget.delete.title", { category })}
      description={t("budget.delete.description")}
      pending={del.isPending}
      onConfirm={confirm}
    />
  );
}
