// Tracks (docs/product/gpx-kml-geojson.md): a line drawn on a day's map, read
// from a GPX, KML or GeoJSON file; its segments kept as [lng, lat] pairs.
import { date, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { createdBy } from "./accounts";
import { tripId } from "./trips";

export const tracks = pgTable(
  "tracks",
  {
    id: id(),
    tripId: tripId(),
    date: date("date", { mode: "string" }).notNull(),
    name: text("name").notNull(),
    /** The segments of the line, each a list of [lng, lat] (GeoJSON's order). */
    lines: jsonb("lines").$type<number[][][]>().notNull(),
    /** 0, 1, 2 … on its day, in the order added (rows of one import share their created_at). */
    position: integer("position").notNull(),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (t) => [index("tracks_trip_date_idx").on(t.tripId, t.date)],
);
