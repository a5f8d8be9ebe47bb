// The booking import dialog for other features (the chat's attach button):
// its code loads the first time it is opened, not with the page (ADR 015).
import { Suspense, useState } from "react";
import { lazyComponent } from "@/lib/lazy-component";

const LazyImport = lazyComponent(() => import("./import-dialog").then((m) => m.ImportDialog));

export function LazyImportDialog(props: { tripId: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LazyImport {...props} />
    </Suspense>
  );
}
