// Where a journey leaves from or arrives (a car rental: where it is picked up
// or dropped off): found with the trip's place search (the bundled cities, the
// trip's places, the geocoder when set). The zone is the server's to find from
// the coordinates, so the times typed beside it are read on that place's clock.
import { useId, useState } from "react";
import { MapPin, Search, X } from "lucide-react";
import { usePlaceSearch } from "@/features/itinerary";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useT } from "@/lib/i18n";

/** An end as the form holds it: a stored one keeps its zone; a newly chosen one has none until the server finds it. */
export type JourneyEnd = { name: string; lat: number; lng: number; timeZone?: string | null };

export function JourneyEndField({
  tripId,
  label,
  value,
  onChange,
}: {
  tripId: string;
  label: string;
  value: JourneyEnd | null;
  onChange: (place: JourneyEnd | null) => void;
}) {
  const t = useT();
  const id = useId();
  const [q, setQ] = useState("");
  const search = usePlaceSearch(tripId, q);
  if (value) {
    return (
      <div className="grid gap-1.5">
        <span className="text-sm font-medium" id={`${id}-label`}>
          {label}
        </span>
        <div className="flex items-center gap-2 rounded-md border px-3 py-2 text-sm" aria-labelledby={`${id}-label`} data-testid="journey-end">
          <MapPin className="size-4 shrink-0 text-primary" aria-hidden />
          <span className="min-w-0 flex-1 truncate">{value.name}</span>
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)} aria-label={t("reservations.form.changePlace", { place: label })}>
            <X />
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <Search className="pointer-events-none absolute top-2.5 start-3 size-4 text-muted-foreground" aria-hidden />
        <Input id={id} value={q} onChange={(e) => setQ(e.target.value)} className="ps-9" autoComplete="off" placeholder={t("reservations.form.placeSearch")} />
      </div>
      {q.trim().length >= 2 && (
        <ul className="grid max-h-48 gap-0.5 overflow-y-auto rounded-md border p-1" aria-label={t("reservations.form.placeResults", { place: label })} aria-busy={search.isFetching}>
          {search.data?.length === 0 && !search.isFetching && <li className="px-2 py-1.5 text-sm text-muted-foreground">{t("reservations.form.placeNone")}</li>}
          {search.data?.slice(0, 8).map((r, k) => (
            <li key={`${r.name}-${r.lat}-${r.lng}-${k}`}>
              <Button
                type="button"
                variant="ghost"
                className="h-auto w-full justify-start px-2 py-1.5 text-start"
                onClick={() => {
                  onChange({ name: r.name, lat: r.lat, lng: r.lng });
                  setQ("");
                }}
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate">{r.name}</span>
                  {r.address && <span className="block truncate text-xs text-muted-foreground">{r.address}</span>}
                </span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
