// Add a place to a day (docs/product/itinerary-and-days.md): search the bundled cities and the trip's
// own places, and the geocoder when the server has one; pick a result and it
// goes to the end of the day. Without a geocoder the dialog says so. A place
// search does not know (a café, offline) is named and picked on the map: the
// street map when its style loads, the world outline otherwise, framed on the
// day's stops; the point's two fields are filled by the click and can be typed.
import { Suspense, useState } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft, MapPin, MapPinned, Search } from "lucide-react";
import { formatCoordinate, parseCoordinate, pickedPlaceFormSchema, type PickedPlaceForm, type PlaceSearchResult } from "@shared/days";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Button } from "@/components/ui/button";
import { DialogForm } from "@/components/form/form-dialog";
import { InputField } from "@/components/form/form-field";
import { lazyComponent } from "@/lib/lazy-component";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useT } from "@/lib/i18n";
import { useFormat } from "@/lib/format";
import type { LatLng, MapPin as Pin } from "@/features/map/components/day-map";
import { useAddPlace, useMapSettings, usePlaceSearch } from "../api/days";

const DayMap = lazyComponent(() => import("@/features/map/components/day-map").then((m) => m.default));

const SOURCE_LABEL = {
  cities: "itinerary.days.source.cities",
  trip: "itinerary.days.source.trip",
  geocoder: "itinerary.days.source.geocoder",
} as const;

type PickedBody = (typeof pickedPlaceFormSchema)["_zod"]["output"];

export interface AddPlaceDialogProps {
  tripId: string;
  /** The day it goes to; null: an idea, on no day yet (docs/product/ideas.md). */
  date: string | null;
  /** The day's numbered stops, shown (and framed) on the map where a point is picked. */
  pins: readonly Pin[];
  /** The trip's other places, framed when the day has no stops yet. */
  frame: readonly LatLng[];
  /** After a place was added (before the dialog closes). */
  onAdded: () => void;
  onOpenChange: (open: boolean) => void;
}

export function AddPlaceDialog({ tripId, date, pins, frame, onAdded, onOpenChange }: AddPlaceDialogProps) {
  const t = useT();
  const f = useFormat();
  const [q, setQ] = useState("");
  const [picking, setPicking] = useState(false);
  const search = usePlaceSearch(tripId, q);
  const settings = useMapSettings();
  const add = useAddPlace(tripId);

  const choose = (r: PlaceSearchResult) =>
    add.mutate(
      { name: r.name, lat: r.lat, lng: r.lng, address: r.address, ...(date ? { date } : {}) },
      {
        onSuccess: () => {
          notifySuccess(t("itinerary.days.placeAdded", { name: r.name }));
          onAdded();
          onOpenChange(false);
        },
        onError: (error) => notifyError(error, t("common.error"), t("itinerary.days.placeFailed")),
      },
    );

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className={picking ? "max-w-3xl" : "max-w-md"}>
        <DialogHeader>
          <DialogTitle>{date ? t("itinerary.days.addPlaceTitle", { day: f.date(date) }) : t("itinerary.ideas.addTitle")}</DialogTitle>
          <DialogDescription>
            {picking ? t("itinerary.days.pickDescription") : settings.data?.geocoder ? t("itinerary.days.searchOnline") : t("itinerary.days.searchOffline")}
          </DialogDescription>
        </DialogHeader>
        {picking ? (
          <PickPlaceForm
            tripId={tripId}
            date={date}
            pins={pins}
            frame={frame}
            initialName={q.trim()}
            onBack={() => setPicking(false)}
            onAdded={onAdded}
            onDone={() => onOpenChange(false)}
          />
        ) : (
          <>
            <label className="relative block">
              <span className="sr-only">{t("itinerary.days.searchLabel")}</span>
              <Search className="pointer-events-none absolute top-2.5 start-3 size-4 text-muted-foreground" aria-hidden />
              <Input autoFocus value={q} onChange={(e) => setQ(e.target.value)} className="ps-9" placeholder={t("itinerary.days.searchPlaceholder")} data-testid="place-search" />
            </label>
            <ul className="grid max-h-80 gap-1 overflow-y-auto" aria-label={t("itinerary.days.results")} aria-busy={search.isFetching}>
              {q.trim().length >= 2 && search.data?.length === 0 && !search.isFetching && (
                <li className="py-3 text-center text-sm text-muted-foreground">{t("itinerary.days.noResults")}</li>
              )}
              {search.data?.map((r, k) => (
                <li key={`${r.source}-${r.name}-${r.lat}-${r.lng}-${k}`}>
                  <Button
                    variant="ghost"
                    className="h-auto w-full justify-start gap-3 px-2 py-2 text-start"
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
            {/* Always on offer: a place the search does not know is named and picked on the map. */}
            <div className="flex flex-wrap items-center gap-x-3 gap-y-2 border-t pt-3">
              <p className="min-w-0 flex-1 basis-48 text-xs text-muted-foreground">{t("itinerary.days.pickHint")}</p>
              <Button type="button" variant="outline" size="sm" onClick={() => setPicking(true)}>
                <MapPinned /> {t("itinerary.days.pickOnMap")}
              </Button>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function PickPlaceForm({
  tripId,
  date,
  pins,
  frame,
  initialName,
  onBack,
  onAdded,
  onDone,
}: {
  tripId: string;
  date: string | null;
  pins: readonly Pin[];
  frame: readonly LatLng[];
  initialName: string;
  onBack: () => void;
  onAdded: () => void;
  onDone: () => void;
}) {
  const t = useT();
  const f = useFormat();
  const add = useAddPlace(tripId);
  const form = useForm<PickedPlaceForm, unknown, PickedBody>({
    defaultValues: { name: initialName, address: "", lat: "", lng: "" },
    resolver: zodResolver(pickedPlaceFormSchema) as unknown as Resolver<PickedPlaceForm, unknown, PickedBody>,
  });
  const [latText, lngText] = useWatch({ control: form.control, name: ["lat", "lng"] });
  const lat = parseCoordinate(latText);
  const lng = parseCoordinate(lngText);
  const point = lat !== null && lng !== null && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
  const onPick = (p: LatLng) => {
    // Past the antimeridian MapLibre counts on (lng 190 is -170).
    const wrapped = ((((p.lng + 180) % 360) + 360) % 360) - 180;
    const validate = form.formState.isSubmitted;
    form.setValue("lat", formatCoordinate(p.lat), { shouldValidate: validate, shouldDirty: true });
    form.setValue("lng", formatCoordinate(wrapped), { shouldValidate: validate, shouldDirty: true });
  };

  return (
    <DialogForm
      form={form}
      onSubmit={async (body) => {
        await add.mutateAsync({ ...body, ...(date ? { date } : {}) });
        notifySuccess(t("itinerary.days.placeAdded", { name: body.name }));
        onAdded();
        onDone();
      }}
      onCancel={onDone}
      failure={t("itinerary.days.placeFailed")}
      submitLabel={t("itinerary.days.addPicked")}
      pendingLabel={t("itinerary.days.adding")}
    >
      <Button type="button" variant="ghost" size="sm" className="-mt-2 justify-self-start" onClick={onBack}>
        <ArrowLeft /> {t("itinerary.days.backToSearch")}
      </Button>
      {/* A phone reads down: name, the map, the point's fields. Wider, the fields stand beside the map, so all fits in one window. */}
      <div className="grid gap-4 sm:grid-cols-[15rem_minmax(0,1fr)] sm:gap-x-5">
        <div className="grid content-start gap-3">
          <InputField form={form} name="name" id="picked-name" label={t("itinerary.days.placeName")} autoComplete="off" autoFocus={!initialName} />
          <InputField form={form} name="address" id="picked-address" label={t("itinerary.days.placeAddress")} autoComplete="off" />
        </div>
        <div className="-mx-5 overflow-hidden border-y sm:col-start-2 sm:row-span-2 sm:row-start-1 sm:mx-0 sm:self-start sm:rounded-lg sm:border" data-testid="pick-map-frame">
          <Suspense fallback={<div className="h-64 w-full animate-pulse bg-muted sm:h-72" />}>
            <DayMap
              pins={pins}
              frame={frame}
              label={date ? t("itinerary.days.pickMapLabel", { day: f.date(date) }) : t("itinerary.ideas.pickMapLabel")}
              pick={{ point, onPick }}
              testId="pick-map"
              fallbackText={t("itinerary.days.pickFallback")}
            />
          </Suspense>
        </div>
        <div className="grid grid-cols-2 content-start items-start gap-3">
          <InputField form={form} name="lat" id="picked-lat" label={t("itinerary.days.latitude")} inputMode="decimal" autoComplete="off" spellCheck={false} />
          <InputField form={form} name="lng" id="picked-lng" label={t("itinerary.days.longitude")} inputMode="decimal" autoComplete="off" spellCheck={false} />
          <p className="col-span-2 -mt-1 text-xs text-muted-foreground">{t("itinerary.days.coordinatesHint")}</p>
        </div>
      </div>
    </DialogForm>
  );
}
