// Reading another app's list of places (docs/product/ideas.md) into rows: Google Takeout's saved
// places (GeoJSON "Saved Places.json", or a saved list's CSV) and a Google My Maps KML. The format
// comes from the content, never the name. Takeout writes [0, 0] for a place it has no point for,
// and its CSV has none at all except in a dropped pin's URL: such rows carry a null point and are
// looked up with the place search by the caller. Every refusal is a 400 naming the field `file`.
import { DOMParser } from "@xmldom/xmldom";
import { kml } from "@tmcw/togeojson";
import { parse as parseCsv } from "csv-parse/sync";
import { MAX_IMPORTED_PLACES } from "@shared/ideas";
import { badRequest } from "../http-error";

export interface PlaceRow {
  name: string;
  address: string | null;
  /** Null when the file gives no usable point. */
  point: { lat: number; lng: number } | null;
}

const FIELD = "file";
const notAList = () => badRequest(FIELD, "errors.ideas.fileType");
const unreadable = (format: string) => badRequest(FIELD, "errors.ideas.fileUnreadable", { format });

export function readPlacesFile(data: Buffer): PlaceRow[] {
  const text = new TextDecoder("utf-8", { fatal: false }).decode(data).replace(/^\uFEFF/, "").trim();
  const rows = text.startsWith("{") ? fromGeoJson(text) : text.startsWith("<") ? fromKml(text) : fromCsv(text);
  if (rows.length > MAX_IMPORTED_PLACES) throw badRequest(FIELD, "errors.ideas.tooManyPlaces", { max: MAX_IMPORTED_PLACES });
  if (!rows.length) throw badRequest(FIELD, "errors.ideas.noPlaces");
  return rows;
}

const clean = (v: unknown) => (typeof v === "string" ? v.trim() : "");

/** A usable point: finite, in range, and not Takeout's [0, 0] for "unknown". */
function pointOf(lng: unknown, lat: unknown): PlaceRow["point"] {
  if (typeof lat !== "number" || typeof lng !== "number" || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180 || (lat === 0 && lng === 0)) return null;
  return { lat, lng };
}

interface Feature {
  geometry?: { type?: string; coordinates?: unknown } | null;
  properties?: Record<string, unknown> | null;
}

function pointFeatures(features: Feature[], row: (f: Feature, point: PlaceRow["point"]) => PlaceRow): PlaceRow[] {
  return features.flatMap((f) => {
    // Lines and shapes of a My Maps layer are routes and areas, not places to visit.
    if (f.geometry && f.geometry.type !== "Point") return [];
    const [lng, lat] = Array.isArray(f.geometry?.coordinates) ? f.geometry.coordinates : [];
    return [row(f, pointOf(lng, lat))];
  });
}

/** Takeout's "Saved Places.json": properties.location { name, address }, or a bare Title / name. */
function fromGeoJson(text: string): PlaceRow[] {
  let doc: { type?: unknown; features?: unknown };
  try {
    doc = JSON.parse(text);
  } catch {
    throw unreadable("GeoJSON");
  }
  if (doc?.type !== "FeatureCollection" || !Array.isArray(doc.features)) throw notAList();
  return pointFeatures(doc.features as Feature[], (f, point) => {
    const p = f.properties ?? {};
    const location = (p.location && typeof p.location === "object" ? p.location : {}) as Record<string, unknown>;
    const address = clean(location.address) || null;
    return { name: clean(location.name) || clean(p.Title) || clean(p.name) || address || "", address, point };
  });
}

/** A My Maps KML: each Point placemark, named by <name>, with <address> when the layer kept one. */
function fromKml(text: string): PlaceRow[] {
  // A DOCTYPE is refused: no KML needs one, and it is how entity tricks start.
  if (/<!DOCTYPE/i.test(text)) throw notAList();
  let doc: ReturnType<DOMParser["parseFromString"]>;
  try {
    doc = new DOMParser({ onError: () => {} }).parseFromString(text, "text/xml");
  } catch {
    throw unreadable("KML");
  }
  if (doc.documentElement?.localName !== "kml") throw notAList();
  const features = kml(doc as unknown as Document).features as Feature[];
  return pointFeatures(features, (f, point) => {
    const p = f.properties ?? {};
    const address = clean(p.address) || null;
    return { name: clean(p.name) || address || "", address, point };
  });
}

/** A dropped pin's URL carries its point: …/maps/search/48.8584,2.2945 or …?q=48.8584,2.2945 or …/@48.85,2.29,17z. */
function pointInUrl(url: string): PlaceRow["point"] {
  const m = /(?:\/search\/|[?&]q=|\/@)(-?\d{1,2}(?:\.\d+)?),\s*\+?(-?\d{1,3}(?:\.\d+)?)/.exec(decodeURIComponent(url.replace(/\+/g, " ")));
  return m ? pointOf(Number(m[2]), Number(m[1])) : null;
}

/** A Takeout saved list's CSV: a header with Title (Note, URL, Tags, Comment), often a blank row after it. */
function fromCsv(text: string): PlaceRow[] {
  let records: Record<string, string>[];
  try {
    records = parseCsv(text, { columns: true, skip_empty_lines: true, relax_column_count: true, trim: true, bom: true });
  } catch {
    throw unreadable("CSV");
  }
  const header = text.split(/\r?\n/, 1)[0]!;
  if (!/(^|,)\s*"?Title"?\s*(,|$)/.test(header)) throw notAList();
  return records
    .filter((r) => Object.values(r).some((v) => v !== ""))
    .map((r) => ({ name: r.Title ?? "", address: null, point: pointInUrl(r.URL ?? "") }));
}
