// Budget Planning (/budget, docs/product/budget-and-expenses.md): totals, usage, and the allocations list
// with inline edit (one at a time), delete with confirmation and an add dialog.
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { Plus, Wallet } from "lucide-react";
import type { BudgetAllocation } from "@shared/budget";
import { moneySummary } from "@shared/budget-rules";
import { can } from "@shared/permissions";
import type { Trip } from "@shared/trips";
import { useCurrentTrip } from "@/features/trips";
import { PageShell } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useBudget } from "../api/get-budget";
import { useCityChoices } from "../api/get-city-choices";
import { AddAllocationDialog } from "../components/add-allocation-dialog";
import { AllocationRow } from "../components/allocation-row";
import { BudgetOverview } from "../components/budget-overview";
import { DeleteAllocationDialog } from "../components/delete-allocation-dialog";
import { useT } from "@/lib/i18n";

export function BudgetPage() {
  const { currentTrip, isLoading } = useCurrentTrip();
  const t = useT();
  return (
    <PageShell title={t("layout.page.budget")}>
      <div className="mx-auto w-full max-w-5xl p-4 pb-24 sm:p-6 lg:pb-8">
        {isLoading ? (
          <Skeleton className="h-64 rounded-xl" />
        ) : !currentTrip ? (
          <Card className="flex flex-col items-center gap-3 p-10 text-center">
            <Wallet className="size-10 text-muted-foreground" aria-hidden />
            <h2 className="text-lg font-semibold">{t("budget.page.noTrip")}</h2>
            <p className="text-sm text-muted-foreground">{t("budget.page.noTripHint")}</p>
            <Button asChild>
              <Link to="/trips">{t("budget.page.goToTrips")}</Link>
            </Button>
          </Card>
        ) : (
          <TripBudget key={currentTrip.id} trip={currentTrip} />
        )}
      </div>
    </PageShell>
  );
}

function TripBudget({ trip }: { trip: Trip }) {
  const budget = useBudget(trip.id);
  const cities = useCityChoices(trip.id);
  const canEdit = can(trip.myRole, "budget.write");
  const [addOpen, setAddOpen] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<BudgetAllocation | null>(null);
  const allocations = useMemo(() => budget.data ?? [], [budget.data]);
  const summary = useMemo(() => moneySummary(allocations, trip.budget), [allocations, trip.budget]);
  const t = useT();

  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 className="text-xl font-semibold">{t("budget.page.title", { name: trip.name })}</h2>
          <p className="text-sm text-muted-foreground">{t("budget.page.intro")}</p>
        </div>
        {canEdit && (
          <Button onClick={() => setAddOpen(true)}>
            <Plus /> {t("budget.page.add")}
          </Button>
        )}
      </div>

      {/* Totals only from a loaded budget: a failed or pending load must not read as 0.00 spent. */}
      {budget.isSuccess && <BudgetOverview summary={summary} currency={trip.currency} />}

      <section className="grid gap-3" aria-labelledby="allocations-heading">
        <h2 id="allocations-heading" className="text-lg font-semibold">
          {t("budget.page.allocations")}
        </h2>
        {budget.isPending ? (
          <Card className="p-6 text-center text-sm text-muted-foreground" aria-busy="true">
            {t("budget.page.loading")}
          </Card>
        ) : budget.isError ? (
          <Card className="flex flex-col items-center gap-3 p-6 text-center">
            <p className="text-sm text-muted-foreground">{t("budget.tracker.loadFailed")}</p>
            <Button variant="outline" onClick={() => void budget.refetch()}>
              {t("budget.page.retry")}
            </Button>
          </Card>
        ) : allocations.length === 0 ? (
          <Card className="flex flex-col items-center gap-3 p-10 text-center">
            <Wallet className="size-10 text-muted-foreground" aria-hidden />
            <p className="font-medium">{t("budget.page.empty")}</p>
            {canEdit ? (
              <Button onClick={() => setAddOpen(true)}>
                <Plus /> {t("budget.page.addFirst")}
              </Button>
            ) : (
              <p className="text-sm text-muted-foreground">{t("budget.page.editorsOnly")}</p>
            )}
          </Card>
        ) : (
          <ul className="grid gap-3">
            {allocations.map((a) => (
              <AllocationRow
                key={a.id ?? a.category}
                allocation={a}
                currency={trip.currency}
                canEdit={canEdit}
                // A category only logged has no id, and nothing to edit: null must not match "not editing".
                editing={a.id !== null && editingId === a.id}
                editLocked={editingId !== null && editingId !== a.id}
                locations={cities.data ?? []}
                tripId={trip.id}
                onEdit={() => setEditingId(a.id)}
                onDone={() => setEditingId(null)}
                onDelete={() => setDeleting(a)}
              />
            ))}
          </ul>
        )}
      </section>

      <AddAllocationDialog tripId={trip.id} currency={trip.currency} open={addOpen} onOpenChange={setAddOpen} />
      <DeleteAllocationDialog
        tripId={trip.id}
        allocation={deleting}
        onOpenChange={(open) => {
          if (!open) {
            if (deleting && deleting.id === editingId) setEditingId(null);
            setDeleting(null);
          }
        }}
      />
    </div>
  );
}
