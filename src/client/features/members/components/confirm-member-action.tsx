// Confirmation before removing a member, leaving the trip or cancelling an
// invitation; stays open until the request lands.
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { useT } from "@/lib/i18n";

export interface PendingAction {
  title: string;
  description: string;
  confirmLabel: string;
  run: () => Promise<unknown>;
}

export function ConfirmMemberAction({
  action,
  pending,
  onOpenChange,
}: {
  action: PendingAction | null;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  return (
    <ConfirmDeleteDialog
      open={action !== null}
      onOpenChange={onOpenChange}
      title={action?.title}
      description={action?.description}
      pending={pending}
      onConfirm={() => void action?.run()}
      confirmLabel={action?.confirmLabel}
      pendingLabel={t("members.working")}
    />
  );
}
