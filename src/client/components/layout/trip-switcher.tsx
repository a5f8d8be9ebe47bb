// Header trip dropdown: every trip with its dates; choosing one selects it.
// The header's trip name opens it at every width; from lg a button of its own
// opens it too (a phone header has no room for one).
import { useNavigate } from "react-router";
import { ChevronsUpDown, Luggage, MapPin } from "lucide-react";
import { useCurrentTrip } from "@/features/trips";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/utils";
import { useT } from "@/lib/i18n";
import { useFormat } from "@/lib/format";

export function TripSwitcher({ className, tripName }: { className?: string; tripName?: string }) {
  const navigate = useNavigate();
  const { trips, currentTrip, selectTrip } = useCurrentTrip();
  const t = useT();
  const f = useFormat();

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        {tripName !== undefined ? (
          <button
            type="button"
            className={cn("-mx-1 flex max-w-full min-w-0 items-center gap-1.5 rounded px-1 outline-none focus-visible:ring-2 focus-visible:ring-ring", className)}
          >
            <MapPin className="size-3.5 shrink-0 text-primary" aria-hidden />
            {/* The trip's own name: content, cut with an ellipsis on purpose (data-content, e2e/overflow.ts). */}
            <span className="truncate font-medium text-foreground/80" data-content>
              {tripName}
            </span>
            {/* Named by what it shows first (the trip), then what it does. */}
            <span className="sr-only"> · {t("layout.switchTrip")}</span>
            <ChevronsUpDown className="size-3.5 shrink-0" aria-hidden />
          </button>
        ) : (
          <Button variant="outline" title={t("layout.switchTrip")} className={cn("gap-1.5 px-3", className)}>
            <Luggage className="text-primary" />
            {/* Icon-only until there is room (at 1280 the trip's own name needs it); the name stays for assistive tech. */}
            <span className="sr-only 2xl:not-sr-only">{t("layout.switchTrip")}</span>
            <ChevronsUpDown className="text-muted-foreground" />
          </Button>
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72">
        <DropdownMenuLabel>{t("layout.yourTrips")}</DropdownMenuLabel>
        {trips.length === 0 ? (
          <p className="px-2 py-2 text-sm text-muted-foreground">{t("layout.noTrips")}</p>
        ) : (
          <DropdownMenuRadioGroup value={currentTrip?.id ?? ""} onValueChange={selectTrip}>
            {trips.map((trip) => (
              <DropdownMenuRadioItem key={trip.id} value={trip.id}>
                <span className="min-w-0">
                  <span className="block truncate font-medium">{trip.name}</span>
                  <span className="block text-xs text-muted-foreground">
                    {f.dateRange(trip.startDate, trip.endDate, t("layout.datesNotSet"))}
                  </span>
                </span>
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate("/trips")}>{t("layout.manageTrips")}</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
