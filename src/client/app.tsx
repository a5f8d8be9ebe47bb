// Routes and the auth guard (spec §2): signed-out visitors only reach /login
// and /register; signed-in users get the app and a 404 for unknown paths.
import { Navigate, Route, Routes } from "react-router";
import { useUser } from "@/features/auth";
import { LoginPage } from "@/features/auth/pages/login-page";
import { FamilyPage } from "@/features/members";
import { AiAssistantPage } from "@/features/assistant";
import { RegisterPage } from "@/features/auth/pages/register-page";
import { CalendarPage } from "@/features/calendar/pages/calendar-page";
import { BudgetPage } from "@/features/budget";
import { DashboardPage } from "@/features/dashboard/pages/dashboard-page";
import { ItineraryPage } from "@/features/itinerary/pages/itinerary-page";
import { MapPage } from "@/features/map/pages/map-page";
import { PlaceholderPage } from "@/features/placeholders/pages/placeholder-page";
import { ProfilePage } from "@/features/profile/pages/profile-page";
import { ReservationsPage } from "@/features/reservations";
import { QuotesPage } from "@/features/quotes";
import { TripsPage } from "@/features/trips/pages/trips-page";
import { AppLayout } from "@/components/layout/app-layout";
import { LoadingScreen } from "@/components/loading-screen";
import { NotFoundPage } from "@/components/not-found-page";

export function App() {
  const { data: user, isPending } = useUser();

  if (isPending) return <LoadingScreen />;

  if (!user) {
    return (
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="*" element={<Navigate to="/login" replace />} />
      </Routes>
    );
  }

  return (
    <Routes>
      <Route path="/login" element={<Navigate to="/" replace />} />
      <Route path="/register" element={<Navigate to="/" replace />} />
      <Route element={<AppLayout />}>
        <Route index element={<DashboardPage />} />
        <Route path="trips" element={<TripsPage />} />
        <Route path="itinerary" element={<ItineraryPage />} />
        <Route path="calendar" element={<CalendarPage />} />
        <Route path="map" element={<MapPage />} />
        <Route path="reservations" element={<ReservationsPage />} />
        <Route path="budget" element={<BudgetPage />} />
        <Route path="trips/:tripId/quotes" element={<QuotesPage />} />
        <Route path="family" element={<FamilyPage />} />
        <Route path="ai-assistant" element={<AiAssistantPage />} />
        <Route path="profile" element={<ProfilePage />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
