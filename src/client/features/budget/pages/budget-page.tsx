// Budget Planning (/budget, spec §2): totals, usage, and the allocations list
// with inline edit (one at a time), delete with confirmation and an add dialog.
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { Plus, Wallet } from "lucide-react";
import type { BudgetAllocation } from "@shared/budget";
import { budgetTotals } from "@shared/budget-rules";
import { can } from "@shared/permissions";
import type { Trip } from "@shared/trips";
import { PAGES } from "@shared/pages";
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

export function BudgetPage() {
  const { currentTrip, isLoading } = useCurrentTrip();
  return (
    <PageShell title={PAGES.budget.title}>
      <div className="mx-auto w-full max-w-5xl p-4 pb-24 sm:p-6 lg:pb-8">
        {isLoading ? (
          <Skeleton className="h-64 rounded-xl" />
        ) : !currentTrip ? (
          <Card className="flex flex-col items-center gap-3 p-10 text-center">
            <Wallet className="size-10 text-muted-foreground" aria-hidden />
            <h2 className="text-lg font-semibold">No Trip Selected</h2>
            <p className="text-sm text-muted-foreground">Please select a trip to manage budget allocations</p>
            <Button asChild>
              <Link to="/trips">Go to My Trips</Link>
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
  const totals = useMemo(() => budgetTotals(allocations), [allocations]);

  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 className="text-xl font-semibold">Budget for {trip.name}</h2>
          <p className="text-sm text-muted-foreground">Plan and track spending by category and city.</p>
        </div>
        {canEdit && (
          <Button onClick={() => setAddOpen(true)}>
            <Plus /> Add Allocation
          </Button>
        )}
      </div>

      <BudgetOverview totals={totals} currency={trip.currency} tripBudget={trip.budget} />

      <section className="grid gap-3" aria-labelledby="allocations-heading">
        <h2 id="allocations-heading" className="text-lg font-semibold">
          Budget Allocations
        </h2>
        {budget.isPending ? (
          <Card className="p-6 text-center text-sm text-muted-foreground" aria-busy="true">
            Loading allocations...
          </Card>
        ) : budget.isError ? (
          <Card className="flex flex-col items-center gap-3 p-6 text-center">
            <p className="text-sm text-muted-foreground">The budget could not be loaded.</p>
            <Button variant="outline" onClick={() => void budget.refetch()}>
              Try again
            </Button>
          </Card>
        ) : allocations.length === 0 ? (
          <Card className="flex flex-col items-center gap-3 p-10 text-center">
            <Wallet className="size-10 text-muted-foreground" aria-hidden />
            <p className="font-medium">No budget allocations yet</p>
            {canEdit ? (
              <Button onClick={() => setAddOpen(true)}>
                <Plus /> Add First Allocation
              </Button>
            ) : (
              <p className="text-sm text-muted-foreground">Editors and admins of this trip can add allocations.</p>
            )}
          </Card>
        ) : (
          <ul className="grid gap-3">
            {allocations.map((a) => (
              <AllocationRow
                key={a.id}
                allocation={a}
                currency={trip.currency}
                canEdit={canEdit}
                editing={editingId === a.id}
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
