// Invite Member dialog (spec §2, §5): an email or user ID and a permission
// level (default viewer). The shared inviteInputSchema checks the form, so
// its messages match the server's.
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { inviteInputSchema } from "@shared/members";
import type { Role } from "@shared/trips";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { FieldError, Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/components/ui/use-toast";
import { ApiError, errorDescription, isUnauthorized } from "@/lib/api";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useInviteMember } from "../api/invite-member";
import { ROLE_OPTION_LABEL } from "../lib/roles";

type InviteFormValues = { userId: string; role: Role };

export function InviteMemberDialog({
  tripId,
  open,
  onOpenChange,
}: {
  tripId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Invite Member</DialogTitle>
          <DialogDescription>
            Invite someone by email or user ID. People without an account get an e-mail with a link to join.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts empty. */}
        {open && <InviteForm tripId={tripId} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function InviteForm({ tripId, onDone }: { tripId: string; onDone: () => void }) {
  const invite = useInviteMember(tripId);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<InviteFormValues>({ defaultValues: { userId: "", role: "viewer" } });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const parsed = inviteInputSchema.safeParse(values);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      if (values.userId.trim() === "") {
        toast({ title: "Validation Error", description: issue.message, variant: "destructive" });
      }
      setError("userId", { message: issue.message });
      setFocus("userId");
      return;
    }
    try {
      const entry = await invite.mutateAsync(parsed.data);
      notifySuccess(
        "Member invited successfully",
        entry.status === "invited" ? `${entry.user.email} gets an e-mail with a link to join the trip.` : undefined,
      );
      onDone();
    } catch (error) {
      if (!isUnauthorized(error)) {
        const fieldMessage = error instanceof ApiError ? (error.fields?.userId ?? null) : null;
        // 404 (unknown id) and 409 (already a member / invited) are about the value entered.
        const aboutValue = error instanceof ApiError && (error.status === 404 || error.status === 409);
        if (fieldMessage || aboutValue) setError("userId", { message: fieldMessage ?? errorDescription(error, "") });
        else setFormError(errorDescription(error, "Something went wrong. Please try again."));
      }
      notifyError(error, "Error", "Failed to invite member");
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor="invite-user-id">Email or user ID</Label>
        <Input
          id="invite-user-id"
          placeholder="name@example.com"
          autoComplete="off"
          aria-invalid={errors.userId ? true : undefined}
          aria-describedby={errors.userId ? "invite-userId-error" : undefined}
          {...register("userId")}
        />
        <FieldError id="invite-userId-error" message={errors.userId?.message} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="invite-role">Permission level</Label>
        <Controller
          control={control}
          name="role"
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange}>
              <SelectTrigger id="invite-role">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {(["admin", "editor", "viewer"] as const).map((role) => (
                  <SelectItem key={role} value={role}>
                    {ROLE_OPTION_LABEL[role]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </div>
      {formError && (
        <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {formError}
        </p>
      )}
      <DialogFooter className="pt-2">
        <Button variant="outline" onClick={onDone} disabled={invite.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? "Inviting..." : "Send Invite"}
        </Button>
      </DialogFooter>
    </form>
  );
}
