// GPX, KML and GeoJSON in and out of a day (docs/product/gpx-kml-geojson.md):
// the import's limits and answer, and the export's formats.
import { z } from "zod";
import { dayItemSchema, trackSchema } from "./days";
import { isCalendarDate } from "./dates";
import { zodMessage, type ErrorId } from "./i18n/error-message";

/** One file per import, at most 5 MB: a day's walk or drive recorded every second is far below it. */
export const MAX_GEO_FILE_BYTES = 5 * 1024 * 1024;
/** Track points in one file: enough for a long day recorded every few seconds, and a line the map still draws at once. */
export const MAX_GEO_POINTS = 20_000;
/** Waypoints in one file: each becomes a place on the day. */
export const MAX_GEO_PLACES = 100;

export const GEO_FILE_MISSING: ErrorId = "errors.tracks.missing";
export const GEO_FILE_TOO_LARGE: ErrorId = "errors.tracks.tooLarge";
export const GEO_ONE_FILE: ErrorId = "errors.tracks.oneFile";
export const TRACK_NOT_FOUND: ErrorId = "errors.tracks.notFound";

/** What an import added: the places (in the day's order) and the tracks. */
export const geoImportResultSchema = z.object({
  places: z.array(dayItemSchema),
  tracks: z.array(trackSchema),
});
export type GeoImportResult = z.infer<typeof geoImportResultSchema>;

export const GEO_FORMATS = ["gpx", "kml", "geojson"] as const;
export type GeoFormat = (typeof GEO_FORMATS)[number];

/** `?date=`: one day of the trip; without it, the whole trip. */
export const geoExportQuerySchema = z.object({
  date: z.string({ error: zodMessage("errors.field.date") }).refine(isCalendarDate, zodMessage("errors.field.date")).optional(),
});
