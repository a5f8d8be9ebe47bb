// Writing a day or a trip as GPX 1.1, KML 2.2 or GeoJSON (docs/product/gpx-kml-geojson.md):
// places as waypoints in the day's order, tracks as tracks. XML is built with
// fast-xml-parser's XMLBuilder, which escapes every text and attribute; the
// characters XML 1.0 cannot hold at all (most control characters) are dropped
// first, since no escaping can carry them. GeoJSON is plain JSON.
import { XMLBuilder } from "fast-xml-parser";
import type { Track } from "@shared/days";
import type { GeoFormat } from "@shared/tracks";

export interface ExportDay {
  date: string;
  places: Array<{ name: string; lat: number; lng: number }>;
  tracks: Track[];
}

// eslint-disable-next-line no-control-regex -- removing what XML cannot hold is the point
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const xmlText = (s: string) => s.replace(NOT_XML, "");

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: "@_", format: true, suppressEmptyNode: true });
const declaration = { "?xml": { "@_version": "1.0", "@_encoding": "UTF-8" } };

function toGpx(title: string, days: readonly ExportDay[]): string {
  return builder.build({
    ...declaration,
    gpx: {
      "@_version": "1.1",
      "@_creator": "Roamwise",
      "@_xmlns": "http://www.topografix.com/GPX/1/1",
      metadata: { name: xmlText(title) },
      // GPX wants every waypoint before any track.
      wpt: days.flatMap((d) => d.places.map((p) => ({ "@_lat": p.lat, "@_lon": p.lng, name: xmlText(p.name), desc: d.date }))),
      trk: days.flatMap((d) =>
        d.tracks.map((t) => ({
          name: xmlText(t.name),
          desc: d.date,
          trkseg: t.lines.map((line) => ({ trkpt: line.map(([lng, lat]) => ({ "@_lat": lat, "@_lon": lng })) })),
        })),
      ),
    },
  });
}

const kmlCoordinates = (line: readonly (readonly number[])[]) => line.map(([lng, lat]) => `${lng},${lat}`).join(" ");

function toKml(title: string, days: readonly ExportDay[]): string {
  return builder.build({
    ...declaration,
    kml: {
      "@_xmlns": "http://www.opengis.net/kml/2.2",
      Document: {
        name: xmlText(title),
        Folder: days.map((d) => ({
          name: d.date,
          Placemark: [
            ...d.places.map((p) => ({ name: xmlText(p.name), Point: { coordinates: kmlCoordinates([[p.lng, p.lat]]) } })),
            ...d.tracks.map((t) => ({
              name: xmlText(t.name),
              // One segment is a LineString; several keep apart in a MultiGeometry, as a GPX track's segments do.
              ...(t.lines.length === 1
                ? { LineString: { tessellate: 1, coordinates: kmlCoordinates(t.lines[0]!) } }
                : { MultiGeometry: { LineString: t.lines.map((line) => ({ tessellate: 1, coordinates: kmlCoordinates(line) })) } }),
            })),
          ],
        })),
      },
    },
  });
}

function toGeoJson(days: readonly ExportDay[]): string {
  const features = days.flatMap((d) => [
    ...d.places.map((p) => ({ type: "Feature", properties: { name: p.name, date: d.date }, geometry: { type: "Point", coordinates: [p.lng, p.lat] } })),
    ...d.tracks.map((t) => ({
      type: "Feature",
      properties: { name: t.name, date: d.date },
      geometry: t.lines.length === 1 ? { type: "LineString", coordinates: t.lines[0] } : { type: "MultiLineString", coordinates: t.lines },
    })),
  ]);
  return JSON.stringify({ type: "FeatureCollection", features }, null, 1);
}

export function writeGeo(format: GeoFormat, title: string, days: readonly ExportDay[]): string {
  if (format === "gpx") return toGpx(title, days);
  if (format === "kml") return toKml(title, days);
  return toGeoJson(days);
}
