// A button in a toast (e.g. Undo). A module of its own: the toaster is on the
// sign-in page, whose budget has no room for what only signed-in pages use.
import * as React from "react";
import { Toast as ToastPrimitive } from "radix-ui";
import { cn } from "@/lib/utils";

/** A button in a toast (e.g. Undo); choosing it closes the toast. `altText` says how to do it without the toast (screen readers). */
export function ToastAction({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      className={cn(
        "inline-flex h-8 shrink-0 items-center justify-center rounded-md border bg-background px-3 text-sm font-medium hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
        className,
      )}
      {...props}
    />
  );
}
