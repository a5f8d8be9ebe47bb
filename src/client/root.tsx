// What wraps the routes in the browser (main.tsx) and on the server
// (entry-server.tsx) alike, so both render the same tree: the query client,
// the render values (lib/render-context.ts), the language (lib/i18n.tsx) and,
// in the browser only, toasts.
import { StrictMode, Suspense, lazy, useEffect, type ReactNode } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { RenderContext, useHydrated, type RenderValues } from "@/lib/render-context";
import { I18nProvider } from "@/lib/i18n";
import type { Language } from "@shared/i18n/languages";
import type { Messages } from "@shared/i18n/catalogue";

// Toasts are never part of the first paint; their Radix code arrives right
// after it. A toast raised earlier waits in the store and shows on mount.
const Toaster = lazy(() => import("@/components/ui/toaster").then((m) => ({ default: m.Toaster })));

function BrowserToaster() {
  // Not in the server's HTML, so not in the render that hydrates it either.
  return useHydrated() ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/**
 * The server marks its page `data-ssr` (src/server/spa/service.ts); until the
 * mark goes, the page's own script holds form submissions (a form sent by
 * the browser itself would put the password in the address). This effect
 * runs once the hydrated page is committed.
 */
function Interactive() {
  useEffect(() => document.getElementById("root")?.removeAttribute("data-ssr"), []);
  return null;
}

export interface AppRootProps {
  client: QueryClient;
  values: RenderValues;
  /** The page's language and its messages, loaded before the first render (main.tsx, entry-server.tsx). */
  language: Language;
  messages: Messages;
  children: ReactNode;
}

export function AppRoot({ client, values, language, messages, children }: AppRootProps) {
  return (
    <StrictMode>
      <QueryClientProvider client={client}>
        <RenderContext.Provider value={values}>
          <I18nProvider language={language} messages={messages}>
            {children}
            <BrowserToaster />
            <Interactive />
          </I18nProvider>
        </RenderContext.Provider>
      </QueryClientProvider>
    </StrictMode>
  );
}
