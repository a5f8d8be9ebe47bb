// What the signed-in frame says about the connection and the app itself
// (SPEC-2 §4, ADR 035): offline, a banner with the time of the oldest data on
// screen; a new version of the app waiting, a prompt to switch to it.
// Browser-only: nothing here is rendered on the server or while hydrating.
import { useSyncExternalStore } from "react";
import { onlineManager, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { CloudOff, RefreshCw } from "lucide-react";
import { clockTime } from "@shared/dates";
import { Button } from "@/components/ui/button";
import { useT } from "@/lib/i18n";
import { useHydrated, useTimeZone } from "@/lib/render-context";
import { useUpdateReady } from "@/lib/pwa-state";

export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  );
}

/** When the oldest data the page shows arrived (ms), or null when it shows none. */
function oldestShown(client: QueryClient): number | null {
  let oldest: number | null = null;
  for (const query of client.getQueryCache().getAll()) {
    if (query.getObserversCount() === 0 || query.state.data === undefined || !query.state.dataUpdatedAt) continue;
    oldest = oldest === null ? query.state.dataUpdatedAt : Math.min(oldest, query.state.dataUpdatedAt);
  }
  return oldest;
}

function useOldestShown(): number | null {
  const client = useQueryClient();
  return useSyncExternalStore(
    (listener) => client.getQueryCache().subscribe(listener),
    () => oldestShown(client),
    () => null,
  );
}

export function ConnectionStatus() {
  const hydrated = useHydrated();
  const online = useOnline();
  const savedAt = useOldestShown();
  const timeZone = useTimeZone();
  const update = useUpdateReady();
  const t = useT();
  if (!hydrated) return null;
  return (
    <>
      {!online && (
        <div role="status" className="sticky top-0 z-30 flex items-center gap-2 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 print:hidden">
          <CloudOff aria-hidden className="size-4 shrink-0" />
          <span>
            {savedAt === null
              ? t("layout.offline.bannerNothing")
              : t("layout.offline.banner", { time: clockTime(new Date(savedAt).toISOString(), timeZone) })}
          </span>
        </div>
      )}
      {update && (
        <div role="status" className="sticky top-0 z-30 flex flex-wrap items-center gap-x-3 gap-y-1 border-b bg-card px-4 py-2 text-sm print:hidden">
          <RefreshCw aria-hidden className="size-4 shrink-0 text-primary" />
          <span className="flex-1">{t("layout.update.ready")}</span>
          <Button size="sm" onClick={update}>
            {t("layout.update.reload")}
          </Button>
        </div>
      )}
    </>
  );
}
