// Registers the service worker that vite-plugin-pwa builds (ADR 035). A new
// version waits until the member accepts the prompt (pwa-state.ts), so a page
// is never swapped under someone typing; the browser also looks for a new
// version every hour, so an app left open does not stay old forever.
// Loaded lazily once the page is up (main.tsx): the sign-in page's first load does not carry it.
import { registerSW } from "virtual:pwa-register";
import { setUpdateReady } from "./pwa-state";

const CHECK_EVERY_MS = 60 * 60 * 1000;

export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  const updateSW = registerSW({
    onNeedRefresh: () => setUpdateReady(() => void updateSW(true)),
    onRegisteredSW: (_url, registration) => {
      if (registration) setInterval(() => void registration.update().catch(() => {}), CHECK_EVERY_MS);
    },
  });
}
