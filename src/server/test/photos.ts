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
