// Reservations page, "Trip Planning" (docs/product/reservations-and-imports.md): a Calendar tab and a
// Reservations tab with search, type filter and sub-tabs, cards with the
// caller's rating and a menu, the add/edit dialog, and CSV export.
import { PendingCreates } from "@/components/waiting-to-sync";
import { usePendingWrites } from "@/lib/offline-writes";
import { useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { CalendarDays, Download, FileUp, List, Plane, Plus, Search, Ticket, UserRound } from "lucide-react";
import { todayCalendarDate } from "@shared/dates";
import { can } from "@shared/permissions";
import type { Reservation } from "@shared/reservations";
import { RESERVATION_GROUPS, RESERVATION_TYPES, type ReservationGroup, type ReservationStatus, type ReservationType } from "@shared/reservation-rules";
import { useCurrentTrip } from "@/features/trips";
import { useUser } from "@/features/auth";
import { useTripPeople } from "@/features/members";
import type { Trip } from "@shared/trips";
import { displayName } from "@shared/names";
import { quotesPath } from "@/features/quotes";
import { PageShell } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectGroup, SelectItem, SelectLabel, SelectTrigger, SelectValue } from "@/components/ui/select";
import { LoadingBars } from "@/components/loading-bars";
import { Skeleton } from "@/components/ui/skeleton";
import { PageTabsList } from "@/components/page-tabs";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { errorDescription, apiUrl } from "@/lib/api";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useReservations } from "../api/get-reservations";
import { useRateReservation } from "../api/rate-reservation";
import { useUpdateReservation } from "../api/update-reservation";
import { DeleteReservationDialog } from "../components/delete-reservation-dialog";
import { ReservationCard } from "../components/reservation-card";
import { ReservationFormDialog } from "../components/reservation-form-dialog";
import { ImportDialog } from "../components/import-dialog";
import { ReservationFilesDialog } from "../components/reservation-files-dialog";
import { DaysCalendar } from "@/features/calendar";
import { csvFileName, downloadCsv, reservationsCsv } from "../lib/csv";
import { GROUP_MESSAGE, STATUS_MESSAGE, TYPE_META } from "../lib/display";
import { useT } from "@/lib/i18n";

/** A kind, a group of kinds ("group:transport"), or all. */
type TypeFilter = "all" | ReservationType | `group:${ReservationGroup}`;
// docs/product/reservations-and-imports.md: Flights and Other tabs beside the first four.
// The six long-standing kinds always have a tab; the newer ones once the trip has one (sixteen tabs would bury the list).
const ALWAYS_TABS: readonly ReservationType[] = RESERVATION_TYPES.slice(0, 6);
const GROUPS = Object.keys(RESERVATION_GROUPS) as ReservationGroup[];

function matches(filter: TypeFilter, type: ReservationType): boolean {
  if (filter === "all") return true;
  if (filter.startsWith("group:")) return (RESERVATION_GROUPS[filter.slice(6) as ReservationGroup] as readonly ReservationType[]).includes(type);
  return filter === type;
}

function matchesSearch(r: Reservation, query: string): boolean {
  if (!query) return true;
  const haystack = [r.name, r.description, r.notes, r.confirmationNumber, r.address, r.location?.city, r.location?.country]
    .filter(Boolean)
    .join(" ")
    .toLowerCase();
  return haystack.includes(query);
}

const VIEW_TABS = [
  { value: "calendar", icon: CalendarDays, label: "reservations.page.tabCalendar" },
  { value: "reservations", icon: List, label: "reservations.page.tabList" },
] as const;

export function ReservationsPage() {
  const { currentTrip, isLoading } = useCurrentTrip();
  const t = useT();
  return (
    <PageShell title={t("layout.page.reservations")}>
      <div className="mx-auto w-full max-w-6xl p-4 pb-24 sm:p-6 lg:pb-8">
        {isLoading ? (
          <Skeleton className="h-64 rounded-xl" />
        ) : !currentTrip ? (
          <Card className="flex flex-col items-start gap-3 p-6">
            <p>{t("reservations.page.noTrip")}</p>
            <Button asChild>
              <Link to="/trips">{t("reservations.page.goToTrips")}</Link>
            </Button>
          </Card>
        ) : (
          <TripReservations
            key={currentTrip.id}
            trip={currentTrip}
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
  trip,
  tripId,
  tripName,
  currency,
  startDate,
  canEdit,
}: {
  trip: Trip;
  tripId: string;
  tripName: string;
  currency: string;
  startDate: string | null;
  canEdit: boolean;
}) {
  const reservationsQuery = useReservations(tripId);
  const rate = useRateReservation(tripId);
  const update = useUpdateReservation(tripId);
  const [tab, setTab] = useState("reservations");
  // The header search links here with the reservation's name (?q=).
  const [params] = useSearchParams();
  const [search, setSearch] = useState(() => params.get("q") ?? "");
  const [typeFilter, setTypeFilter] = useState<TypeFilter>("all");
  // "Mine": only the bookings the caller travels on.
  const [mineOnly, setMineOnly] = useState(false);
  const { data: me } = useUser();
  const everyone = useTripPeople(trip);
  const names = useMemo(() => new Map(everyone.map((p) => [p.user.id, p.user])), [everyone]);
  const choices = useMemo(() => everyone.map((p) => ({ id: p.user.id, name: displayName(p.user) })), [everyone]);
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Reservation | undefined>(undefined);
  const [deleting, setDeleting] = useState<Reservation | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const [filesOf, setFilesOf] = useState<Reservation | null>(null);
  const pending = usePendingWrites({ creates: apiUrl("/api/trips/{tripId}/reservations", { tripId }), edits: "/api/reservations/" });
  const t = useT();

  const all = useMemo(() => reservationsQuery.data ?? [], [reservationsQuery.data]);
  const query = search.trim().toLowerCase();
  const searched = useMemo(() => all.filter((r) => matchesSearch(r, query) && (!mineOnly || r.travellers.includes(me?.id ?? ""))), [all, query, mineOnly, me?.id]);
  const shown = searched.filter((r) => matches(typeFilter, r.type));
  const count = (filter: TypeFilter) => searched.filter((r) => matches(filter, r.type)).length;
  const subTabs: TypeFilter[] = ["all", ...RESERVATION_TYPES.filter((type) => ALWAYS_TABS.includes(type) || (reservationsQuery.data ?? []).some((r) => r.type === type))];
  const filterActive = query !== "" || typeFilter !== "all" || mineOnly;

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
        onSuccess: () => notifySuccess(t("reservations.page.rated")),
        onError: (error) => notifyError(error, t("common.error"), t("reservations.page.rateFailed")),
      },
    );

  const onStatus = (r: Reservation, status: ReservationStatus) =>
    update(r, { status }).then(
      (sent) =>
        sent.queued
          ? notifySuccess(t("layout.sync.queued"), r.name)
          : notifySuccess(t("reservations.page.statusUpdated"), t("reservations.page.statusNow", { name: r.name, status: t(STATUS_MESSAGE[status]) })),
      (error: unknown) => notifyError(error, t("common.error"), errorDescription(error, t("reservations.page.updateFailed"))),
    );

  const onExport = () => {
    downloadCsv(csvFileName(tripName, todayCalendarDate()), reservationsCsv(shown, currency));
  };

  return (
    <Tabs value={tab} onValueChange={setTab} className="flex min-w-0 flex-col gap-4">
      <PageTabsList tabs={VIEW_TABS} />

      <TabsContent value="calendar" className="flex min-w-0 flex-col gap-3">
        <DaysCalendar tripId={tripId} startDate={startDate} />
      </TabsContent>

      <TabsContent value="reservations" className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 className="text-xl font-semibold">{t("reservations.page.title")}</h2>
            <p className="text-sm text-muted-foreground">{t("reservations.page.intro")}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" asChild>
              <Link to={quotesPath(tripId)}>
                <Plane /> {t("reservations.page.quotes")}
              </Link>
            </Button>
            <Button variant="outline" onClick={onExport} disabled={reservationsQuery.isPending || shown.length === 0}>
              <Download /> {t("reservations.page.export")}
            </Button>
            {canEdit && (
              <Button variant="outline" onClick={() => setImportOpen(true)}>
                <FileUp /> {t("reservations.import.button")}
              </Button>
            )}
            {canEdit && (
              <Button onClick={openAdd}>
                <Plus /> {t("reservations.page.add")}
              </Button>
            )}
          </div>
        </div>

        <div className="flex flex-col gap-2 sm:flex-row">
          <div className="relative flex-1">
            <Search className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
            <Input
              type="search"
              aria-label={t("reservations.page.search")}
              placeholder={t("reservations.page.searchPlaceholder")}
              className="ps-9"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
          <Select value={typeFilter} onValueChange={(v) => setTypeFilter(v as TypeFilter)}>
            <SelectTrigger className="sm:w-48" aria-label={t("reservations.page.filter")}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="all">{t("reservations.page.allTypes")}</SelectItem>
              <SelectGroup>
                <SelectLabel>{t("reservations.page.filterGroup")}</SelectLabel>
                {GROUPS.map((group) => (
                  <SelectItem key={group} value={`group:${group}`}>
                    {t(GROUP_MESSAGE[group])}
                  </SelectItem>
                ))}
              </SelectGroup>
              <SelectGroup>
                <SelectLabel>{t("reservations.form.kind")}</SelectLabel>
                {RESERVATION_TYPES.map((type) => {
                  const Icon = TYPE_META[type].icon;
                  return (
                    <SelectItem key={type} value={type}>
                      <Icon aria-hidden /> {t(TYPE_META[type].pluralId)}
                    </SelectItem>
                  );
                })}
              </SelectGroup>
            </SelectContent>
          </Select>
          <Button variant={mineOnly ? "default" : "outline"} aria-pressed={mineOnly} onClick={() => setMineOnly((v) => !v)} data-testid="mine-filter">
            <UserRound /> {t("reservations.page.mine")}
          </Button>
        </div>

        <Tabs value={typeFilter} onValueChange={(v) => setTypeFilter(v as TypeFilter)} className="flex min-w-0 flex-col gap-4">
          {/* Scrolls sideways on phones instead of squeezing five labels. */}
          <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
            <TabsList aria-label={t("reservations.page.typesLabel")}>
              {subTabs.map((type) => (
                <TabsTrigger key={type} value={type}>
                  {type === "all" ? t("reservations.page.all") : t(TYPE_META[type as ReservationType].pluralId)}
                  <span className="rounded-full bg-muted px-1.5 text-xs tabular-nums" data-testid={`count-${type}`}>
                    {count(type)}
                  </span>
                </TabsTrigger>
              ))}
            </TabsList>
          </div>

          {/* The list is the panel of the selected type tab, so the tab's aria-controls points at it. */}
          <TabsContent value={typeFilter} className="flex min-w-0 flex-col">
            {reservationsQuery.isPending ? (
              <LoadingBars label={t("reservations.page.loading")} className="gap-3" bars="h-28 rounded-xl" count={5} testId="reservation-skeleton" />
            ) : reservationsQuery.isError ? (
              <Card className="p-6 text-sm">
                <p className="font-medium">{t("reservations.page.loadFailed")}</p>
                <p className="text-muted-foreground">{errorDescription(reservationsQuery.error, t("reservations.page.pleaseRetry"))}</p>
                <Button variant="outline" size="sm" className="mt-3" onClick={() => reservationsQuery.refetch()}>
                  {t("reservations.page.retry")}
                </Button>
              </Card>
            ) : shown.length === 0 ? (
              <Card className="flex flex-col items-center gap-3 p-8 text-center sm:p-10">
                <span aria-hidden className="flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
                  <Ticket className="size-6" />
                </span>
                <h3 className="text-lg font-semibold">{t("reservations.page.empty")}</h3>
                <p className="text-sm text-muted-foreground">
                  {t(filterActive ? "reservations.page.noMatch" : "reservations.page.startHint")}
                </p>
                {canEdit && (
                  <Button onClick={openAdd}>
                    <Plus /> {t("reservations.page.addFirst")}
                  </Button>
                )}
              </Card>
            ) : (
              <ul className="grid gap-3">
                {shown.map((r) => (
                  <li key={r.id}>
                    <ReservationCard
                      reservation={r}
                      travellers={r.travellers.flatMap((id) => names.get(id) ?? [])}
                      currency={currency}
                      canEdit={canEdit}
                      ratingPending={rate.isPending && rate.variables?.id === r.id}
                      onRate={(rating) => onRate(r, rating)}
                      onEdit={() => openEdit(r)}
                      onStatus={(s) => onStatus(r, s)}
                      onDelete={() => setDeleting(r)}
                      onFiles={() => setFilesOf(r)}
                      waiting={pending.editing(r.id)}
                    />
                  </li>
                ))}
              </ul>
            )}
            <PendingCreates writes={pending.created} className="mt-3" />
          </TabsContent>
        </Tabs>
      </TabsContent>

      <ReservationFormDialog tripId={tripId} open={formOpen} onOpenChange={setFormOpen} reservation={editing} people={choices} />
      <DeleteReservationDialog tripId={tripId} reservation={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
      {canEdit && <ImportDialog tripId={tripId} open={importOpen} onOpenChange={setImportOpen} />}
      <ReservationFilesDialog tripId={tripId} reservation={filesOf} canEdit={canEdit} onOpenChange={(open) => !open && setFilesOf(null)} />
    </Tabs>
  );
}
