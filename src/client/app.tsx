// Routes and the auth guard (docs/product/screens.md), built from the pages table
// (src/shared/pages.ts, ADR 018): signed-out visitors only reach the
// signed-out pages (and those for anyone); signed-in users get the app; anyone gets the not-found
// page for an address no page has (the server answers it with a 404).
// Every page (and the signed-in frame) is its own chunk, so the sign-in page
// loads no maps, charts or app shell (bench/bundle-report.ts keeps count).
import { Suspense, type ComponentType, type ReactNode } from "react";
import { Navigate, Route, Routes, useLocation } from "react-router";
import { useUser, userQueryKey } from "@/features/auth";
import { useRenderValues } from "@/lib/render-context";
import { tripsQueryOptions } from "@/features/trips/api/get-trips";
import { queryClient } from "@/lib/query-client";
import { PageErrorBoundary } from "@/components/error-boundary";
import { ScrollRestoration } from "@/components/layout/scroll-restoration";
import { LoadingScreen, PageLoading } from "@/components/loading-screen";
import { lazyComponent, type LazyComponent } from "@/lib/lazy-component";
import { ensureAppMessages, ensureMessageParts } from "@/lib/i18n";
import { APP_FRAME, HOME_PATH, NOT_FOUND, PAGES, PAGE_LIST, pageAt, pageOfTable, type PageDef, type PageModule } from "@shared/pages";

// Every page's module, found by Vite at build time (each its own chunk); the
// pages table (src/shared/pages.ts) says which one an address renders.
const MODULES = import.meta.glob<Record<string, ComponentType<object>>>([
  "./features/*/pages/*.tsx",
  "./components/layout/app-layout.tsx",
  "./components/not-found-page.tsx",
]);
import { safeNextPath, signInPathFor } from "@/lib/next-path";

/** A table module as a lazy component; `preload` fetches its chunk before React asks for it (see preloadFor). */
function lazyModule({ module, component }: PageModule, alongside?: () => Promise<void>): LazyComponent<object> {
  const load = MODULES[`./${module}.tsx`];
  if (!load) throw new Error(`src/client/${module}.tsx is not a page module (src/shared/pages.ts)`);
  return lazyComponent(() => Promise.all([load(), alongside?.()]).then(([m]) => m[component]!));
}

// The signed-in frame comes with the signed-in pages' messages (src/shared/i18n/catalogue.ts).
const AppLayout = lazyModule(APP_FRAME, ensureAppMessages);
const NotFoundPage = lazyModule(NOT_FOUND);
// A page that needs messages beyond the core (and the frame's) comes with them.
const COMPONENT = new Map(PAGE_LIST.map((p) => [p, lazyModule(p, p.messageParts && (() => ensureMessageParts(p.messageParts!)))]));
const componentOf = (page: PageDef) => COMPONENT.get(page)!;
const TwoStepSetup = componentOf(PAGES.twoStepSetup);
const SIGNED_OUT_PAGES = PAGE_LIST.filter((p) => p.access === "signed-out");
const SIGNED_IN_PAGES = PAGE_LIST.filter((p) => p.access === "signed-in");
const ANYONE_PAGES = PAGE_LIST.filter((p) => p.access === "anyone");
/** The pages shown alike signed in or out, outside the frame. */
const anyoneRoutes = () =>
  ANYONE_PAGES.map((p) => {
    const Component = componentOf(p);
    return <Route key={p.path} path={p.path} element={<Component />} />;
  });

/**
 * Requests the code for the address being opened before React asks for it
 * (one round trip less), and the trip list when it is not cached yet.
 * Resolves when the code is here (or failed: React.lazy then retries and the
 * page's error boundary reports it), so main.tsx can hydrate in one pass.
 */
export function preloadFor(pathname: string): Promise<unknown> {
  const settled = (...loads: Promise<unknown>[]) => Promise.allSettled(loads);
  // index.html said nobody is signed in (src/client/lib/boot-data.ts): every other address shows the sign-in page.
  const signedOut = queryClient.getQueryData(userQueryKey) === null;
  const page = pageAt(pathname, !signedOut);
  if (page && page.access !== "signed-in") return settled(componentOf(page).preload());
  // Every signed-in page shows the current trip; ask for the list now rather than after the session
  // check. Signed out, this is a quiet 401 (no toast, no redirect) and the list is asked again later.
  void queryClient.prefetchQuery({ ...tripsQueryOptions(), meta: { ignoreUnauthorized: true } }).catch(() => undefined);
  return settled(AppLayout.preload(), (page ? componentOf(page) : NotFoundPage).preload());
}

/** Client-side, a replacing navigation; on the server, an HTTP redirect (see src/server/spa). */
function Redirect({ to }: { to: string }) {
  const { onRedirect } = useRenderValues();
  if (onRedirect) {
    onRedirect(to);
    return null;
  }
  return <Navigate to={to} replace />;
}

/** A page inside the signed-in frame: while its chunk loads, the frame stays and a spinner fills the page. */
const page = (element: ReactNode) => <Page>{element}</Page>;

function Page({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </PageErrorBoundary>
  );
}

export function App() {
  const { data: user, isPending } = useUser();

  if (isPending) return <LoadingScreen />;
  return (
    <>
      <ScrollRestoration />
      <AppRoutes signedIn={!!user} setupRequired={user?.twoFactorSetupRequired ?? false} />
    </>
  );
}

function AppRoutes({ signedIn, setupRequired }: { signedIn: boolean; setupRequired: boolean }) {
  const { pathname, search } = useLocation();

  if (!signedIn) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <Routes>
          {SIGNED_OUT_PAGES.map((p) => {
            const Component = componentOf(p);
            return <Route key={p.path} path={p.path} element={<Component />} />;
          })}
          {anyoneRoutes()}
          <Route path="*" element={pageOfTable(pathname) ? <Redirect to={signInPathFor(pathname)} /> : <NotFoundPage />} />
        </Routes>
      </Suspense>
    );
  }

  // The instance requires two-step sign-in and this member has none: setting it up comes before anything else.
  if (setupRequired) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <Routes>
          <Route path={PAGES.twoStepSetup.path} element={<TwoStepSetup />} />
          <Route path="*" element={<Redirect to={PAGES.twoStepSetup.path} />} />
        </Routes>
      </Suspense>
    );
  }

  return (
    <Suspense fallback={<LoadingScreen />}>
      <Routes>
        {SIGNED_OUT_PAGES.map((p) => (
          <Route key={p.path} path={p.path} element={<Redirect to={safeNextPath(search) ?? HOME_PATH} />} />
        ))}
        {anyoneRoutes()}
        <Route element={<AppLayout />}>
          {SIGNED_IN_PAGES.map((p) => {
            const Component = componentOf(p);
            return <Route key={p.path} path={p.path} element={page(<Component />)} />;
          })}
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
