// Whether the server can be reached (docs/product/offline.md, ADR 035). navigator.onLine —
// which TanStack Query follows — only says the device has a network: it stays
// true on a network that gets nowhere (a captive portal, a dead hotspot, a
// train's Wi-Fi), where every request fails. So a request that gets no answer
// at all also counts as offline: what waits for the connection (queued
// writes) is held, and the server is asked every few seconds until it answers.
import { onlineManager } from "@tanstack/react-query";

const PROBE_EVERY_MS = 3000;
let probe: ReturnType<typeof setTimeout> | null = null;

/** fetch's own failure: no answer at all, as opposed to an HTTP error. */
export const isNoAnswer = (error: unknown): boolean => error instanceof TypeError;

async function serverAnswers(): Promise<boolean> {
  try {
    return (await fetch("/api/health", { cache: "no-store" })).ok;
  } catch {
    return false;
  }
}

/** A request got no answer: offline until the server answers again (or the browser says it is back). */
export function connectionLost(): void {
  if (onlineManager.isOnline()) onlineManager.setOnline(false);
  const again = async () => {
    if (onlineManager.isOnline() || (await serverAnswers())) {
      probe = null;
      onlineManager.setOnline(true);
    } else probe = setTimeout(() => void again(), PROBE_EVERY_MS);
  };
  probe ??= setTimeout(() => void again(), PROBE_EVERY_MS);
}

/** Asks the server once, before anything waiting is sent (the page came from the offline shell). */
export async function checkConnection(): Promise<void> {
  if (!(await serverAnswers())) connectionLost();
}
