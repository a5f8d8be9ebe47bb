// Who has the current trip open, as the live stream last said; the header reads it.
import { useSyncExternalStore } from "react";
import type { PresenceUser } from "@shared/realtime";

interface Presence {
  tripId: string | null;
  users: readonly PresenceUser[];
}

let current: Presence = { tripId: null, users: [] };
const listeners = new Set<() => void>();

export function setPresence(next: Presence): void {
  current = next;
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePresence(): Presence {
  return useSyncExternalStore(subscribe, () => current, () => current);
}
