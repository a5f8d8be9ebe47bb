// Dashboard (/): the welcome page without trips, else the selected trip
// (ADR 006): overview, itinerary, route, calendar, recent reservations, AI
// chat, budget tracker and settings cards, and a floating add-trip button.
import { useState } from "react";
import { Plus } from "lucide-react";
import { useCurrentTrip } from "@/features/trips/api/use-current-trip";
import { TripFormDialog, preloadTripForm } from "@/features/trips/components/lazy-trip-form-dialog";
import { PageShell } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { DashboardCards } from "../components/dashboard-cards";
import { TripOverview } from "../components/trip-overview";
import { Welcome } from "../components/welcome";
import { useT } from "@/lib/i18n";

// The server renders the cards with the page (ADR 014), so their code comes with the page's: a
// lazy boundary would hydrate separately, and any re-render before it did would throw the cards'
// HTML away and render them again. The add-trip form loads when first opened (or pointed at).

export function DashboardPage() {
  const { trips, currentTrip, isLoading, selectTrip } = useCurrentTrip();
  const [createOpen, setCreateOpen] = useState(false);
  const openCreate = () => setCreateOpen(true);
  const noTrips = !isLoading && trips.length === 0;
  const t = useT();

  return (
    <PageShell title={t(noTrips ? "dashboard.welcome.title" : "layout.page.dashboard")}>
      {isLoading ? (
        // Its own key, so the cards replace the skeleton instead of React moving the skeleton's nodes
        // down (which would count as a layout shift); the overview placeholder is about as tall as the card.
        <div key="loading" className="mx-auto grid w-full max-w-6xl gap-4 p-4 sm:p-6" aria-busy="true" aria-label={t("dashboard.loading")}>
          <Skeleton className="h-[30rem] rounded-xl md:h-60" />
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            <Skeleton className="h-64 rounded-xl" />
            <Skeleton className="h-64 rounded-xl" />
            <Skeleton className="h-64 rounded-xl" />
          </div>
        </div>
      ) : noTrips || !currentTrip ? (
        <Welcome onCreate={openCreate} onPrepare={preloadTripForm} />
      ) : (
        // Bottom padding keeps the floating button (on a phone) off the last card.
        <div key="trip" className="mx-auto grid w-full max-w-6xl gap-4 p-4 pb-24 sm:gap-6 sm:p-6 sm:pb-28 lg:pb-6">
          <TripOverview trip={currentTrip} />
          <DashboardCards trip={currentTrip} />
        </div>
      )}
      {!isLoading && !noTrips && (
        <Button
          size="icon"
          variant="accent"
          aria-label={t("dashboard.addTrip")}
          title={t("dashboard.addTrip")}
          // On a phone above the bottom bar, the page padded below its last card; from lg in the side
          // nav's lower corner (above the nav, which keeps it clear): over the cards it would hide the chat's input.
          className="fixed end-5 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-30 size-14 rounded-full shadow-lg lg:end-auto lg:bottom-6 lg:start-52 lg:z-[45] [&_svg]:size-6"
          onClick={openCreate}
          onPointerEnter={preloadTripForm}
          onFocus={preloadTripForm}
        >
          <Plus />
        </Button>
      )}
      <TripFormDialog open={createOpen} onOpenChange={setCreateOpen} onCreated={(trip) => selectTrip(trip.id)} />
    </PageShell>
  );
}
