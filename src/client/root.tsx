// What wraps the routes in the browser (main.tsx) and on the server
// (entry-server.tsx) alike, so both render the same tree: the query client,
// the render values (lib/render-context.ts) and, in the browser only, toasts.
import { StrictMode, Suspense, lazy, useEffect, type ReactNode } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { RenderContext, useHydrated, type RenderValues } from "@/lib/render-context";

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

export function AppRoot({ client, values, children }: { client: QueryClient; values: RenderValues; children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={client}>
        <RenderContext.Provider value={values}>
          {children}
          <BrowserToaster />
          <Interactive />
        </RenderContext.Provider>
      </QueryClientProvider>
    </StrictMode>
  );
}
