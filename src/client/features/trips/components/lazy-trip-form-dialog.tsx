// The trip form as pages use it: rendered, and its code loaded, from the first
// time it is opened. Its code (the form library, the trip schema, zod) is not
// part of loading any page: on the dashboard, zod's set-up alone cost more
// than React's (ADR 015). Once opened it stays mounted, so closing animates.
import { Suspense, useState } from "react";
import { lazyComponent, type LazyComponent } from "@/lib/lazy-component";
import type { CopyTripDialogProps, TripFormDialogProps } from "./trip-form-dialog";

const LazyTripFormDialog = lazyComponent(() => import("./trip-form-dialog").then((m) => m.TripFormDialog));
const LazyCopyTripDialog = lazyComponent(() => import("./trip-form-dialog").then((m) => m.CopyTripDialog));

/**
 * Starts loading the form's code, e.g. when the pointer reaches the button
 * that opens it. A failure is left to the opening, which loads it again and
 * reports what still fails.
 */
export const preloadTripForm = () => void LazyTripFormDialog.preload().catch(() => undefined);

/** A dialog rendered, and its code loaded, from the first time it is opened. */
function OpenedOnce<P extends { open: boolean }>({ Dialog, props }: { Dialog: LazyComponent<P>; props: P }) {
  const [opened, setOpened] = useState(props.open);
  // Remembering that it was opened, during render (React's pattern for state derived from props).
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}

export function TripFormDialog(props: TripFormDialogProps) {
  return <OpenedOnce Dialog={LazyTripFormDialog} props={props} />;
}

export function CopyTripDialog(props: CopyTripDialogProps) {
  return <OpenedOnce Dialog={LazyCopyTripDialog} props={props} />;
}
