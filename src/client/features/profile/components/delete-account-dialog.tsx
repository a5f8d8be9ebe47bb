// Delete Account behind a typed confirmation: the button only arms once the
// user's own email is typed, and the server checks the same thing again.
import { useState } from "react";
import { Trash2 } from "lucide-react";
import { confirmationMatches } from "@shared/profile";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { errorDescription } from "@/lib/api";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useDeleteAccount } from "../api/delete-account";

export function DeleteAccountDialog({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const remove = useDeleteAccount();
  const armed = confirmationMatches(typed, email);

  function onOpenChange(next: boolean) {
    if (remove.isPending) return;
    setOpen(next);
    if (!next) setTyped("");
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 /> Delete Account
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (!armed) return;
            remove.mutate(
              { confirmation: typed },
              {
                onSuccess: () => notifySuccess("Account deleted", "Your account and your own trips were removed."),
                onError: (error) => notifyError(error, "Error", errorDescription(error, "Failed to delete account")),
              },
            );
          }}
        >
          <DialogHeader>
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription>
              This permanently deletes your account and every trip where you are the only member. Trips you share stay with
              the other members; if you are their only admin, the longest-standing member becomes admin. This cannot be
              undone.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="delete-account-confirmation">
              Type <span className="font-semibold break-all">{email}</span> to confirm
            </Label>
            <Input
              id="delete-account-confirmation"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={!armed || remove.isPending}>
              {remove.isPending ? "Deleting..." : "Delete my account"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
