// Routes and the auth guard (spec §2): signed-out visitors only reach /login
// and /register; signed-in users get the app and a 404 for unknown paths.
// Every page (and the signed-in frame) is its own chunk, so the sign-in page
// loads no maps, charts or app shell (bench/bundle-report.ts keeps count).
import { Suspense, type ReactNode } from "react";
import { Navigate, Route, Routes, useLocation } from "react-router";
import { useUser, userQueryKey } from "@/features/auth";
import { useRenderValues } from "@/lib/render-context";
import { tripsQueryOptions } from "@/features/trips/api/get-trips";
import { queryClient } from "@/lib/query-client";
import { PageErrorBoundary } from "@/components/error-boundary";
import { LoadingScreen, PageLoading } from "@/components/loading-screen";
import { lazyComponent, type LazyComponent } from "@/lib/lazy-component";
import { safeNextPath, signInPathFor } from "@/lib/next-path";

// Every page and the signed-in frame; `preload` fetches a chunk before React asks for it (see preloadFor).
const LoginPage = lazyComponent(() => import("@/features/auth/pages/login-page").then((m) => m.LoginPage));
const RegisterPage = lazyComponent(() => import("@/features/auth/pages/register-page").then((m) => m.RegisterPage));
const AppLayout = lazyComponent(() => import("@/components/layout/app-layout").then((m) => m.AppLayout));
const NotFoundPage = lazyComponent(() => import("@/components/not-found-page").then((m) => m.NotFoundPage));
const DashboardPage = lazyComponent(() => import("@/features/dashboard/pages/dashboard-page").then((m) => m.DashboardPage));
const TripsPage = lazyComponent(() => import("@/features/trips/pages/trips-page").then((m) => m.TripsPage));
const ItineraryPage = lazyComponent(() => import("@/features/itinerary/pages/itinerary-page").then((m) => m.ItineraryPage));
const CalendarPage = lazyComponent(() => import("@/features/calendar/pages/calendar-page").then((m) => m.CalendarPage));
const MapPage = lazyComponent(() => import("@/features/map/pages/map-page").then((m) => m.MapPage));
const ReservationsPage = lazyComponent(() =>
  import("@/features/reservations/pages/reservations-page").then((m) => m.ReservationsPage),
);
const BudgetPage = lazyComponent(() => import("@/features/budget/pages/budget-page").then((m) => m.BudgetPage));
const QuotesPage = lazyComponent(() => import("@/features/quotes/pages/quotes-page").then((m) => m.QuotesPage));
const FamilyPage = lazyComponent(() => import("@/features/members/pages/family-page").then((m) => m.FamilyPage));
const AiAssistantPage = lazyComponent(() =>
  import("@/features/assistant/pages/ai-assistant-page").then((m) => m.AiAssistantPage),
);
const ProfilePage = lazyComponent(() => import("@/features/profile/pages/profile-page").then((m) => m.ProfilePage));
const InvitePage = lazyComponent(() => import("@/features/members/pages/invite-page").then((m) => m.InvitePage));

const PAGE_BY_PATH: Record<string, LazyComponent<object>> = {
  "/": DashboardPage,
  "/trips": TripsPage,
  "/itinerary": ItineraryPage,
  "/calendar": CalendarPage,
  "/map": MapPage,
  "/reservations": ReservationsPage,
  "/budget": BudgetPage,
  "/family": FamilyPage,
  "/ai-assistant": AiAssistantPage,
  "/profile": ProfilePage,
};

/**
 * Requests the code for the address being opened before React asks for it
 * (one round trip less), and the trip list when it is not cached yet.
 * Resolves when the code is here (or failed: React.lazy then retries and the
 * page's error boundary reports it), so main.tsx can hydrate in one pass.
 */
export function preloadFor(pathname: string): Promise<unknown> {
  const settled = (...loads: Promise<unknown>[]) => Promise.allSettled(loads);
  if (pathname === "/register") return settled(RegisterPage.preload());
  // index.html said nobody is signed in (src/client/lib/boot-data.ts): every other address shows the sign-in page.
  const signedOut = queryClient.getQueryData(userQueryKey) === null;
  if (pathname === "/login" || signedOut) return settled(LoginPage.preload());
  const page = /^\/trips\/[^/]+\/quotes\/?$/.test(pathname)
    ? QuotesPage
    : /^\/invite\/[^/]+$/.test(pathname)
      ? InvitePage
      : PAGE_BY_PATH[pathname.replace(/(.)\/$/, "$1")];
  // Every signed-in page shows the current trip; ask for the list now rather than after the session
  // check. Signed out, this is a quiet 401 (no toast, no redirect) and the list is asked again later.
  void queryClient.prefetchQuery({ ...tripsQueryOptions(), meta: { ignoreUnauthorized: true } }).catch(() => undefined);
  return settled(AppLayout.preload(), (page ?? NotFoundPage).preload());
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
  const { pathname, search } = useLocation();

  if (isPending) return <LoadingScreen />;

  if (!user) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/register" element={<RegisterPage />} />
          <Route path="*" element={<Redirect to={signInPathFor(pathname)} />} />
        </Routes>
      </Suspense>
    );
  }

  return (
    <Suspense fallback={<LoadingScreen />}>
      <Routes>
        <Route path="/login" element={<Redirect to={safeNextPath(search) ?? "/"} />} />
        <Route path="/register" element={<Redirect to={safeNextPath(search) ?? "/"} />} />
        <Route element={<AppLayout />}>
          <Route index element={page(<DashboardPage />)} />
          <Route path="trips" element={page(<TripsPage />)} />
          <Route path="itinerary" element={page(<ItineraryPage />)} />
          <Route path="calendar" element={page(<CalendarPage />)} />
          <Route path="map" element={page(<MapPage />)} />
          <Route path="reservations" element={page(<ReservationsPage />)} />
          <Route path="budget" element={page(<BudgetPage />)} />
          <Route path="trips/:tripId/quotes" element={page(<QuotesPage />)} />
          <Route path="family" element={page(<FamilyPage />)} />
          <Route path="ai-assistant" element={page(<AiAssistantPage />)} />
          <Route path="profile" element={page(<ProfilePage />)} />
          <Route path="invite/:token" element={page(<InvitePage />)} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
