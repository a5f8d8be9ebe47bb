// Keeps the person's notices live: one EventSource on /api/notifications/stream;
// a new notice or one marked read elsewhere refreshes the list and its count.
// Also gives the account the browser's time zone the first time it has none
// (digests and reminders are timed in it; UTC until then).
import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { answer, api, apiUrl } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";
import { sessionEnded, signedInAgain } from "@/lib/unauthorized";

const RETRY_MS = 5_000;

export function NoticeStream() {
  const queryClient = useQueryClient();

  useEffect(() => {
    void answer(api.GET("/api/profile/preferences")).then((prefs) => {
      const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      if (prefs.timeZone === null && zone) {
        void answer(api.PUT("/api/profile/preferences", { body: { timeZone: zone } })).then((saved) => queryClient.setQueryData(queryKeys.preferences, saved));
      }
    }, () => {});
  }, [queryClient]);

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let opened = false;
    let stopped = false;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.notifications });
    const connect = () => {
      source = new EventSource(apiUrl("/api/notifications/stream"));
      source.onopen = () => {
        // A reconnect may have missed notices.
        if (opened) refresh();
        opened = true;
      };
      source.addEventListener("notification", refresh);
      source.addEventListener("read", refresh);
      source.addEventListener("signed-out", () => {
        // This device was signed out elsewhere: say so now, and listen again once signed back in.
        source?.close();
        sessionEnded();
        void signedInAgain().then(() => {
          if (!stopped) connect();
        });
      });
      source.onerror = () => {
        if (source?.readyState !== EventSource.CLOSED) return;
        retry = setTimeout(connect, RETRY_MS);
      };
    };
    connect();
    return () => {
      stopped = true;
      source?.close();
      if (retry) clearTimeout(retry);
    };
  }, [queryClient]);

  return null;
}
