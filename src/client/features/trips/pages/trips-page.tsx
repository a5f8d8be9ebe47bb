// My Trips (/trips): "Trip History", every trip as a card.
import { useState } from "react";
import { useNavigate } from "react-router";
import { Plus, Luggage } from "lucide-react";
import type { Trip } from "@shared/trips";
import { PageShell } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { LoadingBars } from "@/components/loading-bars";
import { useCurrentTrip } from "../api/use-current-trip";
import { DeleteTripDialog } from "../components/delete-trip-dialog";
import { TripCard } from "../components/trip-card";
import { CopyTripDialog, TripFormDialog } from "../components/lazy-trip-form-dialog";
import { useT } from "@/lib/i18n";

export function TripsPage() {
  const navigate = useNavigate();
  const { trips, currentTrip, isLoading, isError, selectTrip } = useCurrentTrip();
  const [createOpen, setCreateOpen] = useState(false);
  const [editing, setEditing] = useState<Trip | null>(null);
  const [deleting, setDeleting] = useState<Trip | null>(null);
  const [copying, setCopying] = useState<Trip | null>(null);
  const t = useT();

  const openTrip = (trip: Trip) => {
    selectTrip(trip.id);
    navigate("/");
  };

  return (
    <PageShell title={t("layout.page.trips")}>
      <div className="mx-auto w-full max-w-6xl p-4 sm:p-6">
        <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
          <p className="text-muted-foreground">{t("trips.page.intro")}</p>
          <Button onClick={() => setCreateOpen(true)}>
            <Plus /> {t("trips.page.new")}
          </Button>
        </div>

        {isLoading ? (
          <LoadingBars label={t("trips.page.loading")} className="gap-4 sm:grid-cols-2 xl:grid-cols-3" bars="h-64 rounded-xl" />
        ) : isError ? (
          <Card className="p-6 text-sm text-destructive">{t("trips.page.loadFailed")}</Card>
        ) : trips.length === 0 ? (
          <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
              <Luggage className="size-6" aria-hidden />
            </span>
            <h2 className="text-lg font-semibold">{t("trips.page.empty")}</h2>
            <p className="max-w-sm text-sm text-muted-foreground">
              {t("trips.page.emptyHint")}
            </p>
            <Button onClick={() => setCreateOpen(true)}>
              <Plus /> {t("trips.page.createFirst")}
            </Button>
          </Card>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={t("trips.page.list")}>
            {trips.map((trip) => (
              <li key={trip.id} className="flex min-w-0">
                <TripCard
                  trip={trip}
                  selected={trip.id === currentTrip?.id}
                  onOpen={openTrip}
                  onEdit={setEditing}
                  onDelete={setDeleting}
                  onCopy={setCopying}
                />
              </li>
            ))}
          </ul>
        )}
      </div>

      <TripFormDialog open={createOpen} onOpenChange={setCreateOpen} />
      <TripFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        trip={editing ?? undefined}
      />
      <CopyTripDialog open={copying !== null} onOpenChange={(open) => !open && setCopying(null)} trip={copying ?? undefined} onCreated={(trip) => openTrip(trip)} />
      <DeleteTripDialog trip={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
    </PageShell>
  );
}
