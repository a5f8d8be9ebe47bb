// Whether a new version of the app is waiting (the service worker's update,
// ADR 035), and how to switch to it. A store of its own, so the signed-in
// frame can show the prompt without loading the worker's registration code.
import { useSyncExternalStore } from "react";

interface UpdateState {
  /** Activates the waiting version and reloads the page; null while there is none. */
  update: (() => void) | null;
}

let state: UpdateState = { update: null };
const listeners = new Set<() => void>();

export function setUpdateReady(update: () => void): void {
  state = { update };
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The waiting version's update function, or null (always null on the server and while hydrating). */
export function useUpdateReady(): (() => void) | null {
  return useSyncExternalStore(
    subscribe,
    () => state.update,
    () => null,
  );
}
