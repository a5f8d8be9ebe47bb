// Expenses (/expenses, docs/product/budget-and-expenses.md): what the group spent, newest first, in
// any currency, who paid and who shares it; payments between members.
import { PendingCreates } from "@/components/waiting-to-sync";
import { usePendingWrites } from "@/lib/offline-writes";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { Download, FileUp, Plus, Receipt } from "lucide-react";
import type { Expense } from "@shared/expenses";
import { can } from "@shared/permissions";
import type { Trip } from "@shared/trips";
import { useUser } from "@/features/auth";
import { useCurrentTrip } from "@/features/trips";
import { useReservations } from "@/features/reservations";
import { PageShell } from "@/components/layout/page-header";
import { LoadingBars } from "@/components/loading-bars";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useT } from "@/lib/i18n";
import { expensesCsvUrl, useExpenses } from "../api/get-expenses";
import { BalancesPanel } from "../components/balances-panel";
import { DeleteExpenseDialog } from "../components/delete-expense-dialog";
import { ExpenseFormDialog } from "../components/expense-form-dialog";
import { ExpenseFiltersBar } from "../components/expense-filters";
import { ImportExpensesDialog } from "../components/import-expenses-dialog";
import { ExpenseRow } from "../components/expense-row";
import { filterChoices, filterExpenses, isFiltered, NO_FILTERS, type ExpenseFilters } from "../lib/filters";
import { mayChange } from "../lib/permissions";
import { paymentParties, peopleOf } from "../lib/people";
import { useTripPeople } from "@/features/members";
import { apiUrl } from "@/lib/api";

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
  const { data: user } = useUser();
  const userId = user?.id ?? "";
  const expenses = useExpenses(trip.id);
  const reservations = useReservations(trip.id);
  // Guests pay and share like members (ADR 058).
  const everyone = useTripPeople(trip);
  const people = useMemo(() => peopleOf(everyone, t("expenses.formerMember")), [everyone, t]);
  const memberIds = useMemo(() => everyone.map((m) => m.user.id), [everyone]);
  const reservationChoices = useMemo(() => (reservations.data ?? []).map((r) => ({ id: r.id, name: r.name })), [reservations.data]);
  const reservationNames = useMemo(() => new Map(reservationChoices.map((r) => [r.id, r.name])), [reservationChoices]);
  const [formOpen, setFormOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const [editing, setEditing] = useState<Expense | undefined>(undefined);
  const [deleting, setDeleting] = useState<Expense | null>(null);
  const [filters, setFilters] = useState<ExpenseFilters>(NO_FILTERS);
  const all = useMemo(() => expenses.data ?? [], [expenses.data]);
  const pending = usePendingWrites({ creates: apiUrl("/api/trips/{tripId}/expenses", { tripId: trip.id }), edits: "/api/expenses/" });
  const shown = useMemo(() => filterExpenses(all, filters), [all, filters]);
  const choices = useMemo(() => filterChoices(all, memberIds), [all, memberIds]);
  const canWriteAny = can(trip.myRole, "expenses.write");

  const titleOf = (e: Expense) => {
    if (e.kind === "expense") return e.description;
    const { from, to } = paymentParties(e);
    return t("expenses.row.payment", { from: people.name(from), to: people.name(to) });
  };
  const openAdd = () => {
    setEditing(undefined);
    setFormOpen(true);
  };

  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h2 className="text-xl font-semibold break-words">{t("expenses.page.title", { name: trip.name })}</h2>
          <p className="text-sm text-muted-foreground">{t("expenses.page.intro")}</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {/* A plain download: the browser sends the session cookie, the server names the file. */}
          <Button variant="outline" asChild>
            <a href={expensesCsvUrl(trip.id)} download>
              <Download /> {t("expenses.page.export")}
            </a>
          </Button>
          {/* Bringing the group's history from another app writes everyone's expenses: editors. */}
          {canWriteAny && (
            <Button variant="outline" onClick={() => setImportOpen(true)}>
              <FileUp /> {t("expenses.page.import")}
            </Button>
          )}
          {/* Every member logs what they paid (expenses.log); the dialog limits a viewer to themselves. */}
          {can(trip.myRole, "expenses.log") && (
            <Button onClick={openAdd}>
              <Plus /> {t("expenses.page.add")}
            </Button>
          )}
        </div>
      </div>

      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_21rem]">
        {/* First on a phone (where the group stands), beside the list from xl. */}
        <BalancesPanel tripId={trip.id} currency={trip.currency} people={people} role={trip.myRole} userId={userId} className="xl:sticky xl:top-24 xl:order-2" />
        <section className="grid min-w-0 content-start gap-3" aria-labelledby="expenses-heading">
          <h2 id="expenses-heading" className="text-lg font-semibold">
            {t("expenses.page.list")}
          </h2>
          {all.length > 0 && (
            <>
              <ExpenseFiltersBar filters={filters} onChange={setFilters} memberIds={choices.members} currencies={choices.currencies} people={people} />
              {isFiltered(filters) && (
                <p className="text-sm text-muted-foreground" role="status">
                  {t("expenses.filter.shown", { shown: shown.length, total: all.length })}
                </p>
              )}
            </>
          )}
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
              {can(trip.myRole, "expenses.log") && (
                <Button onClick={openAdd}>
                  <Plus /> {t("expenses.page.addFirst")}
                </Button>
              )}
            </Card>
          ) : shown.length === 0 ? (
            <Card className="p-6 text-center text-sm text-muted-foreground">{t("expenses.filter.none")}</Card>
          ) : (
            <ul className="grid gap-2.5" aria-labelledby="expenses-heading">
              {shown.map((e) => {
                const mine = mayChange(trip.myRole, userId, e);
                return (
                  <ExpenseRow
                    key={e.id}
                    expense={e}
                    tripCurrency={trip.currency}
                    people={people}
                    reservationName={e.reservationId ? (reservationNames.get(e.reservationId) ?? null) : null}
                    // Payments are deleted and recorded again rather than edited.
                    onEdit={mine && e.kind === "expense" ? () => (setEditing(e), setFormOpen(true)) : undefined}
                    onDelete={mine ? () => setDeleting(e) : undefined}
                    waiting={pending.editing(e.id)}
                  />
                );
              })}
            </ul>
          )}
          <PendingCreates writes={pending.created} />
        </section>
      </div>

      <ExpenseFormDialog
        open={formOpen}
        onOpenChange={setFormOpen}
        tripId={trip.id}
        tripCurrency={trip.currency}
        memberIds={memberIds}
        people={people}
        userId={userId}
        canWriteAny={canWriteAny}
        reservations={reservationChoices}
        expense={editing}
      />
      <ImportExpensesDialog tripId={trip.id} members={everyone} open={importOpen} onOpenChange={setImportOpen} />
      <DeleteExpenseDialog tripId={trip.id} expense={deleting} title={deleting ? titleOf(deleting) : ""} onOpenChange={(open) => !open && setDeleting(null)} />
    </div>
  );
}
