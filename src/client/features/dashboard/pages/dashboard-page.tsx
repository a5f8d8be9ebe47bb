// Dashboard (/): the welcome page without trips, else the selected trip.
import { useState } from "react";
import { Bot, Plus, Settings, Ticket, Wallet } from "lucide-react";
import { useCurrentTrip, TripFormDialog } from "@/features/trips";
import { BudgetTrackerCard } from "@/features/budget";
import { AiChatCard } from "@/features/assistant";
import { CalendarWidget } from "@/features/calendar";
import { ItineraryCard } from "@/features/itinerary";
import { RouteWidget } from "@/features/map";
import { PageShell } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ComingSoonCard } from "../components/coming-soon-card";
import { RecentReservationsCard } from "../components/recent-reservations-card";
import { TripOverview } from "../components/trip-overview";
import { Welcome } from "../components/welcome";

const COMING = [
  { icon: Ticket, title: "Recent Reservations", text: "Coming soon: the latest hotels, restaurants and tickets you add." },
  { icon: Bot, title: "AI Travel Assistant", text: "Coming soon: chat about this trip and get suggestions." },
  { icon: Wallet, title: "Budget Tracker", text: "Coming soon: planned and spent amounts by category." },
  { icon: Settings, title: "Trip Settings", text: "Coming soon: preferences for this trip." },
];

export function DashboardPage() {
  const { trips, currentTrip, isLoading, selectTrip } = useCurrentTrip();
  const [createOpen, setCreateOpen] = useState(false);
  const noTrips = !isLoading && trips.length === 0;

  return (
    <PageShell title={noTrips ? "Welcome to Roamwise" : "Dashboard"}>
      {isLoading ? (
        <div className="mx-auto grid w-full max-w-6xl gap-4 p-4 sm:p-6" aria-busy="true" aria-label="Loading trips">
          <Skeleton className="h-56 rounded-xl" />
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            <Skeleton className="h-36 rounded-xl" />
            <Skeleton className="h-36 rounded-xl" />
            <Skeleton className="h-36 rounded-xl" />
          </div>
        </div>
      ) : noTrips ? (
        <Welcome onCreate={() => setCreateOpen(true)} />
      ) : (
        // Bottom padding keeps the floating button off the last card.
        <div className="mx-auto grid w-full max-w-6xl gap-6 p-4 pb-24 sm:p-6 sm:pb-24 lg:pb-28">
          {currentTrip && <TripOverview trip={currentTrip} />}
          {currentTrip && (
            <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              <ItineraryCard trip={currentTrip} />
              <RouteWidget trip={currentTrip} />
              <div className="md:col-span-2 xl:col-span-1">
                <CalendarWidget trip={currentTrip} />
              </div>
            </div>
          )}
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {COMING.map((c) => (
              <li key={c.title}>
                {c.title === "Recent Reservations" && currentTrip ? (
                  <RecentReservationsCard trip={currentTrip} />
                ) : (
                  c.title === "Budget Tracker" && currentTrip ? <BudgetTrackerCard trip={currentTrip} /> : c.title === "AI Travel Assistant" && currentTrip ? <AiChatCard trip={currentTrip} /> : <ComingSoonCard {...c} />
                )}
              </li>
            ))}
          </ul>
          <Button
            size="icon"
            variant="accent"
            aria-label="Add trip"
            title="Add trip"
            className="fixed right-5 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-30 size-14 rounded-full shadow-lg lg:right-8 lg:bottom-8 [&_svg]:size-6"
            onClick={() => setCreateOpen(true)}
          >
            <Plus />
          </Button>
        </div>
      )}
      <TripFormDialog open={createOpen} onOpenChange={setCreateOpen} onCreated={(trip) => selectTrip(trip.id)} />
    </PageShell>
  );
}
