// The one confirmation before something is deleted (or someone removed) for good. It stays open,
// and cannot be dismissed, while the delete runs; the caller closes it when
// the delete lands, so a failure leaves the choice in front of the user.
import type { ReactNode } from "react";
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
import { useT } from "@/lib/i18n";

export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  title,
  description,
  pending,
  onConfirm,
  confirmLabel,
  pendingLabel,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  pending: boolean;
  onConfirm: () => void;
  /** For what is not a delete but as final (removing a member, leaving a trip). */
  confirmLabel?: ReactNode;
  pendingLabel?: ReactNode;
}) {
  const t = useT();
  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{t("actions.cancel")}</AlertDialogCancel>
          {/* A plain button, not AlertDialog.Action, so the dialog stays open until the delete lands. */}
          <Button variant="destructive" onClick={onConfirm} disabled={pending}>
            {pending ? (pendingLabel ?? t("actions.deletePending")) : (confirmLabel ?? t("actions.delete"))}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
