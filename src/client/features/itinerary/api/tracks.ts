// GPX, KML and GeoJSON on a day (docs/product/gpx-kml-geojson.md): importing a file onto a day,
// deleting a track, and where a day's or the trip's export downloads from.
// Tracks and the imported places come with the days, so each change refreshes the days.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { GeoFormat } from "@shared/tracks";
import { answer, api, apiUrl } from "@/lib/api";
import { daysQueryKey } from "./days";
import { invalidateItinerary } from "./invalidate";

export function useImportGeo(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ date, file }: { date: string; file: File }) => {
      const form = new FormData();
      form.append("file", file, file.name);
      // The route reads multipart itself: its document names no JSON body.
      return answer(api.POST("/api/trips/{tripId}/days/{date}/geo", { params: { path: { tripId, date } }, body: form as never }));
    },
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: daysQueryKey(tripId) }), invalidateItinerary(queryClient, tripId)]),
  });
}

export function useDeleteTrack(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => answer(api.DELETE("/api/tracks/{id}", { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: daysQueryKey(tripId) }),
  });
}

const EXPORT_PATHS = {
  gpx: "/api/trips/{tripId}/export.gpx",
  kml: "/api/trips/{tripId}/export.kml",
  geojson: "/api/trips/{tripId}/export.geojson",
} as const;

/** The download address of the trip, or of one day with `date`. */
export function geoExportUrl(tripId: string, format: GeoFormat, date?: string): string {
  const path = apiUrl(EXPORT_PATHS[format], { tripId });
  return date ? `${path}?date=${encodeURIComponent(date)}` : path;
}
