// Header trip dropdown (lg+): every trip with its dates; choosing one selects it.
import { useNavigate } from "react-router";
import { ChevronsUpDown, Luggage } from "lucide-react";
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

export function TripSwitcher({ className }: { className?: string }) {
  const navigate = useNavigate();
  const { trips, currentTrip, selectTrip } = useCurrentTrip();
  const t = useT();
  const f = useFormat();

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" title={t("layout.switchTrip")} className={cn("gap-1.5 px-3", className)}>
          <Luggage className="text-primary" />
          {/* Icon-only until there is room; the name stays for assistive tech. */}
          <span className="sr-only xl:not-sr-only">{t("layout.switchTrip")}</span>
          <ChevronsUpDown className="text-muted-foreground" />
        </Button>
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
