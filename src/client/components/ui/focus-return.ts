// Dialogs opened from state (no Radix Trigger, e.g. a button that sets
// `open`) would drop focus on <body> when they close, because Radix returns
// focus to its Trigger only. This remembers what had focus when the dialog
// opened and gives it back on close, so keyboard users keep their place.
import { useRef } from "react";

type AutoFocusHandler = ((event: Event) => void) | undefined;

export function useFocusReturn(onOpenAutoFocus: AutoFocusHandler, onCloseAutoFocus: AutoFocusHandler) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      // Still the opener: Radix moves focus into the dialog after this handler.
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      const el = opener.current;
      if (el?.isConnected) {
        event.preventDefault();
        el.focus();
      }
    },
  };
}
