// docs/product/trips-and-members.md: the selected trip id lives in localStorage under "selectedTripId".
// A tiny external store so header, nav and pages all see the same value. A
// cookie mirrors it so the server renders the same trip the browser will
// show (ADR 014); localStorage stays the source.
import { useSyncExternalStore } from "react";
import { SELECTED_TRIP_COOKIE, TIME_ZONE_COOKIE } from "@shared/boot";
import { useRenderValues } from "./render-context";

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

const YEAR_S = 365 * 24 * 3600;

/** A first-party cookie the server reads when it renders a page; not a secret, so readable by the page. */
function setCookie(name: string, value: string | null): void {
  document.cookie =
    value === null
      ? `${name}=; Path=/; Max-Age=0; SameSite=Lax`
      : `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${YEAR_S}; SameSite=Lax`;
}

export function readSelectedTripId(): string | null {
  return storage()?.getItem(SELECTED_TRIP_STORAGE_KEY) ?? null;
}

/**
 * Stores the trip every view already shows (the fallback choice) without
 * telling them: a store notification re-renders all of them synchronously
 * (useSyncExternalStore), which right after hydration is a long task for no
 * visible change. They read the stored value on their next render anyway.
 */
export function rememberSelectedTripId(id: string | null): void {
  const s = storage();
  if (s) {
    if (id === null) s.removeItem(SELECTED_TRIP_STORAGE_KEY);
    else s.setItem(SELECTED_TRIP_STORAGE_KEY, id);
  }
  setCookie(SELECTED_TRIP_COOKIE, id);
}

/** Selects a trip: stores it and updates every view. */
export function writeSelectedTripId(id: string | null): void {
  rememberSelectedTripId(id);
  listeners.forEach((l) => l());
}

/**
 * At start: tells the server, for the next page it renders, which trip is
 * remembered here and which time zone this browser is in.
 */
export function shareRenderValuesWithServer(): void {
  setCookie(SELECTED_TRIP_COOKIE, readSelectedTripId());
  setCookie(TIME_ZONE_COOKIE, Intl.DateTimeFormat().resolvedOptions().timeZone ?? null);
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

/** While hydrating (and on the server), the trip the HTML was rendered with; then localStorage's. */
export function useStoredSelectedTripId(): string | null {
  const { selectedTripId } = useRenderValues();
  return useSyncExternalStore(subscribe, readSelectedTripId, () => selectedTripId);
}
