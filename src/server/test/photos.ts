// Photos made for tests: a JPEG drawn by sharp, with the time and place a
// camera would write put into its EXIF by piexifjs (a library that writes
// EXIF, not the one the app reads it with).
import sharp from "sharp";
import piexif from "piexifjs";

export interface PhotoExif {
  /** The camera's wall time, `YYYY-MM-DDTHH:mm:ss`. */
  takenAt?: string;
  /** Its UTC offset (`+01:00`), when the camera wrote one. */
  offset?: string;
  lat?: number;
  lng?: number;
}

/** OffsetTimeOriginal (EXIF 2.31) is newer than piexifjs's table of tags: taught to it by number. */
const OFFSET_TIME_ORIGINAL = 0x9011;
piexif.TAGS.Exif[OFFSET_TIME_ORIGINAL] ??= { name: "OffsetTimeOriginal", type: "Ascii" };

/** A width × height JPEG of one colour, with the EXIF asked for. */
export async function jpegWithExif(exif: PhotoExif, size: { width: number; height: number } = { width: 1200, height: 800 }, colour = "#3a7bd5"): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: size.width, height: size.height, channels: 3, background: colour } }).jpeg({ quality: 80 }).toBuffer();
  const exifIfd: Record<number, unknown> = {};
  const gps: Record<number, unknown> = {};
  if (exif.takenAt) exifIfd[piexif.ExifIFD.DateTimeOriginal] = exif.takenAt.replace(/-/g, ":").replace("T", " ");
  if (exif.offset) exifIfd[OFFSET_TIME_ORIGINAL] = exif.offset;
  if (exif.lat !== undefined && exif.lng !== undefined) {
    gps[piexif.GPSIFD.GPSLatitudeRef] = exif.lat >= 0 ? "N" : "S";
    gps[piexif.GPSIFD.GPSLatitude] = piexif.GPSHelper.degToDmsRational(Math.abs(exif.lat));
    gps[piexif.GPSIFD.GPSLongitudeRef] = exif.lng >= 0 ? "E" : "W";
    gps[piexif.GPSIFD.GPSLongitude] = piexif.GPSHelper.degToDmsRational(Math.abs(exif.lng));
  }
  const dump = piexif.dump({ "0th": { [piexif.ImageIFD.Make]: "Roamwise test camera" }, Exif: exifIfd, GPS: gps } as piexif.ExifDict);
  return Buffer.from(piexif.insert(dump, jpeg.toString("binary")), "binary");
}

/**
 * A valid JPEG of about `bytes` bytes: the picture, then application segments
 * (APP15, which every decoder skips) of filler bytes up to the size, placed
 * after the EXIF segment (where a reader looks for it first) when there is one.
 */
export function paddedJpeg(jpeg: Buffer, bytes: number): Buffer {
  const segments: Buffer[] = [];
  let size = jpeg.length;
  while (size < bytes) {
    const length = Math.min(65_533, bytes - size);
    const header = Buffer.from([0xff, 0xef, ((length + 2) >> 8) & 0xff, (length + 2) & 0xff]);
    segments.push(header, Buffer.alloc(length, 0x5a));
    size += length + 4;
  }
  const at = jpeg[2] === 0xff && jpeg[3] === 0xe1 ? 4 + jpeg.readUInt16BE(4) : 2;
  return Buffer.concat([jpeg.subarray(0, at), ...segments, jpeg.subarray(at)]);
}

/** Degrees as EXIF's degrees, minutes and seconds (rationals as libvips reads them: "38/1 42/1 5004/100"). */
function dms(degrees: number): string {
  const d = Math.floor(degrees);
  const m = Math.floor((degrees - d) * 60);
  const s = Math.round(((degrees - d) * 60 - m) * 60 * 100);
  return `${d}/1 ${m}/1 ${s}/100`;
}

/**
 * A HEIC-branded HEIF photo with the EXIF asked for, stored as a phone stores
 * it (an "Exif" item). sharp encodes HEIF pictures with AV1 only (no HEVC
 * encoder), so the picture is AV1 under the `heic` brand: the EXIF item, what
 * is read here, is the same as in a phone's HEIC.
 */
export async function heicWithExif(exif: PhotoExif): Promise<Buffer> {
  const ifd2: Record<string, string> = {};
  const ifd3: Record<string, string> = {};
  if (exif.takenAt) ifd2.DateTimeOriginal = exif.takenAt.replace(/-/g, ":").replace("T", " ");
  if (exif.offset) ifd2.OffsetTimeOriginal = exif.offset;
  if (exif.lat !== undefined && exif.lng !== undefined) {
    Object.assign(ifd3, { GPSLatitudeRef: exif.lat >= 0 ? "N" : "S", GPSLatitude: dms(Math.abs(exif.lat)), GPSLongitudeRef: exif.lng >= 0 ? "E" : "W", GPSLongitude: dms(Math.abs(exif.lng)) });
  }
  const heif = await sharp({ create: { width: 320, height: 240, channels: 3, background: "#457b9d" } })
    .withExif({ IFD0: { Make: "Roamwise test camera" }, IFD2: ifd2, IFD3: ifd3 })
    .heif({ compression: "av1" })
    .toBuffer();
  // The major brand, bytes 8–12 of the ftyp box: "avif" → "heic".
  heif.write("heic", 8, "latin1");
  return heif;
}
