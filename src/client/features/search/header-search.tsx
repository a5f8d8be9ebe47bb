// The header's search (issue 27): finds the current trip's cities,
// reservations and events as the traveller types, each a link to the page
// that shows it. The trip's data is read only once something is typed.
import { useState } from "react";
import { Link } from "react-router";
import { Popover as PopoverPrimitive } from "radix-ui";
import { BedDouble, CalendarDays, Landmark, MapPin, Search } from "lucide-react";
import { useCurrentTrip } from "@/features/trips";
import { useDays, useItinerary } from "@/features/itinerary";
import { useReservations } from "@/features/reservations";
import { Input } from "@/components/ui/input";
import { PopoverContent } from "@/components/ui/popover";
import { useT } from "@/lib/i18n";
import { useFormat } from "@/lib/format";
import { searchTrip, type SearchHit } from "./trip-search";

const ICONS = { city: MapPin, reservation: BedDouble, event: CalendarDays, place: Landmark } as const;

export function HeaderSearch({ className }: { className?: string }) {
  const t = useT();
  const { currentTrip } = useCurrentTrip();
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const typed = query.trim() !== "";
  return (
    <PopoverPrimitive.Root open={open && typed && currentTrip !== null} onOpenChange={setOpen}>
      <PopoverPrimitive.Anchor asChild>
        <div className={className}>
          <div className="relative">
            <Search className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
            <Input
              type="search"
              aria-label={t("layout.searchLabel")}
              placeholder={currentTrip ? t("layout.searchPlaceholder") : t("layout.searchNoTrip")}
              disabled={!currentTrip}
              value={query}
              onChange={(e) => {
                setQuery(e.target.value);
                setOpen(true);
              }}
              onFocus={() => setOpen(true)}
              onKeyDown={(e) => e.key === "Escape" && setOpen(false)}
              className="h-9 w-40 bg-muted/60 ps-9 2xl:w-56"
            />
          </div>
        </div>
      </PopoverPrimitive.Anchor>
      {currentTrip && typed && (
        // Focus stays in the field while typing; Tab reaches the results.
        <PopoverContent align="end" className="w-80 p-2" onOpenAutoFocus={(e) => e.preventDefault()}>
          <Results tripId={currentTrip.id} query={query} onPick={() => setOpen(false)} />
        </PopoverContent>
      )}
    </PopoverPrimitive.Root>
  );
}

function Results({ tripId, query, onPick }: { tripId: string; query: string; onPick: () => void }) {
  const t = useT();
  const items = useItinerary(tripId);
  const reservations = useReservations(tripId);
  const days = useDays(tripId);
  if (items.isPending || reservations.isPending || days.isPending) return <p className="p-2 text-sm text-muted-foreground">{t("layout.searchLoading")}</p>;
  const hits = searchTrip(query, items.data ?? [], reservations.data ?? [], days.data ?? []);
  if (hits.length === 0) return <p className="p-2 text-sm text-muted-foreground">{t("layout.searchNone", { query: query.trim() })}</p>;
  return (
    <ul aria-label={t("layout.searchResults")} className="grid gap-0.5" data-testid="search-results">
      {hits.map((hit) => (
        <li key={`${hit.kind}-${hit.id}`}>
          <HitLink hit={hit} onPick={onPick} />
        </li>
      ))}
    </ul>
  );
}

function HitLink({ hit, onPick }: { hit: SearchHit; onPick: () => void }) {
  const t = useT();
  const f = useFormat();
  const Icon = ICONS[hit.kind];
  const detail = hit.date ? f.date(hit.date) : hit.detail;
  return (
    <Link to={hit.to} onClick={onPick} className="flex items-center gap-3 rounded-lg px-2 py-1.5 text-sm outline-none hover:bg-muted focus-visible:bg-muted">
      <Icon className="size-4 shrink-0 text-primary" aria-hidden />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">{hit.title}</span>
        <span className="block truncate text-xs text-muted-foreground">
          {t(`layout.searchKind.${hit.kind}`)}
          {detail && ` · ${detail}`}
        </span>
      </span>
    </Link>
  );
}
