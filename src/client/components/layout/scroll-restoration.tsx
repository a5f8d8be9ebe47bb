// Where a page opens: a new page at its top (or its #anchor), and a page
// reached with back or forward, or reloaded, where it was left. In the app
// every link is a client-side navigation, which the browser does not scroll:
// the window kept the last page's offset (a dashboard opened 583 px down).
// React Router's own <ScrollRestoration> needs its data router; the app uses
// <BrowserRouter>, so this is the same idea on the history entry's key.
import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

const STORAGE_KEY = "roamwise-scroll";
/** How long a restored page may take to grow tall enough (its data arriving) before the offset is given up. */
const RESTORE_WITHIN_MS = 2000;

/** Offsets by history entry, kept for the tab's life so a reload restores too. */
function readOffsets(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}") as Record<string, number>;
  } catch {
    return {};
  }
}

/** How this document was opened: only a reload or back/forward returns to a kept offset. */
function openedByHistory(): boolean {
  const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return entry?.type === "reload" || entry?.type === "back_forward";
}

export function ScrollRestoration() {
  const { key, pathname, search, hash } = useLocation();
  const navigation = useNavigationType();
  const firstRender = useRef(true);
  // React Router keys every entry it makes; the tab's first page (key "default") is told apart by its address.
  const entry = key === "default" ? `default:${pathname}${search}` : key;

  useEffect(() => {
    window.history.scrollRestoration = "manual";
  }, []);

  // The offset is recorded while the page is scrolled: by the time a navigation is seen the window
  // already shows the next page, and the browser may have cut the offset to that page's height.
  useEffect(() => {
    let frame = 0;
    const record = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const offsets = readOffsets();
        offsets[entry] = Math.round(window.scrollY);
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(offsets));
      });
    };
    window.addEventListener("scroll", record, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", record);
    };
  }, [entry]);

  // Before the page paints, so a new page never shows at the old offset for a frame.
  useLayoutEffect(() => {
    const returning = firstRender.current ? openedByHistory() : navigation === "POP";
    firstRender.current = false;
    if (!returning) {
      const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
      if (target) target.scrollIntoView();
      else window.scrollTo(0, 0);
      return;
    }
    const offset = readOffsets()[entry] ?? 0;
    // Back to a page whose data is still coming: wait until it is tall enough, then go there.
    const until = performance.now() + RESTORE_WITHIN_MS;
    let frame = 0;
    const restore = () => {
      const room = document.documentElement.scrollHeight - window.innerHeight;
      if (room >= offset || performance.now() > until) window.scrollTo(0, offset);
      else frame = requestAnimationFrame(restore);
    };
    restore();
    return () => cancelAnimationFrame(frame);
  }, [entry, hash, navigation]);

  return null;
}
