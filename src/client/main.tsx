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
      inBackground(() => import("@/lib/pwa"), (m) => m.registerServiceWorker());
      inBackground(() => import("@/lib/offline-cache"), (m) => m.keepOfflineCache(queryClient, userQueryKey, () => document.documentElement.lang || language));
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
 * Loads a part the page needs only once it is up, then uses it. When the connection drops as the page opens, its code
 * cannot be fetched: it is fetched again once the device is back online, so the page still becomes installable and
 * keeps its copy of the trip, instead of failing with an uncaught error.
 *
 * The second fetch asks for the part's file at a fresh address. A browser may keep a failed module fetch for as long
 * as the page lives (Chromium 150 does): import() of the same address then fails again at once, without a request,
 * on every "online". The file at a fresh address is fetched, and only it: the chunks it imports keep their addresses,
 * so they are shared with the page, not loaded twice (they are mostly loaded already: the framework, the forms, the
 * update prompt's state, the queued writes). If one of them failed as well, so does the retry, and the part comes
 * with the next page load. Reloading the page instead would drop what the member is typing and the changes made
 * offline meanwhile, which only this part keeps on the device.
 */
function inBackground<T>(load: () => Promise<T>, use: (loaded: T) => unknown = () => undefined) {
  load()
    .then(use)
    .catch((error: unknown) => {
      const failed = failedModuleUrl(error);
      const again = failed ? () => import(/* @vite-ignore */ freshAddress(failed)) as Promise<T> : load;
      window.addEventListener("online", () => inBackground(again, use), { once: true });
    });
}

/**
 * The file a failed import() names: Chromium's and Firefox's messages end with its address (Safari's names none; there
 * the retry asks for the same address, which fetches it again in a browser that does not keep the failure).
 * Only a script of this site: the address is imported next.
 */
function failedModuleUrl(error: unknown): URL | null {
  if (!(error instanceof TypeError)) return null;
  try {
    const url = new URL(error.message.slice(error.message.lastIndexOf(" ") + 1));
    return url.origin === window.location.origin && url.pathname.endsWith(".js") ? url : null;
  } catch {
    return null;
  }
}

/** The same file at an address the page has not fetched yet (the server answers it whatever the query). */
function freshAddress(url: URL): string {
  const fresh = new URL(url);
  fresh.searchParams.set("retry", String(Date.now()));
  return fresh.href;
}

function whenIdle(task: () => void, timeout: number) {
  if ("requestIdleCallback" in window) requestIdleCallback(task, { timeout });
  else setTimeout(task, timeout / 3);
}
