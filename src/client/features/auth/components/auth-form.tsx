// The signed-out pages' form: submit through react-hook-form (the shared
// schema has run), then the product description's toasts, and home (or the `next` path) on success. POST: should
// the browser ever send it itself (no script), the password is not in the address.
import type { ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { useLocation, useNavigate } from "react-router";
import { HOME_PATH } from "@shared/pages";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { errorDescription } from "@/lib/api";
import { safeNextPath } from "@/lib/next-path";
import { translate } from "@/lib/i18n";
import type { MessageId } from "@shared/i18n/catalogue";

export function AuthForm<V extends FieldValues, O, R = unknown>({
  form,
  send,
  finished,
  failure,
  success,
  then,
  submitLabel,
  pendingLabel,
  pending,
  children,
}: {
  form: UseFormReturn<V, unknown, O>;
  /** The request: a mutation's mutateAsync, not mutate callbacks, since the page unmounts as soon as the user is cached. */
  send: (values: O) => Promise<R>;
  /** Whether the answer ends the form's work (toast and navigation follow); false: the page goes on to a next step itself. */
  finished?: (result: R) => boolean;
  failure: { title: string; fallback: string };
  /**
   * The toast after a success, as message ids: translated when shown, since signing in may
   * change the language (the member's own); none when the page shows the outcome itself.
   */
  success?: { title: MessageId; description: MessageId };
  /** What happens after a success (and its toast); by default, home or the `next` path. */
  then?: (values: O) => void;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  // Back to where the visitor was going (an invite link), else home.
  const next = safeNextPath(useLocation().search);
  const onSubmit = form.handleSubmit(async (values) => {
    let result: R;
    try {
      result = await send(values);
    } catch (error) {
      toast({ title: failure.title, description: errorDescription(error, failure.fallback), variant: "destructive" });
      return;
    }
    if (finished && !finished(result)) return;
    if (success) toast({ title: translate(success.title), description: translate(success.description) });
    if (then) then(values);
    else navigate(next ?? HOME_PATH, { replace: true });
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      {children}
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
