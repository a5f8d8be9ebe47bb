// Browser entry: query client, router, toasts, then the routes.
import { StrictMode, Suspense, lazy } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { QueryClientProvider } from "@tanstack/react-query";
import { queryClient } from "@/lib/query-client";
import { seedFromBootData } from "@/lib/boot-data";
import { App, preloadFor } from "./app";
import "./index.css";

// Toasts are never part of the first paint; their Radix code arrives right
// after it. A toast raised earlier waits in the store and shows on mount.
const Toaster = lazy(() => import("@/components/ui/toaster").then((m) => ({ default: m.Toaster })));

// Before preloadFor: with the trips already cached it does not ask for them again.
seedFromBootData(queryClient);
preloadFor(window.location.pathname);

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  </StrictMode>,
);
