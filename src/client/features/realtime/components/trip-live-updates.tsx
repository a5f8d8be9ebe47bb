// Keeps the current trip live: one EventSource on /api/trips/:tripId/stream that
// refetches the queries a change affects, refetches the whole trip after a
// reconnect (changes may have been missed), and feeds presence to the header.
import { useEffect } from "react";
import { onlineManager, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useCurrentTrip } from "@/features/trips";
import { invalidateForChange, invalidateWholeTrip } from "../lib/invalidation";
import { setPresence } from "../lib/presence-store";
import { apiUrl } from "@/lib/api";
import { sessionEnded, signedInAgain } from "@/lib/unauthorized";

/** After the server refused or dropped the stream for good, try again after this long (doubling). */
const RETRY_MIN_MS = 2_000;
const RETRY_MAX_MS = 30_000;

export function TripLiveUpdates() {
  const { currentTrip } = useCurrentTrip();
  const tripId = currentTrip?.id ?? null;
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!tripId || typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | null = null;
    let retryMs = RETRY_MIN_MS;
    let opened = false;
    let stopped = false;
    // The events' schemas (zod) load with the stream, not with the page: zod costs
    // more to set up than React, and nothing is parsed before the first event (ADR 015).
    // Events wait for them in order (one promise, callbacks run as registered).
    const schemas = import("@shared/realtime");

    const connect = () => {
      source = new EventSource(apiUrl("/api/trips/{tripId}/stream", { tripId }));
      source.onopen = () => {
        // The first open follows the page's own fetches, unless the page began from the copy kept on the device
        // (offline, ADR 035): that is as old as when it was saved. Later opens may have missed changes.
        if (opened || showsKeptCopy(queryClient)) void invalidateWholeTrip(queryClient, tripId);
        opened = true;
        retryMs = RETRY_MIN_MS;
      };
      source.addEventListener("change", (e) => {
        void schemas.then(({ changeEventSchema }) => {
          if (stopped) return;
          const parsed = changeEventSchema.safeParse(safeJson((e as MessageEvent<string>).data));
          void invalidateForChange(queryClient, tripId, parsed.success ? parsed.data : { resource: "unknown" });
        });
      });
      source.addEventListener("presence", (e) => {
        void schemas.then(({ presenceEventSchema }) => {
          if (stopped) return;
          const parsed = presenceEventSchema.safeParse(safeJson((e as MessageEvent<string>).data));
          if (parsed.success) setPresence({ tripId, users: parsed.data.users });
        });
      });
      source.addEventListener("resync", () => void invalidateWholeTrip(queryClient, tripId));
      source.addEventListener("signed-out", () => {
        // This device was signed out elsewhere: say so now, and listen again once signed back in.
        source?.close();
        sessionEnded();
        void signedInAgain().then(() => {
          if (!stopped) connect();
        });
      });
      source.addEventListener("removed", () => {
        // No longer a member: the trip list drops it and the app moves on to another trip.
        stop();
        void invalidateWholeTrip(queryClient, tripId);
      });
      source.onerror = () => {
        // EventSource retries by itself while CONNECTING; CLOSED means it gave up (an HTTP error).
        if (source?.readyState !== EventSource.CLOSED || stopped) return;
        setPresence({ tripId, users: [] });
        retryTimer = setTimeout(connect, retryMs);
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
      };
    };
    // Back online (connection.ts): connect now rather than when the backed-off retry comes round.
    const stopWatchingConnection = onlineManager.subscribe((online) => {
      if (!online || !retryTimer || stopped) return;
      clearTimeout(retryTimer);
      retryTimer = null;
      connect();
    });
    const stop = () => {
      stopped = true;
      stopWatchingConnection();
      source?.close();
      if (retryTimer) clearTimeout(retryTimer);
      setPresence({ tripId: null, users: [] });
    };

    connect();
    return stop;
  }, [tripId, queryClient]);

  return null;
}

/** Some of the data shown predates this page: it was put back from the device's kept copy (offline-cache.ts). */
function showsKeptCopy(queryClient: QueryClient): boolean {
  return queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.dataUpdatedAt > 0 && query.state.dataUpdatedAt < performance.timeOrigin);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
