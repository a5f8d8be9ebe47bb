// What the signed-in frame says about the connection and the app itself
// (docs/product/offline.md, ADR 035): offline, a banner with the time of the oldest data on
// screen; the changes waiting to sync, and the ones the server refused (a
// conflict: keep mine or take theirs); a new version of the app waiting, a
// prompt to switch to it.
// Browser-only: nothing here is rendered on the server or while hydrating.
import { useSyncExternalStore } from "react";
import { onlineManager, useMutation, useMutationState, useQueryClient, type Mutation, type QueryClient } from "@tanstack/react-query";
import { CloudOff, CloudUpload, RefreshCw, TriangleAlert } from "lucide-react";
import { ApiError } from "@/lib/api";
import { QUEUED_WRITE_KEY, queuedWrite, queuedWriteOptions, type QueuedWrite } from "@/lib/offline-writes";
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
        <div role="status" className="sticky top-0 z-30 flex items-center gap-2 border-b border-warning-border bg-warning px-4 py-2 text-sm text-warning-foreground print:hidden">
          <CloudOff aria-hidden className="size-4 shrink-0" />
          <span>
            {savedAt === null
              ? t("layout.offline.bannerNothing")
              : t("layout.offline.banner", { time: clockTime(new Date(savedAt).toISOString(), timeZone) })}
          </span>
        </div>
      )}
      <QueuedWrites />
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

const isConflict = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 409 && error.code === "conflict" && !!error.current;

/** The fields where the server's version and mine differ, as text. */
function differences(mine: Record<string, unknown> | undefined, theirs: unknown): { field: string; mine: string; theirs: string }[] {
  if (!mine || typeof theirs !== "object" || theirs === null) return [];
  const text = (v: unknown) => (v === null || v === undefined ? "—" : typeof v === "object" ? JSON.stringify(v) : String(v));
  return Object.entries(mine)
    .filter(([field, value]) => text(value) !== text((theirs as Record<string, unknown>)[field]))
    .map(([field, value]) => ({ field, mine: text(value), theirs: text((theirs as Record<string, unknown>)[field]) }));
}

/** The queued writes not sent yet ("waiting to sync"), and those the server refused after the connection came back. */
function QueuedWrites() {
  const t = useT();
  const client = useQueryClient();
  const { mutate } = useMutation(queuedWriteOptions(client));
  const waiting = useMutationState({ filters: { mutationKey: QUEUED_WRITE_KEY, status: "pending" }, select: (m) => m.state.variables as QueuedWrite });
  // A write a form was waiting for reports its own failure; the list reports those made offline, and every conflict.
  const refused = useMutationState({
    filters: { mutationKey: QUEUED_WRITE_KEY, status: "error", predicate: (m) => !!(m.state.variables as QueuedWrite).queued || isConflict(m.state.error) },
    select: (m) => m as unknown as Mutation<unknown, Error, QueuedWrite>,
  });
  if (waiting.length === 0 && refused.length === 0) return null;
  const forget = (m: Mutation<unknown, Error, QueuedWrite>) => client.getMutationCache().remove(m);
  return (
    <section aria-label={t("layout.sync.waiting")} className="flex flex-col gap-2 border-b bg-card px-4 py-2 text-sm print:hidden">
      {waiting.length > 0 && (
        <div>
          <p className="flex items-center gap-2 font-medium">
            <CloudUpload aria-hidden className="size-4 shrink-0 text-primary" />
            {t("layout.sync.heading", { count: waiting.length })}
          </p>
          <ul className="mt-1 flex flex-col gap-0.5 ps-6">
            {waiting.map((w) => (
              <li key={w.idempotencyKey} data-testid="waiting-to-sync" className="flex flex-wrap gap-x-2 text-muted-foreground">
                <span className="font-medium text-foreground">{w.label}</span>
                <span>
                  {t(`layout.sync.kind.${w.kind}`)} · {t("layout.sync.waiting")}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {refused.map((m) => {
        const write = m.state.variables!;
        const error = m.state.error;
        if (!isConflict(error)) {
          return (
            <div key={write.idempotencyKey} role="alert" className="flex flex-wrap items-center gap-2 text-destructive">
              <TriangleAlert aria-hidden className="size-4 shrink-0" />
              <span className="flex-1">{t("layout.sync.failed", { name: write.label, reason: error instanceof ApiError && error.serverMessage ? error.serverMessage : String(error?.message) })}</span>
              <Button size="sm" variant="outline" onClick={() => forget(m)}>
                {t("layout.sync.dismiss")}
              </Button>
            </div>
          );
        }
        const theirs = error.current as { updatedAt?: string };
        return (
          <div key={write.idempotencyKey} role="alert" data-testid="sync-conflict" className="flex flex-col gap-1 rounded-md border border-warning-border bg-warning p-2 text-warning-foreground">
            <p className="flex items-center gap-2 font-medium">
              <TriangleAlert aria-hidden className="size-4 shrink-0" />
              {t("layout.sync.conflict", { name: write.label })}
            </p>
            <ul className="ps-6">
              {differences(write.body, theirs).map((d) => (
                <li key={d.field}>{t("layout.sync.field", d)}</li>
              ))}
            </ul>
            <div className="flex gap-2 ps-6">
              <Button
                size="sm"
                onClick={() => {
                  forget(m);
                  // Mine again, over the version just seen: a change made since then is a new conflict.
                  mutate(queuedWrite({ ...write, ifMatch: theirs.updatedAt, queued: true }));
                }}
              >
                {t("layout.sync.keepMine")}
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => {
                  forget(m);
                  void Promise.all(write.invalidate.map((queryKey) => client.invalidateQueries({ queryKey })));
                }}
              >
                {t("layout.sync.takeTheirs")}
              </Button>
            </div>
          </div>
        );
      })}
    </section>
  );
}
