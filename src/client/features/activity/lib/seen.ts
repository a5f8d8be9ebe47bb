// When the member last opened a trip's notifications, kept on this device
// (localStorage), so the bell counts only what is new since. Read through
// useSyncExternalStore: null on the server and while hydrating.
import { useCallback, useSyncExternalStore } from "react";

const key = (tripId: string) => `roamwise.activitySeen.${tripId}`;
const listeners = new Set<() => void>();

function read(tripId: string): string | null {
  try {
    return window.localStorage.getItem(key(tripId));
  } catch {
    return null;
  }
}

export function markSeen(tripId: string, at: string): void {
  try {
    window.localStorage.setItem(key(tripId), at);
  } catch {
    // Storage refused (private mode): the count just stays.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

export function useSeenAt(tripId: string | undefined): string | null {
  const snapshot = useCallback(() => (tripId ? read(tripId) : null), [tripId]);
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
