// Spec §4: the selected trip id lives in localStorage under "selectedTripId".
// A tiny external store so header, nav and pages all see the same value.
import { useSyncExternalStore } from "react";

export const SELECTED_TRIP_STORAGE_KEY = "selectedTripId";

/** The remembered trip if it is still in the list, else the first trip, else none. */
export function resolveSelectedTripId(tripIds: readonly string[], remembered: string | null): string | null {
  if (remembered && tripIds.includes(remembered)) return remembered;
  return tripIds[0] ?? null;
}

const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    // Storage can be blocked (privacy modes); the app still works, it just forgets.
    return null;
  }
}

export function readSelectedTripId(): string | null {
  return storage()?.getItem(SELECTED_TRIP_STORAGE_KEY) ?? null;
}

export function writeSelectedTripId(id: string | null): void {
  const s = storage();
  if (s) {
    if (id === null) s.removeItem(SELECTED_TRIP_STORAGE_KEY);
    else s.setItem(SELECTED_TRIP_STORAGE_KEY, id);
  }
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === SELECTED_TRIP_STORAGE_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function useStoredSelectedTripId(): string | null {
  return useSyncExternalStore(subscribe, readSelectedTripId, () => null);
}
