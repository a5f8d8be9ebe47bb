// Reservations page, "Trip Planning" (spec §2): a Calendar tab and a
// Reservations tab with search, type filter and sub-tabs, cards with the
// caller's rating and a menu, the add/edit dialog, and CSV export.
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { CalendarDays, Download, List, Plane, Plus, Search, Ticket } from "lucide-react";
import { todayCalendarDate } from "@shared/dates";
import { can } from "@shared/permissions";
import { useToday } from "@/lib/render-context";
import type { Reservation } from "@shared/reservations";
import { RESERVATION_TYPES, type ReservationStatus, type ReservationType } from "@shared/reservation-rules";
import { PAGES } from "@shared/pages";
import { useCurrentTrip } from "@/features/trips";
import { quotesPath } from "@/features/quotes";
import { PageShell } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { LoadingBars } from "@/components/loading-bars";
import { Skeleton } from "@/components/ui/skeleton";
import { PageTabsList } from "@/components/page-tabs";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { errorDescription } from "@/lib/api";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useCalendarEvents } from "../api/get-calendar-events";
import { useReservations } from "../api/get-reservations";
import { useRateReservation } from "../api/rate-reservation";
import { useUpdateReservation } from "../api/update-reservation";
import { DeleteReservationDialog } from "../components/delete-reservation-dialog";
import { ReservationCard } from "../components/reservation-card";
import { ReservationFormDialog } from "../components/reservation-form-dialog";
import { ReservationsCalendar, type CalendarEvent } from "../components/reservations-calendar";
import { csvFileName, downloadCsv, reservationsCsv } from "../lib/csv";
import { STATUS_LABEL, TYPE_META } from "../lib/display";

type TypeFilter = "all" | ReservationType;
const SUB_TABS: readonly TypeFilter[] = ["all", "hotel", "restaurant", "attraction", "transport"];

function matchesSearch(r: Reservation, query: string): boolean {
  if (!query) return true;
  const haystack = [r.name, r.description, r.notes, r.confirmationNumber, r.address, r.location?.city, r.location?.country]
    .filter(Boolean)
    .join(" ")
    .toLowerCase();
  return haystack.includes(query);
}

const VIEW_TABS = [
  { value: "calendar", icon: CalendarDays, label: "Calendar" },
  { value: "reservations", icon: List, label: "Reservations" },
] as const;

export function ReservationsPage() {
  const { currentTrip, isLoading } = useCurrentTrip();
  return (
    <PageShell title={PAGES.reservations.title}>
      <div className="mx-auto w-full max-w-6xl p-4 pb-24 sm:p-6 lg:pb-8">
        {isLoading ? (
          <Skeleton className="h-64 rounded-xl" />
        ) : !currentTrip ? (
          <Card className="flex flex-col items-start gap-3 p-6">
            <p>Select or create a trip to plan its reservations.</p>
            <Button asChild>
              <Link to="/trips">Go to My Trips</Link>
            </Button>
          </Card>
        ) : (
          <TripReservations
            key={currentTrip.id}
            tripId={currentTrip.id}
            tripName={currentTrip.name}
            currency={currentTrip.currency}
            startDate={currentTrip.startDate}
            canEdit={can(currentTrip.myRole, "reservations.write")}
          />
        )}
      </div>
    </PageShell>
  );
}

function TripReservations({
  tripId,
  tripName,
  currency,
  startDate,
  canEdit,
}: {
  tripId: string;
  tripName: string;
  currency: string;
  startDate: string | null;
  canEdit: boolean;
}) {
  const reservationsQuery = useReservations(tripId);
  const eventsQuery = useCalendarEvents(tripId);
  const rate = useRateReservation(tripId);
  const update = useUpdateReservation(tripId);
  const today = useToday();
  const [tab, setTab] = useState("reservations");
  const [search, setSearch] = useState("");
  const [typeFilter, setTypeFilter] = useState<TypeFilter>("all");
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Reservation | undefined>(undefined);
  const [deleting, setDeleting] = useState<Reservation | null>(null);

  const all = useMemo(() => reservationsQuery.data ?? [], [reservationsQuery.data]);
  const query = search.trim().toLowerCase();
  const searched = useMemo(() => all.filter((r) => matchesSearch(r, query)), [all, query]);
  const shown = typeFilter === "all" ? searched : searched.filter((r) => r.type === typeFilter);
  const count = (t: TypeFilter) => (t === "all" ? searched.length : searched.filter((r) => r.type === t).length);
  const filterActive = query !== "" || typeFilter !== "all";

  const events: CalendarEvent[] = useMemo(
    () =>
      (eventsQuery.data ?? []).map((e) => ({
        id: e.id,
        title: e.title,
        startDate: e.startDate!,
        endDate: e.endDate,
        startTime: e.startTime,
      })),
    [eventsQuery.data],
  );

  const openAdd = () => {
    setEditing(undefined);
    setFormOpen(true);
  };
  const openEdit = (r: Reservation) => {
    setEditing(r);
    setFormOpen(true);
  };

  const onRate = (r: Reservation, rating: number | null) =>
    rate.mutate(
      { id: r.id, rating },
      {
        onSuccess: () => notifySuccess("Rating updated successfully"),
        onError: (error) => notifyError(error, "Error", "Failed to update rating"),
      },
    );

  const onStatus = (r: Reservation, status: ReservationStatus) =>
    update.mutate(
      { id: r.id, body: { status } },
      {
        onSuccess: () => notifySuccess("Status updated", `${r.name} is now ${STATUS_LABEL[status].toLowerCase()}.`),
        onError: (error) => notifyError(error, "Error", errorDescription(error, "Failed to update reservation")),
      },
    );

  const onExport = () => {
    downloadCsv(csvFileName(tripName, todayCalendarDate()), reservationsCsv(shown, currency));
  };

  return (
    <Tabs value={tab} onValueChange={setTab} className="flex min-w-0 flex-col gap-4">
      <PageTabsList tabs={VIEW_TABS} />

      <TabsContent value="calendar" className="flex min-w-0 flex-col gap-3">
        {reservationsQuery.isPending ? (
          <Skeleton className="h-96 rounded-xl" />
        ) : (
          <ReservationsCalendar
            reservations={all}
            events={events}
            initialMonth={startDate ?? today}
          />
        )}
        {eventsQuery.isError && (
          <p className="text-sm text-muted-foreground">Calendar events could not be loaded; showing reservations only.</p>
        )}
      </TabsContent>

      <TabsContent value="reservations" className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 className="text-xl font-semibold">Reservations</h2>
            <p className="text-sm text-muted-foreground">Hotels, restaurants, attractions and transport for this trip.</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" asChild>
              <Link to={quotesPath(tripId)}>
                <Plane /> Get price quotes
              </Link>
            </Button>
            <Button variant="outline" onClick={onExport} disabled={reservationsQuery.isPending || shown.length === 0}>
              <Download /> Export
            </Button>
            {canEdit && (
              <Button onClick={openAdd}>
                <Plus /> Add Reservation
              </Button>
            )}
          </div>
        </div>

        <div className="flex flex-col gap-2 sm:flex-row">
          <div className="relative flex-1">
            <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
            <Input
              type="search"
              aria-label="Search reservations"
              placeholder="Search reservations..."
              className="pl-9"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
          <Select value={typeFilter} onValueChange={(v) => setTypeFilter(v as TypeFilter)}>
            <SelectTrigger className="sm:w-48" aria-label="Filter by type">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="all">All types</SelectItem>
              {RESERVATION_TYPES.map((t) => (
                <SelectItem key={t} value={t}>
                  {TYPE_META[t].plural}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>

        <Tabs value={typeFilter} onValueChange={(v) => setTypeFilter(v as TypeFilter)} className="flex min-w-0 flex-col gap-4">
          {/* Scrolls sideways on phones instead of squeezing five labels. */}
          <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
            <TabsList aria-label="Reservation types">
              {SUB_TABS.map((t) => (
                <TabsTrigger key={t} value={t}>
                  {t === "all" ? "All" : TYPE_META[t].plural}
                  <span className="rounded-full bg-muted px-1.5 text-xs tabular-nums" data-testid={`count-${t}`}>
                    {count(t)}
                  </span>
                </TabsTrigger>
              ))}
            </TabsList>
          </div>

          {/* The list is the panel of the selected type tab, so the tab's aria-controls points at it. */}
          <TabsContent value={typeFilter} className="flex min-w-0 flex-col">
            {reservationsQuery.isPending ? (
              <LoadingBars label="Loading reservations" className="gap-3" bars="h-28 rounded-xl" count={5} testId="reservation-skeleton" />
            ) : reservationsQuery.isError ? (
              <Card className="p-6 text-sm">
                <p className="font-medium">Reservations could not be loaded.</p>
                <p className="text-muted-foreground">{errorDescription(reservationsQuery.error, "Please try again.")}</p>
                <Button variant="outline" size="sm" className="mt-3" onClick={() => reservationsQuery.refetch()}>
                  Try again
                </Button>
              </Card>
            ) : shown.length === 0 ? (
              <Card className="flex flex-col items-center gap-3 p-8 text-center sm:p-10">
                <span aria-hidden className="flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
                  <Ticket className="size-6" />
                </span>
                <h3 className="text-lg font-semibold">No Reservations Found</h3>
                <p className="text-sm text-muted-foreground">
                  {filterActive
                    ? "No reservations match your search criteria."
                    : "Start planning your trip by adding your first reservation."}
                </p>
                {canEdit && (
                  <Button onClick={openAdd}>
                    <Plus /> Add First Reservation
                  </Button>
                )}
              </Card>
            ) : (
              <ul className="grid gap-3">
                {shown.map((r) => (
                  <li key={r.id}>
                    <ReservationCard
                      reservation={r}
                      currency={currency}
                      canEdit={canEdit}
                      ratingPending={rate.isPending && rate.variables?.id === r.id}
                      onRate={(rating) => onRate(r, rating)}
                      onEdit={() => openEdit(r)}
                      onStatus={(s) => onStatus(r, s)}
                      onDelete={() => setDeleting(r)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </TabsContent>
        </Tabs>
      </TabsContent>

      <ReservationFormDialog tripId={tripId} open={formOpen} onOpenChange={setFormOpen} reservation={editing} />
      <DeleteReservationDialog tripId={tripId} reservation={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
    </Tabs>
  );
}
