// The dashboard's cards under the trip overview, in their own chunk: the
// overview (the largest paint) renders without waiting for this code.
import type { Trip } from "@shared/trips";
import { AiChatCard } from "@/features/assistant";
import { BudgetTrackerCard } from "@/features/budget";
import { CalendarWidget } from "@/features/calendar";
import { ItineraryCard, WeatherCard } from "@/features/itinerary";
import { MyTodosCard } from "@/features/lists";
import { RouteWidget } from "@/features/map";
import { RecentChangesCard } from "@/features/activity";
import { RecentReservationsCard } from "./recent-reservations-card";
import { SettingsCard } from "./settings-card";

// Three stacks side by side on wide screens. Below xl the stacks dissolve
// (display: contents) and `order` puts the cards in the product description's reading
// order: itinerary, reservations, AI chat, budget, my open to-dos, settings, then the widgets.
const STACK = "contents xl:flex xl:min-w-0 xl:flex-col xl:gap-4";
const SLOT = "min-w-0 xl:order-none";

export function DashboardCards({ trip }: { trip: Trip }) {
  return (
    <div className="grid items-start gap-4 md:grid-cols-2 xl:grid-cols-3">
      <div className={STACK}>
        <div className={`${SLOT} order-1`}>
          <ItineraryCard trip={trip} />
        </div>
        <div className={`${SLOT} order-2`}>
          <RecentReservationsCard trip={trip} />
        </div>
        <div className={`${SLOT} order-5`}>
          <SettingsCard trip={trip} />
        </div>
      </div>
      <div className={STACK}>
        <div className={`${SLOT} order-4`}>
          <BudgetTrackerCard trip={trip} />
        </div>
        <div className={`${SLOT} order-5`}>
          <MyTodosCard trip={trip} />
        </div>
        <div className={`${SLOT} order-6`}>
          <WeatherCard trip={trip} />
        </div>
        <div className={`${SLOT} order-6`}>
          <CalendarWidget trip={trip} />
        </div>
      </div>
      <div className={STACK}>
        <div className={`${SLOT} order-3`}>
          <AiChatCard trip={trip} />
        </div>
        <div className={`${SLOT} order-7`}>
          <RouteWidget trip={trip} />
        </div>
        <div className={`${SLOT} order-8`}>
          <RecentChangesCard trip={trip} />
        </div>
      </div>
    </div>
  );
}
