// Expenses (/expenses, SPEC-2 §1): what the group spent, newest first, in
// any currency, who paid and who shares it; payments between members.
import { useMemo } from "react";
import { Link } from "react-router";
import { Plus, Receipt } from "lucide-react";
import type { Trip } from "@shared/trips";
import { useCurrentTrip } from "@/features/trips";
import { useReservations } from "@/features/reservations";
import { PageShell } from "@/components/layout/page-header";
import { LoadingBars } from "@/components/loading-bars";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useT } from "@/lib/i18n";
import { useExpenses } from "../api/get-expenses";
import { ExpenseRow } from "../components/expense-row";
import { peopleOf } from "../lib/people";

export function ExpensesPage() {
  const { currentTrip, isLoading } = useCurrentTrip();
  const t = useT();
  return (
    <PageShell title={t("layout.page.expenses")}>
      <div className="mx-auto w-full max-w-6xl p-4 pb-24 sm:p-6 lg:pb-8">
        {isLoading ? (
          <Skeleton className="h-64 rounded-xl" />
        ) : !currentTrip ? (
          <Card className="flex flex-col items-center gap-3 p-10 text-center">
            <Receipt className="size-10 text-muted-foreground" aria-hidden />
            <h2 className="text-lg font-semibold">{t("expenses.page.noTrip")}</h2>
            <p className="text-sm text-muted-foreground">{t("expenses.page.noTripHint")}</p>
            <Button asChild>
              <Link to="/trips">{t("expenses.page.goToTrips")}</Link>
            </Button>
          </Card>
        ) : (
          <TripExpenses key={currentTrip.id} trip={currentTrip} />
        )}
      </div>
    </PageShell>
  );
}

function TripExpenses({ trip }: { trip: Trip }) {
  const t = useT();
  const expenses = useExpenses(trip.id);
  const reservations = useReservations(trip.id);
  const people = useMemo(() => peopleOf(trip.members, t("expenses.formerMember")), [trip.members, t]);
  const reservationNames = useMemo(() => new Map((reservations.data ?? []).map((r) => [r.id, r.name])), [reservations.data]);
  const all = expenses.data ?? [];

  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h2 className="text-xl font-semibold break-words">{t("expenses.page.title", { name: trip.name })}</h2>
          <p className="text-sm text-muted-foreground">{t("expenses.page.intro")}</p>
        </div>
      </div>

      <section className="grid content-start gap-3" aria-labelledby="expenses-heading">
        <h2 id="expenses-heading" className="text-lg font-semibold">
          {t("expenses.page.list")}
        </h2>
        {expenses.isPending ? (
          <LoadingBars label={t("expenses.page.loading")} bars="h-24 rounded-xl" className="gap-3" />
        ) : expenses.isError ? (
          <Card className="flex flex-col items-center gap-3 p-6 text-center" role="alert">
            <p className="text-sm text-muted-foreground">{t("expenses.page.loadFailed")}</p>
            <Button variant="outline" onClick={() => void expenses.refetch()}>
              {t("expenses.page.retry")}
            </Button>
          </Card>
        ) : all.length === 0 ? (
          <Card className="flex flex-col items-center gap-3 p-10 text-center">
            <Receipt className="size-10 text-muted-foreground" aria-hidden />
            <p className="font-medium">{t("expenses.page.empty")}</p>
            <p className="max-w-md text-sm text-muted-foreground">{t("expenses.page.emptyHint")}</p>
            <Button>
              <Plus /> {t("expenses.page.addFirst")}
            </Button>
          </Card>
        ) : (
          <ul className="grid gap-2.5" aria-labelledby="expenses-heading">
            {all.map((e) => (
              <ExpenseRow
                key={e.id}
                expense={e}
                tripCurrency={trip.currency}
                people={people}
                reservationName={e.reservationId ? (reservationNames.get(e.reservationId) ?? null) : null}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
