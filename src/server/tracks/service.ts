// GPX, KML and GeoJSON in and out of a day (docs/product/gpx-kml-geojson.md):
// an import adds the file's waypoints as places at the end of the day and its
// lines as tracks, all in one transaction (a refused file writes nothing); an
// export reads the days read model, so it holds what every other view shows.
import { and, eq, max } from "drizzle-orm";
import type { Db } from "../db/client";
import { places, tracks } from "../db/schema";
import { publishChange } from "../realtime/publish";
import { getDay, listDays, lockTrip, nextDayPosition, requireTripDay } from "../days/service";
import type { GeoImportResult } from "@shared/tracks";
import type { GeoContent } from "./read";
import type { ExportDay } from "./write";

export async function importGeo(db: Db, tripId: string, date: string, userId: string, content: GeoContent): Promise<GeoImportResult> {
  await requireTripDay(db, tripId, date);
  const { placeIds, trackIds } = await db.transaction(async (tx) => {
    await lockTrip(tx, tripId);
    const first = await nextDayPosition(tx, tripId, date);
    const placeRows = content.waypoints.length
      ? await tx
          .insert(places)
          .values(content.waypoints.map((w, k) => ({ tripId, name: w.name, lat: w.lat, lng: w.lng, date, position: first + k, createdBy: userId })))
          .returning({ id: places.id })
      : [];
    const [top] = await tx.select({ top: max(tracks.position) }).from(tracks).where(and(eq(tracks.tripId, tripId), eq(tracks.date, date)));
    const next = (top?.top ?? -1) + 1;
    const trackRows = content.tracks.length
      ? await tx
          .insert(tracks)
          .values(content.tracks.map((t, k) => ({ tripId, date, name: t.name, lines: t.lines, position: next + k, createdBy: userId })))
          .returning({ id: tracks.id })
      : [];
    await publishChange(tx, { tripId, resource: "itinerary", action: "created", id: null, by: userId });
    return { placeIds: placeRows.map((r) => r.id), trackIds: trackRows.map((r) => r.id) };
  });
  const day = await getDay(db, tripId, date, {});
  return {
    places: placeIds.map((id) => day.items.find((i) => i.id === id)!),
    tracks: trackIds.map((id) => day.tracks.find((t) => t.id === id)!),
  };
}

/** The track's trip, or null for a malformed or unknown id (both answer 404). */
export async function trackTrip(db: Db, trackId: string): Promise<string | null> {
  if (!/^[0-9a-f-]{36}$/i.test(trackId)) return null;
  const [row] = await db.select({ tripId: tracks.tripId }).from(tracks).where(eq(tracks.id, trackId)).limit(1);
  return row?.tripId ?? null;
}

export async function deleteTrack(db: Db, trackId: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(tracks).where(eq(tracks.id, trackId)).returning({ tripId: tracks.tripId });
    if (gone) await publishChange(tx, { tripId: gone.tripId, resource: "itinerary", action: "deleted", id: trackId, by: userId });
  });
}

/** The day `date` (a 400 naming `date` when it is not one of the trip's) or every day: its places in the day's order and its tracks. */
export async function exportDays(db: Db, tripId: string, date: string | undefined): Promise<ExportDay[]> {
  if (date) await requireTripDay(db, tripId, date);
  const days = (await listDays(db, tripId, {})).filter((d) => !date || d.date === date);
  return days.map((d) => ({
    date: d.date,
    places: d.items.flatMap((i) => (i.kind === "place" && i.place ? [{ name: i.title, lat: i.place.lat, lng: i.place.lng }] : [])),
    tracks: d.tracks,
  }));
}
