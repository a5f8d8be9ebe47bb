// Confirmation before an expense or a payment is deleted for good (the balances move back).
import type { Expense } from "@shared/expenses";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useT } from "@/lib/i18n";
import { useDeleteExpense } from "../api/delete-expense";

export function DeleteExpenseDialog({
  tripId,
  expense,
  title,
  onOpenChange,
}: {
  tripId: string;
  expense: Expense | null;
  /** What the list calls it: its description, or "Ana paid Ben". */
  title: string;
  onOpenChange: (open: boolean) => void;
}) {
  const del = useDeleteExpense(tripId);
  const t = useT();
  const confirm = () => {
    if (!expense) return;
    del.mutate(expense.id, {
      onSuccess: () => {
        notifySuccess(t("expenses.delete.done"), title);
        onOpenChange(false);
      },
      onError: (error) => notifyError(error, t("common.error"), t("expenses.delete.failed")),
    });
  };
  return (
    <ConfirmDeleteDialog
      open={expense !== null}
      onOpenChange={onOpenChange}
      title={t("expenses.delete.title", { title })}
      description={t(expense?.kind === "payment" ? "expenses.delete.paymentDescription" : "expenses.delete.description")}
      pending={del.isPending}
      onConfirm={confirm}
    />
  );
}
