// Where the signed-in frame shows SessionEndedDialog: its code (the sign-in form's schema) loads only once
// a session has ended, not with every page (ADR 015).
import { Suspense } from "react";
import { lazyComponent } from "@/lib/lazy-component";
import { useSessionEnded } from "@/lib/unauthorized";

const LazyDialog = lazyComponent(() => import("./session-ended-dialog").then((m) => m.SessionEndedDialog));

export function SessionEnded() {
  if (!useSessionEnded()) return null;
  return (
    <Suspense fallback={null}>
      <LazyDialog />
    </Suspense>
  );
}
