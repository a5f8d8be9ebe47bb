// Browser entry: reads what the server inlined, then hydrates the page the
// server rendered (ADR 014), or renders it when there is none (vite dev).
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { queryClient } from "@/lib/query-client";
import { readBootData, seedQueryCache } from "@/lib/boot-data";
import { renderValuesFrom } from "@/lib/render-context";
import { shareRenderValuesWithServer } from "@/lib/selected-trip";
import { browserLanguage, loadErrorMessagesLater, startLanguage } from "@/lib/i18n";
import { pageAt } from "@shared/pages";
import { App, preloadFor } from "./app";
import { AppRoot } from "./root";
import "./index.css";

const boot = readBootData();
// Before preloadFor: with the trips already cached it does not ask for them again.
seedQueryCache(queryClient, boot);
const pageCode = preloadFor(window.location.pathname);
// The language the server rendered the page in (the member's choice, else the browser's); without boot data, the browser's.
// Signed in, the page is one of the frame's and needs its messages as well.
const language = boot?.language ?? browserLanguage();
// And a page may ask for more (the pages table's messageParts): all of them before it hydrates.
const messages = startLanguage(language, [...(boot?.user ? ["core", "app"] as const : ["core"] as const), ...(pageAt(window.location.pathname, !!boot?.user)?.messageParts ?? [])]);
// For the next page the server renders, not this one; a cookie write blocks
// the main thread for milliseconds, so it waits until the page is idle.
if ("requestIdleCallback" in window) requestIdleCallback(shareRenderValuesWithServer, { timeout: 3000 });
else setTimeout(shareRenderValuesWithServer, 1000);

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
    }),
  );
} else {
  void messages.then((loaded) => {
    createRoot(container).render(tree(loaded));
    loadErrorMessagesLater();
  });
}
