// A photo read from the temporary file its upload was written to: its type by
// content (file-type), its time and place (exifr; ExifReader for HEIC), and the
// two served copies (sharp), resized and written without any of the original's
// metadata (no EXIF, no GPS). The libraries load on first use (idle memory, ADR 040).
import { readFile } from "node:fs/promises";
import type { ExpandedTags } from "exifreader";
import { PHOTO_SIZES, type PhotoSize } from "@shared/memories";
import { pictureTypeOfFile } from "../files/content-type";

/** The picture types a photo may be. */
const PHOTO_TYPES: ReadonlySet<string> = new Set(["image/jpeg", "image/png", "image/webp", "image/heic"]);

/** More pixels than this are refused: a small file that decodes to gigabytes (a 25 MB PNG can hold 20,000 × 20,000 pixels). */
const MAX_PIXELS = 100_000_000;

export async function photoTypeOf(path: string): Promise<string | null> {
  const type = await pictureTypeOfFile(path);
  return type && PHOTO_TYPES.has(type) ? type : null;
}

export interface PhotoFacts {
  /** The camera's wall time `YYYY-MM-DDTHH:mm:ss`, and its UTC offset (`+02:00`) when the photo says it. */
  taken: { wall: string; offset: string | null } | null;
  lat: number | null;
  lng: number | null;
}

const EXIF_TIME = /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})/;
const OFFSET = /^[+-]\d{2}:\d{2}$/;

const NOTHING: PhotoFacts = { taken: null, lat: null, lng: null };

/** The facts from EXIF's own texts: "YYYY:MM:DD HH:MM:SS", "+02:00", and degrees (south and west negative). */
function factsOf(timeText: unknown, offsetText: unknown, lat: number | undefined, lng: number | undefined): PhotoFacts {
  const time = EXIF_TIME.exec(String(timeText ?? ""));
  const offset = String(offsetText ?? "");
  const located = Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat!) <= 90 && Math.abs(lng!) <= 180;
  return {
    taken: time ? { wall: `${time[1]}-${time[2]}-${time[3]}T${time[4]}:${time[5]}:${time[6]}`, offset: OFFSET.test(offset) ? offset : null } : null,
    lat: located ? lat! : null,
    lng: located ? lng! : null,
  };
}

/**
 * What the photo's EXIF says of when and where; nulls when it says nothing (or
 * cannot be read). A HEIC photo is read with ExifReader, not exifr: exifr
 * 7.1.3's HEIC reader loops forever, holding the event loop, on a box of size 0
 * (a 100-byte upload stopped the server in our test), and did not read the
 * EXIF item of a well-formed HEIF either; ExifReader reads both in no time.
 */
export async function photoFacts(path: string, contentType: string): Promise<PhotoFacts> {
  if (contentType === "image/heic") return heicFacts(path);
  const { default: exifr } = await import("exifr");
  // Raw values: exifr would otherwise read the wall time as the server's own local time.
  const tags = (await exifr.parse(path, { pick: ["DateTimeOriginal", "CreateDate", "OffsetTimeOriginal"], reviveValues: false }).catch(() => null)) as Record<string, unknown> | null;
  const gps = (await exifr.gps(path).catch(() => null)) as { latitude?: number; longitude?: number } | null;
  return factsOf(tags?.DateTimeOriginal ?? tags?.CreateDate, tags?.OffsetTimeOriginal, gps?.latitude, gps?.longitude);
}

/** A HEIC's EXIF item. The file (at most 25 MB, its type checked) is read whole: the item may be anywhere in it. */
async function heicFacts(path: string): Promise<PhotoFacts> {
  const { default: ExifReader } = await import("exifreader");
  let tags: ExpandedTags;
  try {
    tags = ExifReader.load(await readFile(path), { expanded: true, includeUnknown: false });
  } catch {
    return NOTHING;
  }
  const exif = tags.exif;
  return factsOf((exif?.DateTimeOriginal ?? exif?.DateTimeDigitized)?.description, exif?.OffsetTimeOriginal?.description, tags.gps?.Latitude, tags.gps?.Longitude);
}

/**
 * The local wall time in `timeZone` of a camera time: a time with its offset
 * is an instant, shown in the place's zone; one without is taken as already
 * local (cameras keep the time of where they are).
 */
export function wallTimeIn(taken: NonNullable<PhotoFacts["taken"]>, timeZone: string | null): string {
  if (!taken.offset || !timeZone) return taken.wall;
  const instant = new Date(`${taken.wall}${taken.offset}`);
  if (Number.isNaN(instant.getTime())) return taken.wall;
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${part("year")}-${part("month")}-${part("day")}T${part("hour")}:${part("minute")}:${part("second")}`;
}

export interface PhotoCopies {
  width: number;
  height: number;
  copies: Record<PhotoSize, Buffer>;
}

let sharpReady: Promise<typeof import("sharp")> | null = null;

/** sharp, loaded once, with one worker thread and no cache: a photo at a time, memory bounded on a small server. */
function loadSharp(): Promise<typeof import("sharp")> {
  sharpReady ??= import("sharp").then((module) => {
    module.default.concurrency(1);
    module.default.cache(false);
    return module;
  });
  return sharpReady;
}

/**
 * The 400 and 1,600 px WebP copies (longest side, never enlarged, turned
 * upright), with no metadata; null when sharp cannot decode the file (HEIC:
 * sharp's prebuilt libvips reads no HEVC) or it has too many pixels.
 */
export async function photoCopies(path: string): Promise<PhotoCopies | null> {
  const { default: sharp } = await loadSharp();
  try {
    const source = () => sharp(path, { limitInputPixels: MAX_PIXELS, autoOrient: true });
    const meta = await source().metadata();
    const upright = meta.autoOrient ?? { width: meta.width, height: meta.height };
    const copies = {} as Record<PhotoSize, Buffer>;
    for (const size of PHOTO_SIZES) {
      // sharp writes no metadata unless asked (withMetadata/keepExif): the copy carries no EXIF and no GPS.
      copies[size] = await source().resize({ width: size, height: size, fit: "inside", withoutEnlargement: true }).webp({ quality: 82 }).toBuffer();
    }
    return { width: upright.width!, height: upright.height!, copies };
  } catch {
    return null;
  }
}
