// Values the first render must share with the HTML the server rendered
// (ADR 014). On the server they come from the request (cookies, session); in
// the browser from the boot data the server inlined with that HTML. Without
// them (vite dev, a page the server did not render) the browser's own values
// are used.
import { createContext, useContext, useSyncExternalStore } from "react";
import type { BootData } from "@shared/boot";
import { todayCalendarDate } from "@shared/today";

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export interface RenderValues {
  /** The visitor's calendar date the page was rendered with. */
  today: string | null;
  /** The time zone the page's times of day were rendered in. */
  timeZone: string | null;
  /** The remembered trip the page was rendered with (cookie mirror of localStorage). */
  selectedTripId: string | null;
  /** Set on the server only: a redirect during render becomes an HTTP redirect instead of an empty page. */
  onRedirect?: (to: string) => void;
  /** Set on the server only: the document title the page asks for, so the served HTML carries it (effects do not run there). */
  onTitle?: (title: string) => void;
}

const NONE: RenderValues = { today: null, timeZone: null, selectedTripId: null };

export const RenderContext = createContext<RenderValues>(NONE);

export function renderValuesFrom(boot: BootData | null): RenderValues {
  return boot?.user ? { today: boot.today, timeZone: boot.timeZone, selectedTripId: boot.selectedTripId } : NONE;
}

export const useRenderValues = () => useContext(RenderContext);

const subscribeToNothing = () => () => {};

/**
 * Today's calendar date in the browser's time zone. While hydrating (and on
 * the server) it is the date the HTML was rendered with; if the two differ,
 * React re-renders with the browser's right after hydration.
 */
export function useToday(): string {
  const { today } = useRenderValues();
  return useSyncExternalStore(subscribeToNothing, todayCalendarDate, () => today ?? todayCalendarDate());
}

/** The browser's IANA time zone, for times of day; while hydrating, the one the page was rendered in. */
export function useTimeZone(): string {
  const { timeZone } = useRenderValues();
  return useSyncExternalStore(subscribeToNothing, browserTimeZone, () => timeZone ?? "UTC");
}

/** False on the server and while hydrating, true afterwards: for what only the browser renders. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
