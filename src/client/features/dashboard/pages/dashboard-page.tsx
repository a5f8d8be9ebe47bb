// Dashboard (/): the welcome page without trips, else the selected trip
// (ADR 006): overview, itinerary, route, calendar, recent reservations, AI
// chat, budget tracker and settings cards, and a floating add-trip button.
import { useState } from "react";
import { Plus } from "lucide-react";
import { AiChatCard } from "@/features/assistant";
import { BudgetTrackerCard } from "@/features/budget";
import { CalendarWidget } from "@/features/calendar";
import { ItineraryCard } from "@/features/itinerary";
import { RouteWidget } from "@/features/map";
import { useCurrentTrip, TripFormDialog } from "@/features/trips";
import { PageShell } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { RecentReservationsCard } from "../components/recent-reservations-card";
import { SettingsCard } from "../components/settings-card";
import { TripOverview } from "../components/trip-overview";
import { Welcome } from "../components/welcome";

// Three stacks side by side on wide screens. Below xl the stacks dissolve
// (display: contents) and `order` puts the cards in the spec's reading
// order: itinerary, reservations, AI chat, budget, settings, then the widgets.
const STACK = "contents xl:flex xl:min-w-0 xl:flex-col xl:gap-4";
const SLOT = "min-w-0 xl:order-none";

export function DashboardPage() {
  const { trips, currentTrip, isLoading, selectTrip } = useCurrentTrip();
  const [createOpen, setCreateOpen] = useState(false);
  const noTrips = !isLoading && trips.length === 0;

  return (
    <PageShell title={noTrips ? "Welcome to Roamwise" : "Dashboard"}>
      {isLoading ? (
        // Its own key, so the cards replace the skeleton instead of React moving the skeleton's nodes
        // down (which would count as a layout shift); the overview placeholder is about as tall as the card.
        <div key="loading" className="mx-auto grid w-full max-w-6xl gap-4 p-4 sm:p-6" aria-busy="true" aria-label="Loading trips">
          <Skeleton className="h-[30rem] rounded-xl md:h-60" />
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            <Skeleton className="h-64 rounded-xl" />
            <Skeleton className="h-64 rounded-xl" />
            <Skeleton className="h-64 rounded-xl" />
          </div>
        </div>
      ) : noTrips || !currentTrip ? (
        <Welcome onCreate={() => setCreateOpen(true)} />
      ) : (
        // Bottom padding keeps the floating button off the last card.
        <div key="trip" className="mx-auto grid w-full max-w-6xl gap-4 p-4 pb-24 sm:gap-6 sm:p-6 sm:pb-28">
          <TripOverview trip={currentTrip} />
          <div className="grid items-start gap-4 md:grid-cols-2 xl:grid-cols-3">
            <div className={STACK}>
              <div className={`${SLOT} order-1`}>
                <ItineraryCard trip={currentTrip} />
              </div>
              <div className={`${SLOT} order-2`}>
                <RecentReservationsCard trip={currentTrip} />
              </div>
              <div className={`${SLOT} order-5`}>
                <SettingsCard trip={currentTrip} />
              </div>
            </div>
            <div className={STACK}>
              <div className={`${SLOT} order-4`}>
                <BudgetTrackerCard trip={currentTrip} />
              </div>
              <div className={`${SLOT} order-6`}>
                <CalendarWidget trip={currentTrip} />
              </div>
            </div>
            <div className={STACK}>
              <div className={`${SLOT} order-3`}>
                <AiChatCard trip={currentTrip} />
              </div>
              <div className={`${SLOT} order-7`}>
                <RouteWidget trip={currentTrip} />
              </div>
            </div>
          </div>
        </div>
      )}
      {!isLoading && !noTrips && (
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
      )}
      <TripFormDialog open={createOpen} onOpenChange={setCreateOpen} onCreated={(trip) => selectTrip(trip.id)} />
    </PageShell>
  );
}
