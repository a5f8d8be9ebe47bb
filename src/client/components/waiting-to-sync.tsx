// The "Waiting to sync" mark on the thing itself (docs/product/offline.md, ADR 035): a row
// or card edited offline carries it until its write lands; a thing created
// offline has no row yet (the server gives it its id), so it is shown as a
// plain row of its own, with its name and the mark, in the list it goes to.
import { CloudUpload } from "lucide-react";
import type { QueuedWrite } from "@/lib/offline-writes";
import { Badge } from "@/components/ui/badge";
import { useT } from "@/lib/i18n";
import { cn } from "@/lib/utils";

export function WaitingToSync({ className }: { className?: string }) {
  const t = useT();
  return (
    <Badge variant="outline" data-testid="row-waiting-to-sync" className={cn("border-warning-border bg-warning text-warning-foreground", className)}>
      <CloudUpload aria-hidden />
      {t("layout.sync.waiting")}
    </Badge>
  );
}

/** The things created offline that go in this list, each a row with its name and the mark. */
export function PendingCreates({ writes, className }: { writes: readonly QueuedWrite[]; className?: string }) {
  if (writes.length === 0) return null;
  return (
    <ul className={cn("grid gap-2", className)}>
      {writes.map((w) => (
        <li key={w.idempotencyKey} data-testid="pending-create" className="flex flex-wrap items-center gap-2 rounded-lg border border-dashed bg-card px-3 py-2.5">
          <span className="min-w-0 flex-1 font-medium break-words">{w.label}</span>
          <WaitingToSync />
        </li>
      ))}
    </ul>
  );
}
