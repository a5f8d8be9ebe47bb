// Add a place to a day (SPEC-2 §3): search the bundled cities and the trip's
// own places, and the geocoder when the server has one; pick a result and it
// goes to the end of the day. Without a geocoder the dialog says so.
import { useState } from "react";
import { MapPin, Search } from "lucide-react";
import type { PlaceSearchResult } from "@shared/days";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Button } from "@/components/ui/button";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useT } from "@/lib/i18n";
import { useFormat } from "@/lib/format";
import { useAddPlace, useMapSettings, usePlaceSearch } from "../api/days";

const SOURCE_LABEL = {
  cities: "itinerary.days.source.cities",
  trip: "itinerary.days.source.trip",
  geocoder: "itinerary.days.source.geocoder",
} as const;

export function AddPlaceDialog({ tripId, date, onOpenChange }: { tripId: string; date: string; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  const f = useFormat();
  const [q, setQ] = useState("");
  const search = usePlaceSearch(tripId, q);
  const settings = useMapSettings();
  const add = useAddPlace(tripId);

  const choose = (r: PlaceSearchResult) =>
    add.mutate(
      { name: r.name, lat: r.lat, lng: r.lng, address: r.address, date },
      {
        onSuccess: () => {
          notifySuccess(t("itinerary.days.placeAdded", { name: r.name }));
          onOpenChange(false);
        },
        onError: (error) => notifyError(error, t("common.error"), t("itinerary.days.placeFailed")),
      },
    );

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t("itinerary.days.addPlaceTitle", { day: f.date(date) })}</DialogTitle>
          <DialogDescription>
            {settings.data?.geocoder ? t("itinerary.days.searchOnline") : t("itinerary.days.searchOffline")}
          </DialogDescription>
        </DialogHeader>
        <label className="relative block">
          <span className="sr-only">{t("itinerary.days.searchLabel")}</span>
          <Search className="pointer-events-none absolute top-2.5 left-3 size-4 text-muted-foreground" aria-hidden />
          <Input autoFocus value={q} onChange={(e) => setQ(e.target.value)} className="pl-9" placeholder={t("itinerary.days.searchPlaceholder")} data-testid="place-search" />
        </label>
        <ul className="grid max-h-80 gap-1 overflow-y-auto" aria-label={t("itinerary.days.results")} aria-busy={search.isFetching}>
          {q.trim().length >= 2 && search.data?.length === 0 && !search.isFetching && (
            <li className="py-3 text-center text-sm text-muted-foreground">{t("itinerary.days.noResults")}</li>
          )}
          {search.data?.map((r, k) => (
            <li key={`${r.source}-${r.name}-${r.lat}-${r.lng}-${k}`}>
              <Button
                variant="ghost"
                className="h-auto w-full justify-start gap-3 px-2 py-2 text-left"
                disabled={add.isPending}
                onClick={() => choose(r)}
                data-testid="place-result"
              >
                <MapPin className="size-4 shrink-0 text-primary" aria-hidden />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{r.name}</span>
                  <span className="block truncate text-xs font-normal text-muted-foreground">
                    {[r.address, t(SOURCE_LABEL[r.source])].filter(Boolean).join(" · ")}
                  </span>
                </span>
              </Button>
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
