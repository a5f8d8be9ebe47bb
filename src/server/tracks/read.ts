// Reading a GPX, KML, KMZ or GeoJSON file into waypoints and lines
// (docs/product/gpx-kml-geojson.md). The format comes from the content — a zip
// is a KMZ, JSON is GeoJSON, XML is GPX or KML by its root element — never from
// the name. XML is parsed by @xmldom/xmldom (which loads nothing from outside:
// no DTDs, no external entities; a DOCTYPE is refused outright, as no GPX or
// KML needs one) and turned into GeoJSON by @tmcw/togeojson. Every refusal is
// a 400 naming the field `file`.
import { DOMParser } from "@xmldom/xmldom";
import { gpx, kml } from "@tmcw/togeojson";
import type { Geometry } from "geojson";
import { badRequest } from "../http-error";
import { ArchiveRefused, unzipWithBudget } from "../files/archive";
import { isZip } from "../files/content-type";
import { MAX_GEO_PLACES, MAX_GEO_POINTS } from "@shared/tracks";

export interface Waypoint {
  name: string;
  lat: number;
  lng: number;
}
export interface Line {
  name: string;
  /** Segments of [lng, lat]. */
  lines: [number, number][][];
}
export interface GeoContent {
  waypoints: Waypoint[];
  tracks: Line[];
}

const FIELD = "file";
const refused = () => badRequest(FIELD, "errors.tracks.typeRefused");
const unreadable = (format: string) => badRequest(FIELD, "errors.tracks.unreadable", { format });

/** A feature as both readers give it: a geometry (or none) and its properties. */
interface Feature {
  geometry: Geometry | null;
  properties: Record<string, unknown> | null;
}

/**
 * The waypoints and lines of `data`. `fileName` only names what the file
 * leaves unnamed ("walk.gpx" → "walk", "walk 2"…), never decides the format.
 */
export async function readGeoFile(data: Buffer, fileName: string): Promise<GeoContent> {
  const features = await featuresOf(data);
  return collect(features, fileName.replace(/\.[^.]*$/, "").trim() || "Track");
}

async function featuresOf(data: Buffer): Promise<Feature[]> {
  if (isZip(data)) return kmlFeatures(await kmlInKmz(data), "KMZ");
  const text = new TextDecoder("utf-8", { fatal: false }).decode(data).replace(/^\uFEFF/, "").trimStart();
  if (text.startsWith("{")) return geoJsonFeatures(text);
  if (text.startsWith("<")) {
    const doc = parseXml(text);
    const root = doc.documentElement?.localName;
    if (root === "gpx") return gpx(doc as unknown as Document).features as Feature[];
    if (root === "kml") return kmlFeatures(doc, "KML");
  }
  throw refused();
}

function kmlFeatures(doc: ReturnType<typeof parseXml>, format: string): Feature[] {
  if (doc.documentElement?.localName !== "kml") throw unreadable(format);
  return kml(doc as unknown as Document).features as Feature[];
}

/** The first .kml inside a KMZ (Google Earth writes doc.kml), within the archive budget. */
async function kmlInKmz(data: Buffer) {
  let kept: Map<string, Uint8Array>;
  try {
    kept = await unzipWithBudget(data, (name) => /\.kml$/i.test(name));
  } catch (err) {
    if (err instanceof ArchiveRefused) throw unreadable("KMZ");
    throw err;
  }
  const first = [...kept.keys()].sort((a, b) => (a === "doc.kml" ? -1 : b === "doc.kml" ? 1 : a.localeCompare(b)))[0];
  if (first === undefined) throw unreadable("KMZ");
  return parseXml(new TextDecoder().decode(kept.get(first)), "KMZ");
}

function parseXml(text: string, format = "XML") {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw unreadable(format);
  try {
    return new DOMParser({
      onError: (level) => {
        // Warnings (an unknown attribute, say) are harmless; anything worse is a damaged file.
        if (level !== "warning") throw unreadable(format);
      },
    }).parseFromString(text, "text/xml");
  } catch {
    throw unreadable(format);
  }
}

function geoJsonFeatures(text: string): Feature[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw unreadable("GeoJSON");
  }
  const o = json as { type?: unknown; features?: unknown; geometry?: unknown; properties?: unknown };
  if (o.type === "FeatureCollection" && Array.isArray(o.features)) return o.features.map((f) => asFeature(f));
  if (o.type === "Feature") return [asFeature(o)];
  if (typeof o.type === "string") return [{ geometry: o as Geometry, properties: null }];
  throw unreadable("GeoJSON");
}

function asFeature(value: unknown): Feature {
  const f = value as { type?: unknown; geometry?: unknown; properties?: unknown } | null;
  if (!f || f.type !== "Feature") throw unreadable("GeoJSON");
  const properties = f.properties && typeof f.properties === "object" ? (f.properties as Record<string, unknown>) : null;
  return { geometry: (f.geometry ?? null) as Geometry | null, properties };
}

/** A position as [lng, lat], checked: anything else in the file is a 400, not a NaN in the database. */
function position(value: unknown): [number, number] {
  if (!Array.isArray(value) || value.length < 2) throw unreadable("GeoJSON");
  const [lng, lat] = value as unknown[];
  if (typeof lng !== "number" || typeof lat !== "number" || !Number.isFinite(lng) || !Number.isFinite(lat)) throw unreadable("GeoJSON");
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) throw badRequest(FIELD, "errors.tracks.coordinates");
  return [lng, lat];
}

const list = (value: unknown): unknown[] => {
  if (!Array.isArray(value)) throw unreadable("GeoJSON");
  return value;
};

/** Points become waypoints and lines become tracks, in the file's order; polygons are not part of a day's plan and are left out. */
function collect(features: readonly Feature[], stem: string): GeoContent {
  const waypoints: Waypoint[] = [];
  const tracks: Line[] = [];
  let points = 0;
  const addLine = (name: string, segments: [number, number][][]) => {
    // A segment of one point draws nothing; an empty track is no track.
    const drawn = segments.filter((s) => s.length >= 2);
    if (drawn.length === 0) return;
    points += drawn.reduce((n, s) => n + s.length, 0);
    if (points > MAX_GEO_POINTS) throw badRequest(FIELD, "errors.tracks.tooManyPoints", { max: MAX_GEO_POINTS });
    tracks.push({ name, lines: drawn });
  };
  const addPoint = (name: string, coordinates: unknown) => {
    const [lng, lat] = position(coordinates);
    waypoints.push({ name, lat, lng });
    if (waypoints.length > MAX_GEO_PLACES) throw badRequest(FIELD, "errors.tracks.tooManyPlaces", { max: MAX_GEO_PLACES });
  };
  /** One feature: its points are waypoints; all its lines together are one track (a KML MultiGeometry, a GPX track's segments). */
  const visit = (geometry: Geometry | null, name: () => string) => {
    const segments: [number, number][][] = [];
    const walk = (g: Geometry | null) => {
      if (!g) return;
      if (g.type === "Point") addPoint(name(), g.coordinates);
      else if (g.type === "MultiPoint") list(g.coordinates).forEach((c) => addPoint(name(), c));
      else if (g.type === "LineString") segments.push(list(g.coordinates).map(position));
      else if (g.type === "MultiLineString") segments.push(...list(g.coordinates).map((s) => list(s).map(position)));
      else if (g.type === "GeometryCollection") list(g.geometries).forEach((c) => walk(c as Geometry));
    };
    walk(geometry);
    if (segments.length > 0) addLine(name(), segments);
  };
  let unnamed = 0;
  for (const f of features) {
    const given = f.properties?.name ?? f.properties?.title;
    const own = typeof given === "string" && given.trim() ? given.trim().slice(0, 300) : null;
    visit(f.geometry, () => own ?? (++unnamed === 1 ? stem : `${stem} ${unnamed}`));
  }
  if (waypoints.length === 0 && tracks.length === 0) throw badRequest(FIELD, "errors.tracks.noFeatures");
  return { waypoints, tracks };
}
