// The trip form as pages use it: rendered, and its code loaded, from the first
// time it is opened. Its code (the form library, the trip schema, zod) is not
// part of loading any page: on the dashboard, zod's set-up alone cost more
// than React's (ADR 015). Once opened it stays mounted, so closing animates.
import { Suspense, useState } from "react";
import { lazyComponent } from "@/lib/lazy-component";
import type { TripFormDialogProps } from "./trip-form-dialog";

const LazyTripFormDialog = lazyComponent(() => import("./trip-form-dialog").then((m) => m.TripFormDialog));

/**
 * Starts loading the form's code, e.g. when the pointer reaches the button
 * that opens it. A failure is left to the opening, which loads it again and
 * reports what still fails.
 */
export const preloadTripForm = () => void LazyTripFormDialog.preload().catch(() => undefined);

export function TripFormDialog(props: TripFormDialogProps) {
  const [opened, setOpened] = useState(props.open);
  // Remembering that it was opened, during render (React's pattern for state derived from props).
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LazyTripFormDialog {...props} />
    </Suspense>
  );
}
