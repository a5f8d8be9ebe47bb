// Confirmation before removing a member, leaving the trip or cancelling an
// invitation; stays open until the request lands.
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
  return (
    <AlertDialog open={action !== null} onOpenChange={(open) => !pending && onOpenChange(open)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{action?.title}</AlertDialogTitle>
          <AlertDialogDescription>{action?.description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <Button variant="destructive" disabled={pending} onClick={() => void action?.run()}>
            {pending ? "Working..." : action?.confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
