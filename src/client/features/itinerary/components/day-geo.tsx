// GPX, KML and GeoJSON on the day's map card (docs/product/gpx-kml-geojson.md): editors import a
// file onto the day (its waypoints become places, its tracks lines on the map);
// every member exports the day or the whole trip; the day's tracks are listed
// under the map, where editors remove them.
import { Download, Spline, X } from "lucide-react";
import { can } from "@shared/permissions";
import { GEO_FORMATS } from "@shared/tracks";
import type { Day } from "@shared/days";
import type { Trip } from "@shared/trips";
import { Button } from "@/components/ui/button";
import { FilePickerButton } from "@/components/file-picker-button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { toast } from "@/components/ui/use-toast";
import { notifyError } from "@/lib/notify";
import { useT } from "@/lib/i18n";
import { useFormat } from "@/lib/format";
import { geoExportUrl, useDeleteTrack, useImportGeo } from "../api/tracks";

/** What the file chooser offers; the server reads the content, whatever the name. */
const GEO_FILES = ".gpx,.kml,.kmz,.geojson,.json,application/gpx+xml,application/vnd.google-earth.kml+xml,application/vnd.google-earth.kmz,application/geo+json";
/** The formats as their owners write them (names, not words to translate). */
const FORMAT_NAME = { gpx: "GPX", kml: "KML", geojson: "GeoJSON" } as const;

export function DayGeoActions({ trip, day }: { trip: Trip; day: Day }) {
  const t = useT();
  const f = useFormat();
  const importGeo = useImportGeo(trip.id);
  const onFile = (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    importGeo.mutate(
      { date: day.date, file },
      {
        onSuccess: (added) => toast({ title: t("itinerary.geo.imported", { places: added.places.length, tracks: added.tracks.length }) }),
        onError: (error) => notifyError(error, t("common.error"), t("itinerary.geo.importFailed")),
      },
    );
  };
  return (
    <>
      {can(trip.myRole, "itinerary.write") && (
        <FilePickerButton label={t("itinerary.geo.import")} accept={GEO_FILES} multiple={false} size="sm" onFiles={onFile} disabled={importGeo.isPending}>
          {importGeo.isPending ? t("itinerary.geo.importing") : t("itinerary.geo.import")}
        </FilePickerButton>
      )}
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button size="sm" variant="outline" data-testid="geo-export">
            <Download /> {t("itinerary.geo.export")}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuLabel>{f.date(day.date)}</DropdownMenuLabel>
          {GEO_FORMATS.map((format) => (
            <DropdownMenuItem key={`day-${format}`} asChild>
              <a href={geoExportUrl(trip.id, format, day.date)} download data-testid={`export-day-${format}`}>
                {t("itinerary.geo.exportDay", { format: FORMAT_NAME[format] })}
              </a>
            </DropdownMenuItem>
          ))}
          <DropdownMenuSeparator />
          <DropdownMenuLabel>{trip.name}</DropdownMenuLabel>
          {GEO_FORMATS.map((format) => (
            <DropdownMenuItem key={`trip-${format}`} asChild>
              <a href={geoExportUrl(trip.id, format)} download data-testid={`export-trip-${format}`}>
                {t("itinerary.geo.exportTrip", { format: FORMAT_NAME[format] })}
              </a>
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
    </>
  );
}

export function DayTracks({ trip, day }: { trip: Trip; day: Day }) {
  const t = useT();
  const remove = useDeleteTrack(trip.id);
  if (day.tracks.length === 0) return null;
  const mayRemove = can(trip.myRole, "itinerary.write");
  return (
    <ul className="grid gap-1 px-4 pb-4" data-testid="day-tracks" aria-label={t("itinerary.geo.tracks")}>
      {day.tracks.map((track) => (
        <li key={track.id} className="flex items-center gap-2 text-sm" data-testid="day-track">
          <Spline className="size-4 shrink-0 text-primary" aria-hidden />
          <span className="min-w-0 flex-1 truncate">{track.name}</span>
          <span className="text-xs text-muted-foreground">{t("itinerary.geo.points", { count: track.lines.reduce((n, l) => n + l.length, 0) })}</span>
          {mayRemove && (
            <Button
              size="icon-sm"
              variant="ghost"
              className="size-6 shrink-0"
              aria-label={t("itinerary.geo.remove", { name: track.name })}
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(track.id, {
                  onSuccess: () => toast({ title: t("itinerary.geo.removed", { name: track.name }) }),
                  onError: (error) => notifyError(error, t("common.error"), t("itinerary.geo.removeFailed")),
                })
              }
            >
              <X className="text-muted-foreground" />
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
