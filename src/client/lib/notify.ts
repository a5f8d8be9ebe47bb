// Toast helpers for mutation results. A 401 already has its own toast and
// redirect, so a second "failed" toast would only replace it (limit 1).
// Failure toasts keep the product description's text and add the server's own message, when
// it sent one, so a person learns what to change (issue 9, docs/product/screens.md).
import { ApiError, isUnauthorized } from "@/lib/api";
import { toast } from "@/components/ui/use-toast";

export function notifySuccess(title: string, description?: string) {
  toast({ title, description });
}

/** "{documented text}: {server message}", unless the text already carries the server's message. */
export function failureDescription(error: unknown, description?: string): string | undefined {
  const server = error instanceof ApiError ? error.serverMessage?.trim() : undefined;
  if (!server) return description;
  if (!description) return server;
  if (description.includes(server)) return description;
  // "Failed to create trip: Name is too long", but "… Please try again. The model did not answer."
  return /[.!?]\s*$/.test(description) ? `${description.trimEnd()} ${server}` : `${description.replace(/:\s*$/, "")}: ${server}`;
}

export function notifyError(error: unknown, title: string, description?: string) {
  if (isUnauthorized(error)) return;
  toast({ title, description: failureDescription(error, description), variant: "destructive" });
}
