// Browser entry: reads what the server inlined, then hydrates the page the
// server rendered (ADR 014), or renders it when there is none: in vite dev,
// or from the service worker's shell without network, with the data kept on
// the device put back first (ADR 035).
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { onlineManager } from "@tanstack/react-query";
import { queryClient } from "@/lib/query-client";
import { readBootData, seedQueryCache } from "@/lib/boot-data";
import { renderValuesFrom } from "@/lib/render-context";
import { shareRenderValuesWithServer } from "@/lib/selected-trip";
import { browserLanguage, loadErrorMessagesLater, startLanguage } from "@/lib/i18n";
import { userQueryKey } from "@/features/auth/api/get-user";
import { isLanguage, type Language } from "@shared/i18n/languages";
import { pageAt } from "@shared/pages";
import { App, preloadFor } from "./app";
import { AppRoot } from "./root";
import "./index.css";

// TanStack Query assumes it starts online; a page reloaded without network must not ask it first.
onlineManager.setOnline(navigator.onLine);
const boot = readBootData();
// Before preloadFor: with the trips already cached it does not ask for them again.
seedQueryCache(queryClient, boot);

if (boot) start(null);
else {
  // The page's code loads while the kept data is read (the first render offline needs both).
  void preloadFor(window.location.pathname);
  void import("@/lib/offline-cache").then((m) => m.restoreOfflineCache(queryClient, userQueryKey)).catch(() => null).then(start);
}

function start(restored: { language: string } | null) {
  const signedIn = !!boot?.user || !!queryClient.getQueryData(userQueryKey);
  const pageCode = preloadFor(window.location.pathname);
  // The language the server rendered the page in (the member's choice, else the browser's); without boot data,
  // the one the kept data was read in, else the browser's. Signed in, the page is one of the frame's and needs its messages as well;
  // so does the not-found page (an address no page has), whose texts are the frame's, signed out too (as the server preloads them).
  const language: Language = boot?.language ?? (restored && isLanguage(restored.language) ? restored.language : browserLanguage());
  const page = pageAt(window.location.pathname, signedIn);
  // And a page may ask for more (the pages table's messageParts): all of them before it hydrates.
  const messages = startLanguage(language, [...(signedIn || !page ? ["core", "app"] as const : ["core"] as const), ...(page?.messageParts ?? [])]);
  // For the next page the server renders, not this one; a cookie write blocks
  // the main thread for milliseconds, so it waits until the page is idle.
  whenIdle(shareRenderValuesWithServer, 3000);
  // The installable app's worker and the copy of the data kept on the device, once the page is up
  // (after hydrating, so nothing competes with it): neither is part of the first load (the sign-in page's 150 KB).
  const afterFirstRender = () => {
    // The fonts for scripts a device may lack (fonts.ts): at once, not when idle.
    inBackground(() => import("./fonts"));
    whenIdle(() => {
      inBackground(() => import("@/lib/pwa").then((m) => m.registerServiceWorker()));
      inBackground(() => import("@/lib/offline-cache").then((m) => m.keepOfflineCache(queryClient, userQueryKey, () => document.documentElement.lang || language)));
    }, 1000);
  };

  const tree = ({ messages }: { messages: Record<string, string> }) => (
    <AppRoot client={queryClient} values={renderValuesFrom(boot)} language={language} messages={messages}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </AppRoot>
  );
  const container = document.getElementById("root")!;
  if (container.hasAttribute("data-ssr")) {
    // With the page's code here, hydration covers the whole page at once; as a
    // transition it yields to the browser every few milliseconds instead of
    // holding the main thread. Forms are held until then (root.tsx).
    void Promise.all([messages, pageCode]).then(([loaded]) =>
      startTransition(() => {
        hydrateRoot(container, tree(loaded));
        loadErrorMessagesLater();
        afterFirstRender();
      }),
    );
  } else {
    void messages.then((loaded) => {
      createRoot(container).render(tree(loaded));
      loadErrorMessagesLater();
      afterFirstRender();
    });
  }
}

/**
 * Loads a part the page needs only once it is up. When the connection drops as the page opens, its code cannot
 * be fetched: it is fetched again once the device is back online, so the page still becomes installable and keeps
 * its copy of the trip, instead of failing with an uncaught error.
 */
function inBackground(load: () => Promise<unknown>) {
  load().catch(() => window.addEventListener("online", () => inBackground(load), { once: true }));
}

function whenIdle(task: () => void, timeout: number) {
  if ("requestIdleCallback" in window) requestIdleCallback(task, { timeout });
  else setTimeout(task, timeout / 3);
}
