// Registers the service worker that vite-plugin-pwa builds (ADR 035). A new
// version waits until the member accepts the prompt (pwa-state.ts), so a page
// is never swapped under someone typing; the browser also looks for a new
// version every hour, so an app left open does not stay old forever.
// Loaded lazily once the page is up (main.tsx): the sign-in page's first load does not carry it.
import { registerSW } from "virtual:pwa-register";
import { setUpdateReady } from "./pwa-state";

const CHECK_EVERY_MS = 60 * 60 * 1000;
let reloadOnSwitch = false;

export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  const updateSW = registerSW({
    onNeedRefresh: () => {
      // The page reloads once the new version controls it — this page and any other tab of the app, which would
      // otherwise go on with the old version's code over the new version's cache (a chunk it has not loaded yet
      // is gone). Not left to workbox-window: it reports the switch ("controlling") only for a worker this page
      // registered itself, and a version found by a later check (the hourly one) counts as someone else's, so
      // Reload activated it without reloading (offline.spec's update test).
      if (!reloadOnSwitch) navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), { once: true });
      reloadOnSwitch = true;
      setUpdateReady(() => void updateSW(true));
    },
    onRegisteredSW: (_url, registration) => {
      if (registration) setInterval(() => void registration.update().catch(() => {}), CHECK_EVERY_MS);
    },
  });
}
