// Photos of a trip (docs/product/memories.md): added from an upload on disk,
// each put on its day by the time it was taken (in the trip place's zone) or
// on the day the member picked; listed per day; captioned, moved, deleted by
// their uploader or a trip admin; their bytes read for the served copies and,
// for the uploader only, the original. Access is checked by the routes first.
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import type { Role } from "@shared/trips";
import { can } from "@shared/permissions";
import {
  PHOTO_NEEDS_DATE,
  PHOTO_NOT_FOUND,
  PHOTO_NOT_YOURS,
  PHOTO_SIZES,
  PHOTO_TYPE_REFUSED,
  type Photo,
  type PhotoPatch,
  type PhotoSize,
} from "@shared/memories";
import { FILE_EMPTY } from "@shared/files";
import { isCalendarDate } from "@shared/dates";
import type { Db } from "../db/client";
import { hotRead } from "../db/hot-reads";
import { photos } from "../db/schema";
import { ALL_DATES, onTripDays, requireTripDay } from "./trip-days";
import { isUuid } from "../access/trip-access";
import { HttpError, badRequest, forbidden, notFound } from "../http-error";
import { photoKey, type FileStorage } from "../storage/object-store";
import { publishChange } from "../realtime/publish";
import { tripTimeZone } from "../days/time-zone";
import { cleanFileName, extensionFor } from "../files/content-type";
import type { FileOnDisk } from "../files/multipart";
import { photoCopies, photoFacts, photoTypeOf, wallTimeIn } from "./image";

const columns = {
  id: photos.id,
  tripId: photos.tripId,
  date: photos.date,
  takenAt: photos.takenAt,
  lat: photos.lat,
  lng: photos.lng,
  width: photos.width,
  height: photos.height,
  caption: photos.caption,
  uploaderId: photos.uploaderId,
  preview: photos.preview,
};
type PhotoRow = Omit<Photo, "thumbUrl" | "url" | "originalUrl"> & { tripId: string; preview: boolean };

/** A photo as a member sees it: the served copies' addresses, and the original's for its uploader only. */
export function toPhoto({ tripId: _trip, preview, ...row }: PhotoRow, viewerId: string | null): Photo {
  const file = (size: PhotoSize) => (preview ? `/api/photos/${row.id}/file?size=${size}` : null);
  return { ...row, thumbUrl: file(400), url: file(1600), originalUrl: viewerId !== null && row.uploaderId === viewerId ? `/api/photos/${row.id}/original` : null };
}

/** The trip of a photo, or null for an unknown (or malformed) id. */
export async function photoTrip(db: Db, photoId: string): Promise<string | null> {
  if (!isUuid(photoId)) return null;
  const [row] = await db.select({ tripId: photos.tripId }).from(photos).where(eq(photos.id, photoId)).limit(1);
  return row?.tripId ?? null;
}

// A hot read (ADR 029): every days answer runs it for the trip's days.
const photoRows = hotRead("photos_between", columns, (db, fields) =>
  db
    .select(fields)
    .from(photos)
    .where(and(eq(photos.tripId, sql.placeholder("tripId")), gte(photos.date, sql.placeholder("from")), lte(photos.date, sql.placeholder("to"))))
    .orderBy(asc(photos.date), asc(photos.takenAt), asc(photos.createdAt), asc(photos.id)),
);

/** A trip's photos (of one day, or all), in the order they were taken. */
export async function listPhotos(db: Db, tripId: string, viewerId: string | null, range: { from: string; to: string } = ALL_DATES): Promise<Photo[]> {
  const rows: PhotoRow[] = await photoRows(db, { tripId, ...range });
  return rows.map((r) => toPhoto(r, viewerId));
}

interface Prepared {
  id: string;
  file: FileOnDisk;
  name: string;
  contentType: string;
  date: string;
  takenAt: string | null;
  lat: number | null;
  lng: number | null;
  width: number | null;
  height: number | null;
  copies: Record<PhotoSize, Buffer> | null;
}

/**
 * Adds the uploaded photos (already on disk, within their size limits). Every
 * photo is checked first — its type by content, and a day for it — so a
 * refused one leaves nothing written; then all are written in one transaction.
 */
export async function addPhotos(db: Db, storage: FileStorage, tripId: string, userId: string, files: FileOnDisk[], pickedDate: string | undefined): Promise<Photo[]> {
  const onTrip = await onTripDays(db, tripId);
  if (pickedDate !== undefined && (!isCalendarDate(pickedDate) || !onTrip(pickedDate))) throw badRequest("date", "errors.days.dateOutsideTrip");
  const zone = await tripTimeZone(db, tripId);

  const prepared: Prepared[] = [];
  for (const file of files) {
    if (file.size === 0) throw badRequest("file", FILE_EMPTY);
    const contentType = await photoTypeOf(file.path);
    if (!contentType) throw new HttpError(415, "unsupported_media_type", PHOTO_TYPE_REFUSED, { name: file.name }, { file: { id: PHOTO_TYPE_REFUSED, values: { name: file.name } } });
    const facts = await photoFacts(file.path, contentType);
    const takenAt = facts.taken ? wallTimeIn(facts.taken, zone) : null;
    // The day the photo was taken when that is one of the trip's days; else the one the member picked.
    const takenDay = takenAt?.slice(0, 10);
    const date = takenDay && onTrip(takenDay) ? takenDay : pickedDate;
    if (!date) throw badRequest("date", PHOTO_NEEDS_DATE, { name: file.name });
    const made = await photoCopies(file.path);
    prepared.push({
      id: randomUUID(),
      file,
      name: cleanFileName(file.name, `photo.${extensionFor(contentType)}`),
      contentType,
      date,
      takenAt,
      lat: facts.lat,
      lng: facts.lng,
      width: made?.width ?? null,
      height: made?.height ?? null,
      copies: made?.copies ?? null,
    });
  }

  // In the bucket the bytes are written first: a row never names an object that is not there.
  const objects = storage.objects;
  if (objects) {
    for (const p of prepared) {
      await objects.put(photoKey(p.id, "original"), await readFile(p.file.path));
      if (p.copies) for (const size of PHOTO_SIZES) await objects.put(photoKey(p.id, String(size) as "400" | "1600"), p.copies[size]);
    }
  }
  try {
    const rows = await db.transaction(async (tx) => {
      const out: PhotoRow[] = [];
      for (const p of prepared) {
        const [row] = await tx
          .insert(photos)
          .values({
            id: p.id,
            tripId,
            uploaderId: userId,
            date: p.date,
            takenAt: p.takenAt,
            lat: p.lat,
            lng: p.lng,
            width: p.width,
            height: p.height,
            name: p.name,
            contentType: p.contentType,
            size: p.file.size,
            preview: p.copies !== null,
            // One original in memory at a time, read from its file only now that it passed every check.
            original: objects ? null : await readFile(p.file.path),
            small: objects ? null : (p.copies?.[400] ?? null),
            large: objects ? null : (p.copies?.[1600] ?? null),
            storedIn: storage.kind,
          })
          .returning(columns);
        out.push(row!);
        await publishChange(tx, { tripId, resource: "photos", action: "created", id: p.id, by: userId, title: p.name });
      }
      return out;
    });
    return rows.map((r) => toPhoto(r, userId));
  } catch (err) {
    if (objects) for (const p of prepared) await removeObjects(storage, p.id);
    throw err;
  }
}

async function removeObjects(storage: FileStorage, photoId: string): Promise<void> {
  for (const variant of ["original", "400", "1600"] as const) await storage.objects?.delete(photoKey(photoId, variant)).catch(() => {});
}

/** The uploader or a trip admin; anyone else is refused (403). */
function mayChange(row: { uploaderId: string | null }, userId: string, role: Role): void {
  if (row.uploaderId !== userId && !can(role, "memories.manage")) throw forbidden(PHOTO_NOT_YOURS);
}

export async function updatePhoto(db: Db, photoId: string, userId: string, role: Role, patch: PhotoPatch): Promise<Photo> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select(columns).from(photos).where(eq(photos.id, photoId)).for("update");
    if (!row) throw notFound(PHOTO_NOT_FOUND);
    mayChange(row, userId, role);
    if (patch.date !== undefined) await requireTripDay(tx, row.tripId, patch.date);
    const [updated] = await tx
      .update(photos)
      .set({ ...(patch.caption !== undefined ? { caption: patch.caption.trim() } : {}), ...(patch.date !== undefined ? { date: patch.date } : {}) })
      .where(eq(photos.id, photoId))
      .returning(columns);
    await publishChange(tx, { tripId: row.tripId, resource: "photos", action: "updated", id: photoId, by: userId, title: updated!.caption || null });
    return toPhoto(updated!, userId);
  });
}

export async function deletePhoto(db: Db, storage: FileStorage, photoId: string, userId: string, role: Role): Promise<void> {
  const gone = await db.transaction(async (tx) => {
    const [row] = await tx.select({ ...columns, storedIn: photos.storedIn }).from(photos).where(eq(photos.id, photoId)).for("update");
    if (!row) throw notFound(PHOTO_NOT_FOUND);
    mayChange(row, userId, role);
    await tx.delete(photos).where(eq(photos.id, photoId));
    await publishChange(tx, { tripId: row.tripId, resource: "photos", action: "deleted", id: photoId, by: userId, title: row.caption || null });
    return row;
  });
  // After the commit: a rolled-back delete keeps its bytes.
  if (gone.storedIn === "s3") await removeObjects(storage, photoId);
}

/** A served copy's bytes (WebP, no metadata); 404 when the photo has none (HEIC). */
export async function readPhotoCopy(db: Db, storage: FileStorage, photoId: string, size: PhotoSize, tripId?: string): Promise<Buffer> {
  const column = size === 400 ? photos.small : photos.large;
  const [row] = await db
    .select({ data: column, preview: photos.preview, storedIn: photos.storedIn })
    .from(photos)
    .where(and(eq(photos.id, photoId), tripId ? eq(photos.tripId, tripId) : undefined))
    .limit(1);
  if (!row?.preview) throw notFound(PHOTO_NOT_FOUND);
  const data = row.storedIn === "database" ? row.data : await storage.objects?.get(photoKey(photoId, String(size) as "400" | "1600"));
  if (!data) throw new Error(`photo ${photoId} is in ${row.storedIn}, which this server cannot read`);
  return data;
}

/** The original as sent, for its uploader only (anyone else: 403). */
export async function readPhotoOriginal(db: Db, storage: FileStorage, photoId: string, userId: string): Promise<{ name: string; contentType: string; data: Buffer }> {
  const [row] = await db
    .select({ name: photos.name, contentType: photos.contentType, data: photos.original, storedIn: photos.storedIn, uploaderId: photos.uploaderId })
    .from(photos)
    .where(eq(photos.id, photoId))
    .limit(1);
  if (!row) throw notFound(PHOTO_NOT_FOUND);
  if (row.uploaderId !== userId) throw forbidden(PHOTO_NOT_YOURS);
  const data = row.storedIn === "database" ? row.data : await storage.objects?.get(photoKey(photoId, "original"));
  if (!data) throw new Error(`photo ${photoId} is in ${row.storedIn}, which this server cannot read`);
  return { name: row.name, contentType: row.contentType, data };
}
