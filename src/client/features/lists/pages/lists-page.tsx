// Lists (/lists, docs/product/lists.md): the trip's packing list and to-do list side by
// side (stacked on a phone), live for every member.
import { useMemo } from "react";
import { Link } from "react-router";
import { ListChecks } from "lucide-react";
import { can } from "@shared/permissions";
import type { Trip } from "@shared/trips";
import { useUser } from "@/features/auth";
import { useCurrentTrip } from "@/features/trips";
import { PageShell } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useToday } from "@/lib/render-context";
import { useT } from "@/lib/i18n";
import { ListPanel } from "../components/list-panel";
import { peopleOf } from "../lib/people";
import { useTripPeople } from "@/features/members";

export function ListsPage() {
  const { currentTrip, trips, isLoading } = useCurrentTrip();
  const t = useT();
  return (
    <PageShell title={t("layout.page.lists")}>
      <div className="mx-auto w-full max-w-6xl p-4 pb-24 sm:p-6 lg:pb-8">
        {isLoading ? (
          <Skeleton className="h-64 rounded-xl" />
        ) : !currentTrip ? (
          <Card className="flex flex-col items-center gap-3 p-10 text-center">
            <ListChecks className="size-10 text-muted-foreground" aria-hidden />
            <h2 className="text-lg font-semibold">{t("lists.page.noTrip")}</h2>
            <p className="text-sm text-muted-foreground">{t("lists.page.noTripHint")}</p>
            <Button asChild>
              <Link to="/trips">{t("lists.page.goToTrips")}</Link>
            </Button>
          </Card>
        ) : (
          <TripLists key={currentTrip.id} trip={currentTrip} trips={trips} />
        )}
      </div>
    </PageShell>
  );
}

function TripLists({ trip, trips }: { trip: Trip; trips: readonly Trip[] }) {
  const t = useT();
  const { data: user } = useUser();
  const today = useToday();
  // A guest may carry an item too (ADR 058).
  const everyone = useTripPeople(trip);
  const people = useMemo(() => peopleOf(everyone, t("lists.formerMember")), [everyone, t]);
  const otherTrips = useMemo(() => trips.filter((other) => other.id !== trip.id), [trips, trip.id]);
  const shared = { trip, people, userId: user?.id ?? "", canEdit: can(trip.myRole, "lists.write"), today, otherTrips };
  return (
    <div className="grid gap-6">
      <div className="min-w-0">
        <h2 className="text-xl font-semibold break-words">{t("lists.page.title", { name: trip.name })}</h2>
        <p className="text-sm text-muted-foreground">{t(shared.canEdit ? "lists.page.intro" : "lists.page.introViewer")}</p>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <ListPanel list="packing" {...shared} />
        <ListPanel list="todo" {...shared} />
      </div>
    </div>
  );
}
