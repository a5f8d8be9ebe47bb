// Routes and the auth guard (spec §2): signed-out visitors only reach /login
// and /register; signed-in users get the app and a 404 for unknown paths.
// Every page (and the signed-in frame) is its own chunk, so the sign-in page
// loads no maps, charts or app shell (bench/bundle-report.ts keeps count).
import { Suspense, lazy, type ReactNode } from "react";
import { Navigate, Route, Routes, useLocation } from "react-router";
import { useUser, userQueryKey } from "@/features/auth";
import { tripsQueryOptions } from "@/features/trips/api/get-trips";
import { queryClient } from "@/lib/query-client";
import { PageErrorBoundary } from "@/components/error-boundary";
import { LoadingScreen, PageLoading } from "@/components/loading-screen";

// Loaders, so a chunk can be requested before React asks for it (see preloadFor).
const load = {
  login: () => import("@/features/auth/pages/login-page"),
  register: () => import("@/features/auth/pages/register-page"),
  layout: () => import("@/components/layout/app-layout"),
  dashboard: () => import("@/features/dashboard/pages/dashboard-page"),
  trips: () => import("@/features/trips/pages/trips-page"),
  itinerary: () => import("@/features/itinerary/pages/itinerary-page"),
  calendar: () => import("@/features/calendar/pages/calendar-page"),
  map: () => import("@/features/map/pages/map-page"),
  reservations: () => import("@/features/reservations/pages/reservations-page"),
  budget: () => import("@/features/budget/pages/budget-page"),
  quotes: () => import("@/features/quotes/pages/quotes-page"),
  family: () => import("@/features/members/pages/family-page"),
  assistant: () => import("@/features/assistant/pages/ai-assistant-page"),
  profile: () => import("@/features/profile/pages/profile-page"),
};

const LoginPage = lazy(() => load.login().then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => load.register().then((m) => ({ default: m.RegisterPage })));
const AppLayout = lazy(() => load.layout().then((m) => ({ default: m.AppLayout })));
const NotFoundPage = lazy(() => import("@/components/not-found-page").then((m) => ({ default: m.NotFoundPage })));
const DashboardPage = lazy(() => load.dashboard().then((m) => ({ default: m.DashboardPage })));
const TripsPage = lazy(() => load.trips().then((m) => ({ default: m.TripsPage })));
const ItineraryPage = lazy(() => load.itinerary().then((m) => ({ default: m.ItineraryPage })));
const CalendarPage = lazy(() => load.calendar().then((m) => ({ default: m.CalendarPage })));
const MapPage = lazy(() => load.map().then((m) => ({ default: m.MapPage })));
const ReservationsPage = lazy(() => load.reservations().then((m) => ({ default: m.ReservationsPage })));
const BudgetPage = lazy(() => load.budget().then((m) => ({ default: m.BudgetPage })));
const QuotesPage = lazy(() => load.quotes().then((m) => ({ default: m.QuotesPage })));
const FamilyPage = lazy(() => load.family().then((m) => ({ default: m.FamilyPage })));
const AiAssistantPage = lazy(() => load.assistant().then((m) => ({ default: m.AiAssistantPage })));
const ProfilePage = lazy(() => load.profile().then((m) => ({ default: m.ProfilePage })));

const PAGE_BY_PATH: Record<string, () => Promise<unknown>> = {
  "/": load.dashboard,
  "/trips": load.trips,
  "/itinerary": load.itinerary,
  "/calendar": load.calendar,
  "/map": load.map,
  "/reservations": load.reservations,
  "/budget": load.budget,
  "/family": load.family,
  "/ai-assistant": load.assistant,
  "/profile": load.profile,
};

/**
 * Requests the code for the address being opened while the session check is
 * still in flight, instead of after it: one round trip less on first load.
 * Failures are left to React.lazy, which retries the same import.
 */
export function preloadFor(pathname: string): void {
  const quiet = (p: Promise<unknown>) => void p.catch(() => undefined);
  if (pathname === "/register") return quiet(load.register());
  // index.html said nobody is signed in (src/client/lib/boot-data.ts): every other address shows the sign-in page.
  const signedOut = queryClient.getQueryData(userQueryKey) === null;
  if (pathname === "/login" || signedOut) return quiet(load.login());
  const page = /^\/trips\/[^/]+\/quotes\/?$/.test(pathname) ? load.quotes : PAGE_BY_PATH[pathname.replace(/(.)\/$/, "$1")];
  if (!page) return;
  quiet(load.layout());
  quiet(page());
  // Every signed-in page shows the current trip; ask for the list now rather than after the session
  // check. Signed out, this is a quiet 401 (no toast, no redirect) and the list is asked again later.
  quiet(queryClient.prefetchQuery({ ...tripsQueryOptions(), meta: { ignoreUnauthorized: true } }));
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

  if (!user) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/register" element={<RegisterPage />} />
          <Route path="*" element={<Navigate to="/login" replace />} />
        </Routes>
      </Suspense>
    );
  }

  return (
    <Suspense fallback={<LoadingScreen />}>
      <Routes>
        <Route path="/login" element={<Navigate to="/" replace />} />
        <Route path="/register" element={<Navigate to="/" replace />} />
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
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
