// shadcn-style toast store: a module-level queue that any code (also outside
// React, e.g. the query client's 401 handler) can push to.
import * as React from "react";
import {
  TOAST_REMOVE_DELAY_MS,
  toastReducer,
  type ToastAction,
  type ToastState,
  type ToasterToast,
} from "./toast-state";

let count = 0;
function genId(): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return String(count);
}

const listeners = new Set<(state: ToastState) => void>();
let memoryState: ToastState = { toasts: [] };
const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>();

function scheduleRemoval(toastId: string) {
  if (removeTimeouts.has(toastId)) return;
  removeTimeouts.set(
    toastId,
    setTimeout(() => {
      removeTimeouts.delete(toastId);
      dispatch({ type: "REMOVE_TOAST", toastId });
    }, TOAST_REMOVE_DELAY_MS),
  );
}

function dispatch(action: ToastAction) {
  if (action.type === "DISMISS_TOAST") {
    const ids = action.toastId ? [action.toastId] : memoryState.toasts.map((t) => t.id);
    ids.forEach(scheduleRemoval);
  }
  memoryState = toastReducer(memoryState, action);
  listeners.forEach((l) => l(memoryState));
}

export type ToastInput = Omit<ToasterToast, "id" | "open">;

export function toast(props: ToastInput) {
  const id = genId();
  const update = (next: Partial<ToastInput>) => dispatch({ type: "UPDATE_TOAST", toast: { ...next, id } });
  const dismiss = () => dispatch({ type: "DISMISS_TOAST", toastId: id });
  dispatch({ type: "ADD_TOAST", toast: { ...props, id, open: true } });
  return { id, dismiss, update };
}

/** Radix calls this when a toast closes (timer, swipe, close button). */
export function onToastOpenChange(id: string, open: boolean) {
  if (!open) dispatch({ type: "DISMISS_TOAST", toastId: id });
}

function subscribe(listener: (state: ToastState) => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useToast() {
  const state = React.useSyncExternalStore(
    subscribe,
    () => memoryState,
    () => memoryState,
  );
  return {
    ...state,
    toast,
    dismiss: (toastId?: string) => dispatch({ type: "DISMISS_TOAST", toastId }),
  };
}
