// Toast helpers for mutation results. A 401 already has its own toast and
// redirect, so a second "failed" toast would only replace it (limit 1).
import { isUnauthorized } from "@/lib/api";
import { toast } from "@/components/ui/use-toast";

export function notifySuccess(title: string, description?: string) {
  toast({ title, description });
}

export function notifyError(error: unknown, title: string, description?: string) {
  if (isUnauthorized(error)) return;
  toast({ title, description, variant: "destructive" });
}
