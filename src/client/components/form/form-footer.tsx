// The one footer of every form: Cancel, and a submit button that says it is
// working ("Saving...") and is disabled while the request runs.
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { useT } from "@/lib/i18n";

export function FormFooter({
  onCancel,
  pending,
  submitLabel,
  pendingLabel,
  variant,
  disabled,
  className,
}: {
  onCancel: () => void;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  variant?: "default" | "destructive";
  /** Not ready to submit (e.g. a typed confirmation that does not match yet). */
  disabled?: boolean;
  className?: string;
}) {
  const t = useT();
  return (
    <DialogFooter className={className}>
      <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
        {t("actions.cancel")}
      </Button>
      <Button type="submit" variant={variant} disabled={pending || disabled}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}
