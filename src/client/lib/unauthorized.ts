// A 401 on any data call means the session ended (signed out in another tab,
// or it expired). Sending the browser to the sign-in page lost whatever was
// being entered (issue 38 item 2), so the page stays: a dialog says the session
// ended and signs in again in place (features/auth, SessionEndedDialog). The
// open form keeps its text, and writes queued on the device wait; once signed
// in, the data is read again. Several failing calls at once open it once.
import { useSyncExternalStore } from "react";
import { isUnauthorized } from "@/lib/api";

let ended = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Returns whether the error was a 401 (and so handled: the session-ended dialog is open). */
export function handleUnauthorized(error: unknown): boolean {
  if (!isUnauthorized(error)) return false;
  sessionEnded();
  return true;
}

/** The session ended: a 401, or a live stream's `signed-out` (this device was signed out elsewhere). */
export function sessionEnded(): void {
  if (ended) return;
  ended = true;
  emit();
}

/** Signed in again: the dialog closes. */
export function sessionResumed(): void {
  ended = false;
  emit();
}

export const isSessionEnded = (): boolean => ended;

/** Calls `listener` when the session ends or resumes; returns the unsubscribe. */
export function onSessionChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Resolves once the member has signed in again (at once when the session has not ended). */
export function signedInAgain(): Promise<void> {
  return new Promise((resolve) => {
    if (!ended) return resolve();
    const stop = onSessionChange(() => {
      if (ended) return;
      stop();
      resolve();
    });
  });
}

/** Whether the session has ended under this page (false on the server). */
export function useSessionEnded(): boolean {
  return useSyncExternalStore(onSessionChange, isSessionEnded, () => false);
}
